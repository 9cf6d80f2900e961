package dev.rpcgate.smithy.model;

import dev.rpcgate.smithy.ParamsMode;

import java.util.List;
import java.util.Optional;

import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.node.ExpectationNotMetException;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.Shape;

/**
 * An operation's {@code @smithy.rpc#method} value with the defaults applied: params {@code named}, no positional
 * list, no result member, {@code nullResult} false. Values keep their nodes so checks can point at them.
 *
 * @param name         the wire name
 * @param params       the params mode
 * @param positional   the positional member names in argument order, when declared
 * @param resultMember the output member that is the result, when declared
 * @param nullResult   the result is always null
 * @param kind         {@code call} or {@code notification} when the method is sent only so; empty for either
 * @param location     where the trait is applied
 */
record MethodTrait(StringNode name, ParamsMode params, Optional<List<StringNode>> positional,
                   Optional<StringNode> resultMember, boolean nullResult, Optional<StringNode> kind,
                   SourceLocation location) {

    /** The operation's trait, if it has one; throws {@code ExpectationNotMetException} for a malformed value. */
    static Optional<MethodTrait> read(Shape operation) {
        return RpcTraits.find(operation, RpcTraits.METHOD).map(node -> {
            ParamsMode params = ParamsMode.NAMED;
            Optional<StringNode> label = RpcTraits.string(node, "params");
            if (label.isPresent()) {
                params = ParamsMode.findLabel(label.get().getValue()).orElseThrow(() -> new ExpectationNotMetException(
                        "Expected params to be named, positional or either; found \"" + label.get().getValue() + "\"",
                        label.get()));
            }
            Optional<StringNode> kind = RpcTraits.string(node, "kind");
            if (kind.isPresent() && !kind.get().getValue().equals("call") && !kind.get().getValue().equals("notification")) {
                throw new ExpectationNotMetException("Expected kind to be call or notification; found \""
                        + kind.get().getValue() + "\"", kind.get());
            }
            return new MethodTrait(RpcTraits.requiredString(node, "name"), params, RpcTraits.strings(node, "positional"),
                    RpcTraits.string(node, "resultMember"), RpcTraits.flag(node, "nullResult"), kind,
                    node.getSourceLocation());
        });
    }
}
