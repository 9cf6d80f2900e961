package dev.rpcgate.transcript.protocols;

import dev.rpcgate.smithy.model.SourcedFinding;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What reading a protocol produced: the description when the protocol, its services and its session rules hold,
 * and the located findings that say why they do not.
 *
 * @param description the description; empty when any finding is an error
 * @param findings    the findings, each located in its model file where Smithy knows the place
 */
public record ProtocolPreparation(Optional<ProtocolDescription> description, List<SourcedFinding> findings) {

    /** Copies the findings. */
    public ProtocolPreparation {
        Objects.requireNonNull(description, "description");
        findings = List.copyOf(findings);
    }

    /** True when the description was made. */
    public boolean isPrepared() {
        return description.isPresent();
    }

    /**
     * The description.
     *
     * @throws IllegalStateException naming the first error when the protocol is invalid
     */
    public ProtocolDescription expectDescription() {
        return description.orElseThrow(() -> new IllegalStateException("the protocol was not prepared: "
                + findings.stream().filter(f -> f.finding().isError()).findFirst()
                .map(f -> f.finding().code() + ": " + f.finding().message()).orElse("no findings")));
    }
}
