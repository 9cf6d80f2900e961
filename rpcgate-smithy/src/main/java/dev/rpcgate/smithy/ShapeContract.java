package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.JsonPath;
import dev.rpcgate.smithy.payload.PayloadValidator;
import dev.rpcgate.smithy.payload.ValidatorCompiler;

import java.util.List;
import java.util.Objects;

import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * The payload contract of one shape on its own, outside any method: a tool result, a content block, an error's
 * data. Compiled once (like a prepared service's validators); immutable and thread-safe.
 */
public final class ShapeContract {
    private final ShapeId shape;
    private final PayloadValidator validator;
    private final int budget;
    private final List<SourcedFinding> problems;

    private ShapeContract(ShapeId shape, PayloadValidator validator, int budget, List<SourcedFinding> problems) {
        this.shape = shape;
        this.validator = validator;
        this.budget = budget;
        this.problems = problems;
    }

    /**
     * Compiles the contract of {@code shape} under {@code policy}. Never throws for a bad model: a shape that cannot
     * be checked as written is in {@link #problems()}, and its values are then checked as far as it can be.
     */
    public static ShapeContract prepare(Model model, ShapeId shape, ValidationPolicy policy) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(policy, "policy");
        ValidatorCompiler compiler = new ValidatorCompiler(model, policy);
        PayloadValidator v = compiler.forShape(shape);
        return new ShapeContract(shape, v, policy.limits().messageFindings(), compiler.problems());
    }

    /** The shape. */
    public ShapeId shape() {
        return shape;
    }

    /** What compiling found that the contract cannot enforce as written; empty for a sound contract. */
    public List<SourcedFinding> problems() {
        return problems;
    }

    /** The findings of {@code value} against the contract, paths relative to the value; empty when it conforms. */
    public List<Finding> validate(JsonValue value) {
        Objects.requireNonNull(value, "value");
        if (validator.accepts(value)) {
            return List.of();
        }
        FindingSink sink = FindingSink.withBudget(budget);
        validator.validate(value, JsonPath.root(), sink);
        return sink.findings();
    }
}
