package dev.rpcgate.smithy.model;

import java.util.Optional;
import java.util.OptionalLong;

import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.Shape;

/**
 * An operation's {@code @smithy.rpc#jsonRpcCancels} value; no excused code, and a reply still due, by default.
 *
 * @param idMember the input member that holds the id of the call to cancel
 * @param code     the error code the cancelled call may answer with, when declared
 * @param noReply  the cancelled call gets no reply: the cancellation settles it
 * @param location where the trait is applied
 */
public record CancelsTrait(StringNode idMember, OptionalLong code, boolean noReply, SourceLocation location) {

    /** The operation's trait, if it has one; throws {@code ExpectationNotMetException} for a malformed value. */
    public static Optional<CancelsTrait> read(Shape operation) {
        return RpcTraits.find(operation, RpcTraits.CANCELS).map(node -> new CancelsTrait(
                RpcTraits.requiredString(node, "idMember"), RpcTraits.integer(node, "code"), RpcTraits.flag(node, "noReply"),
                node.getSourceLocation()));
    }
}
