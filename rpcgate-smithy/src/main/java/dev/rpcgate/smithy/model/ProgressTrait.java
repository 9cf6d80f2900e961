package dev.rpcgate.smithy.model;

import java.util.Optional;

import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.Shape;

/**
 * An operation's {@code @smithy.rpc#jsonRpcProgress} value: the notification reports progress on a call of the peer
 * it goes to, naming it by a token the call gave.
 *
 * @param tokenMember the input member that holds the token
 * @param callPointer a JSON Pointer into a call's params: where the caller gives its token
 * @param valueMember the input member whose value must increase from one report to the next, when declared
 * @param location    where the trait is applied
 */
public record ProgressTrait(StringNode tokenMember, StringNode callPointer, Optional<StringNode> valueMember,
                            SourceLocation location) {

    /** The operation's trait, if it has one; throws {@code ExpectationNotMetException} for a malformed value. */
    public static Optional<ProgressTrait> read(Shape operation) {
        return RpcTraits.find(operation, RpcTraits.PROGRESS).map(node -> new ProgressTrait(
                RpcTraits.requiredString(node, "tokenMember"), RpcTraits.requiredString(node, "callPointer"),
                RpcTraits.string(node, "valueMember"), node.getSourceLocation()));
    }
}
