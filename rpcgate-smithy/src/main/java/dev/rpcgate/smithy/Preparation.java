package dev.rpcgate.smithy;

import dev.rpcgate.smithy.model.ModelFindings;
import dev.rpcgate.smithy.model.SourcedFinding;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What preparing a service produced: the prepared service when its contract holds, and the findings that say why
 * it does not.
 *
 * @param service  the prepared service; empty when any finding is an error
 * @param findings the findings, each located in its model file where Smithy knows the place
 */
public record Preparation(Optional<PreparedService> service, List<SourcedFinding> findings) {

    /** Copies the findings. */
    public Preparation {
        Objects.requireNonNull(service, "service");
        findings = List.copyOf(findings);
    }

    /** True when the service was prepared. */
    public boolean isPrepared() {
        return service.isPresent();
    }

    /**
     * The prepared service.
     *
     * @throws IllegalStateException naming the first error when preparation failed
     */
    public PreparedService expectService() {
        return service.orElseThrow(() -> new IllegalStateException("the service was not prepared: " + findings.stream()
                .filter(f -> f.finding().isError()).findFirst().map(ModelFindings::describe).orElse("no findings")));
    }
}
