package dev.rpcgate.a2a;

import dev.rpcgate.core.gate.Finding;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The A2A version a request is to be processed with, as {@link VersionDetection} found it.
 *
 * @param version   the version; empty when the declared one is malformed or unsupported (a server answers -32009)
 * @param requested the raw declared value that decided (header or query), or {@code null} when none was declared
 * @param source    where the version came from: {@code "header"}, {@code "query"}, {@code "method"} or
 *                  {@code "default"}
 * @param findings  the version findings ({@code VersionConflict}, {@code UnsupportedA2aVersion},
 *                  {@code VersionFromMethod})
 */
public record DetectedVersion(Optional<A2aVersion> version, String requested, String source, List<Finding> findings) {
    /** Checks the required parts and copies the findings. */
    public DetectedVersion {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(source, "source");
        findings = List.copyOf(findings);
    }

    /** True when no finding is an ERROR. */
    public boolean isValid() {
        for (Finding f : findings) {
            if (f.isError()) {
                return false;
            }
        }
        return true;
    }
}
