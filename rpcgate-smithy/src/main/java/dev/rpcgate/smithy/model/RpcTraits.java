package dev.rpcgate.smithy.model;

import dev.rpcgate.core.message.JsonRpcVersion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

import software.amazon.smithy.model.node.ArrayNode;
import software.amazon.smithy.model.node.BooleanNode;
import software.amazon.smithy.model.node.ExpectationNotMetException;
import software.amazon.smithy.model.node.Node;
import software.amazon.smithy.model.node.NumberNode;
import software.amazon.smithy.model.node.ObjectNode;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.Shape;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.traits.Trait;

/**
 * Internal to rpcgate-smithy: the ids of the {@code smithy.rpc} traits and the node reading the trait records share.
 * Smithy keeps these traits as dynamic traits without filling in their defaults, so the readers apply the defaults. A
 * value that does not match the bundled definition (possible when a model was assembled without them) makes a reader
 * throw {@link ExpectationNotMetException}, located at the offending value.
 */
public final class RpcTraits {
    static final String NAMESPACE = "smithy.rpc";
    static final ShapeId JSON_RPC = ShapeId.fromParts(NAMESPACE, "jsonRpc");
    static final ShapeId METHOD = ShapeId.fromParts(NAMESPACE, "method");
    static final ShapeId RPC_ERROR = ShapeId.fromParts(NAMESPACE, "rpcError");
    static final ShapeId PROTOCOL = ShapeId.fromParts(NAMESPACE, "jsonRpcProtocol");
    static final ShapeId SESSION = ShapeId.fromParts(NAMESPACE, "jsonRpcSession");
    static final ShapeId LIFECYCLE = ShapeId.fromParts(NAMESPACE, "jsonRpcLifecycle");
    static final ShapeId CANCELS = ShapeId.fromParts(NAMESPACE, "jsonRpcCancels");
    static final ShapeId PROGRESS = ShapeId.fromParts(NAMESPACE, "jsonRpcProgress");
    public static final ShapeId UNTAGGED = ShapeId.fromParts(NAMESPACE, "untagged");

    private RpcTraits() {
    }

    /** The trait's value as an object, when the shape has the trait. */
    static Optional<ObjectNode> find(Shape shape, ShapeId trait) {
        return shape.findTrait(trait).map(Trait::toNode)
                .map(n -> n.expectObjectNode(() -> "Expected the @" + trait.getName() + " value to be an object; found {type}"));
    }

    static Optional<StringNode> string(ObjectNode node, String member) {
        return node.getStringMember(member);
    }

    static StringNode requiredString(ObjectNode node, String member) {
        return node.expectStringMember(member);
    }

    static Optional<List<StringNode>> strings(ObjectNode node, String member) {
        return node.getArrayMember(member).map(RpcTraits::strings);
    }

    static List<StringNode> strings(ArrayNode array) {
        List<StringNode> out = new ArrayList<>(array.size());
        for (Node element : array.getElements()) {
            out.add(element.expectStringNode());
        }
        return List.copyOf(out);
    }

    static boolean flag(ObjectNode node, String member) {
        return node.getBooleanMember(member).map(BooleanNode::getValue).orElse(false);
    }

    static OptionalLong integer(ObjectNode node, String member) {
        Optional<NumberNode> number = node.getNumberMember(member);
        if (number.isEmpty()) {
            return OptionalLong.empty();
        }
        NumberNode n = number.get();
        if (n.isFloatingPointNumber() || n.asBigDecimal().isEmpty()) {
            throw new ExpectationNotMetException("Expected `" + member + "` to be an integer; found " + n, n);
        }
        try {
            return OptionalLong.of(n.asBigDecimal().get().longValueExact());
        } catch (ArithmeticException e) {
            throw new ExpectationNotMetException("Expected `" + member + "` to fit in 64 bits; found " + n, n);
        }
    }

    /** A non-empty list of version labels. */
    static Set<JsonRpcVersion> versions(ObjectNode node) {
        ArrayNode array = node.expectArrayMember("versions");
        Set<JsonRpcVersion> out = EnumSet.noneOf(JsonRpcVersion.class);
        for (StringNode label : strings(array)) {
            out.add(switch (label.getValue()) {
                case "1.0" -> JsonRpcVersion.V1_0;
                case "2.0" -> JsonRpcVersion.V2_0;
                default -> throw new ExpectationNotMetException(
                        "Expected a JSON-RPC version, 1.0 or 2.0; found \"" + label.getValue() + "\"", label);
            });
        }
        if (out.isEmpty()) {
            throw new ExpectationNotMetException("Expected at least one JSON-RPC version; found none", array);
        }
        return Collections.unmodifiableSet(out);
    }
}
