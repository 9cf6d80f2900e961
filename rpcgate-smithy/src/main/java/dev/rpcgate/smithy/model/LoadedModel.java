package dev.rpcgate.smithy.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import software.amazon.smithy.model.Model;

/**
 * What loading produced: the model when no finding is an error, and every finding (errors and advisories) in file,
 * line and column order.
 *
 * @param model    the assembled, validated model; empty when any finding is an error
 * @param findings the findings, each with the file it is in
 */
public record LoadedModel(Optional<Model> model, List<SourcedFinding> findings) {

    /** Copies the findings. */
    public LoadedModel {
        Objects.requireNonNull(model, "model");
        findings = List.copyOf(findings);
    }

    /** True when some finding is an error (and so there is no model). */
    public boolean hasErrors() {
        return findings.stream().anyMatch(f -> f.finding().isError());
    }

    /**
     * The model.
     *
     * @throws IllegalStateException naming the first error when the model did not load
     */
    public Model expectModel() {
        return model.orElseThrow(() -> new IllegalStateException("the model did not load: " + findings.stream()
                .filter(f -> f.finding().isError()).findFirst().map(ModelFindings::describe).orElse("no findings")));
    }
}
