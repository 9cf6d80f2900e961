package dev.rpcgate.transcript;

import dev.rpcgate.core.json.SourceLocation;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One finding a transcript's author expects: a code name and, optionally, the entry it concerns and the related
 * entry. It matches a finding with the same code, entry and related entry.
 *
 * @param code     the finding code, e.g. {@code MissingResponse}
 * @param entry    the entry index the finding must name, if given
 * @param related  the related entry index the finding must name, if given
 * @param location where the item is written, for messages about it
 */
public record ExpectedFinding(String code, OptionalInt entry, OptionalInt related, Optional<SourceLocation> location) {

    /** Checks that every part is given. */
    public ExpectedFinding {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(entry, "entry");
        Objects.requireNonNull(related, "related");
        Objects.requireNonNull(location, "location");
    }
}
