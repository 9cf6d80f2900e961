package dev.rpcgate.smithy.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.node.ExpectationNotMetException;
import software.amazon.smithy.model.node.Node;
import software.amazon.smithy.model.node.ObjectNode;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.Shape;

/**
 * A protocol's {@code @smithy.rpc#jsonRpcSession} value: the states (the first is the initial one) and the
 * capability sources; no capabilities by default.
 *
 * @param states       the state names in declared order, never empty
 * @param capabilities the capability sources in declared order
 * @param location     where the trait is applied
 */
public record SessionTrait(List<StringNode> states, List<Capability> capabilities, SourceLocation location) {

    /**
     * A capability and the result (or request params) that advertises it.
     *
     * @param name     the capability's name
     * @param method   the wire name of the method whose successful result (or accepted params) advertises it
     * @param pointer  a JSON Pointer into that result or those params
     * @param inParams true when the pointer is into the request's params, false (the default) for the result
     */
    public record Capability(StringNode name, StringNode method, StringNode pointer, boolean inParams) {
    }

    /** The structure's trait, if it has one; throws {@code ExpectationNotMetException} for a malformed value. */
    public static Optional<SessionTrait> read(Shape protocol) {
        return RpcTraits.find(protocol, RpcTraits.SESSION).map(node -> {
            List<Capability> capabilities = new ArrayList<>();
            for (Node element : node.getArrayMember("capabilities").map(a -> a.getElements()).orElse(List.of())) {
                ObjectNode c = element.expectObjectNode();
                String in = RpcTraits.string(c, "in").map(StringNode::getValue).orElse("result");
                if (!in.equals("result") && !in.equals("params")) {
                    throw new ExpectationNotMetException("Expected `in` to be \"result\" or \"params\"; found \""
                            + in + "\"", c.expectStringMember("in"));
                }
                capabilities.add(new Capability(RpcTraits.requiredString(c, "name"), RpcTraits.requiredString(c, "method"),
                        RpcTraits.requiredString(c, "pointer"), in.equals("params")));
            }
            return new SessionTrait(RpcTraits.strings(node.expectArrayMember("states")), List.copyOf(capabilities),
                    node.getSourceLocation());
        });
    }
}
