package dev.rpcgate.smithy.model;

import java.util.Optional;

import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.Shape;

/**
 * An error structure's {@code @smithy.rpc#rpcError} value with the defaults applied: no data member,
 * {@code absentData} false.
 *
 * @param code       the JSON-RPC error code
 * @param dataMember the error member that is the error data, when declared
 * @param absentData the error carries no data
 * @param location   where the trait is applied
 */
record RpcErrorTrait(long code, Optional<StringNode> dataMember, boolean absentData, SourceLocation location) {

    /** The structure's trait, if it has one; throws {@code ExpectationNotMetException} for a malformed value. */
    static Optional<RpcErrorTrait> read(Shape error) {
        return RpcTraits.find(error, RpcTraits.RPC_ERROR).map(node -> {
            node.expectNumberMember("code");
            return new RpcErrorTrait(RpcTraits.integer(node, "code").orElseThrow(), RpcTraits.string(node, "dataMember"),
                    RpcTraits.flag(node, "absentData"), node.getSourceLocation());
        });
    }
}
