package dev.rpcgate.smithy.model;

import dev.rpcgate.core.message.JsonRpcVersion;

import java.util.Optional;
import java.util.Set;

import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.shapes.Shape;

/**
 * A service's {@code @smithy.rpc#jsonRpc} value.
 *
 * @param versions   the declared versions, never empty
 * @param openErrors application error codes that no error models are accepted, their data unchecked
 * @param location   where the trait is applied
 */
record JsonRpcTrait(Set<JsonRpcVersion> versions, boolean openErrors, SourceLocation location) {

    /** The service's trait, if it has one; throws {@code ExpectationNotMetException} for a malformed value. */
    static Optional<JsonRpcTrait> read(Shape service) {
        return RpcTraits.find(service, RpcTraits.JSON_RPC)
                .map(node -> new JsonRpcTrait(RpcTraits.versions(node), RpcTraits.flag(node, "openErrors"),
                        node.getSourceLocation()));
    }
}
