package dev.rpcgate.smithy.model;

import java.util.Optional;

import software.amazon.smithy.model.shapes.MemberShape;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.shapes.StructureShape;

/**
 * Internal to rpcgate-smithy: a modeled error a method can answer with: its code and what its data must satisfy.
 *
 * @param code       the JSON-RPC error code, outside the reserved range
 * @param error      the error structure's id
 * @param shape      the error structure
 * @param data       what {@code error.data} is checked against
 * @param dataMember the selected member, present exactly when {@code data} is a {@link DataSelection.Member}
 */
public record ErrorContract(long code, ShapeId error, StructureShape shape, DataSelection data,
                     Optional<MemberShape> dataMember) {
}
