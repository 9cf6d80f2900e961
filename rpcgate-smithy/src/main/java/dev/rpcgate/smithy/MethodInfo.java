package dev.rpcgate.smithy;

import java.util.List;
import java.util.Objects;

import software.amazon.smithy.model.shapes.ShapeId;

/**
 * One method of a prepared service, as its {@code @method} trait declares it.
 *
 * @param name       the wire name
 * @param operation  the Smithy operation
 * @param params     how params are passed
 * @param positional the input member names in argument order; empty for a named-only method
 * @param result     what a successful result is checked against
 */
public record MethodInfo(String name, ShapeId operation, ParamsMode params, List<String> positional,
                         ResultSelection result) {

    /** Checks the parts and copies the list. */
    public MethodInfo {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(params, "params");
        positional = List.copyOf(positional);
        Objects.requireNonNull(result, "result");
    }
}
