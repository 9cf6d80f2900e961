package dev.rpcgate.smithy.model;

import java.util.List;
import java.util.Optional;

import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.Shape;

/**
 * An operation's {@code @smithy.rpc#jsonRpcLifecycle} value. Defaults: allowed in every state (empty
 * {@code allowedIn}), no transitions, no required capabilities.
 *
 * @param allowedIn the states the method may be sent in; empty means every state
 * @param onCall    the state entered when the request or notification is accepted
 * @param onSuccess the state entered when a successful reply arrives
 * @param onError   the state entered when an error reply arrives
 * @param requires  the capabilities that must have been advertised
 * @param location  where the trait is applied
 */
public record LifecycleTrait(Optional<List<StringNode>> allowedIn, Optional<StringNode> onCall,
                             Optional<StringNode> onSuccess, Optional<StringNode> onError, List<StringNode> requires,
                             SourceLocation location) {

    /** The operation's trait, if it has one; throws {@code ExpectationNotMetException} for a malformed value. */
    public static Optional<LifecycleTrait> read(Shape operation) {
        return RpcTraits.find(operation, RpcTraits.LIFECYCLE).map(node -> new LifecycleTrait(
                RpcTraits.strings(node, "allowedIn"), RpcTraits.string(node, "onCall"), RpcTraits.string(node, "onSuccess"),
                RpcTraits.string(node, "onError"), RpcTraits.strings(node, "requires").orElse(List.of()),
                node.getSourceLocation()));
    }
}
