package dev.rpcgate.smithy.check;

import software.amazon.smithy.model.shapes.ShapeId;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A service's compiled method contracts, found by wire name or operation id. Immutable. */
final class MessageContracts {
    private final Map<String, MethodRules> byWireName;
    private final Map<ShapeId, MethodRules> byOperation;

    MessageContracts(List<MethodRules> methods) {
        Map<String, MethodRules> wire = new HashMap<>();
        Map<ShapeId, MethodRules> ops = new HashMap<>();
        for (MethodRules m : methods) {
            wire.put(m.wireName(), m);
            ops.put(m.operation(), m);
        }
        this.byWireName = Map.copyOf(wire);
        this.byOperation = Map.copyOf(ops);
    }

    /** The method with this wire name. */
    Optional<MethodRules> findMethod(String wireName) {
        return Optional.ofNullable(byWireName.get(wireName));
    }

    /** The method with this wire name, or {@code null}: the per-request look-up, without an Optional. */
    MethodRules methodOrNull(String wireName) {
        return byWireName.get(wireName);
    }

    /** The method of this operation. */
    Optional<MethodRules> findOperation(ShapeId operation) {
        return Optional.ofNullable(byOperation.get(operation));
    }
}
