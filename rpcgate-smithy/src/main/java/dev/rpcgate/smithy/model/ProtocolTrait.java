package dev.rpcgate.smithy.model;

import dev.rpcgate.core.message.JsonRpcVersion;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.node.ExpectationNotMetException;
import software.amazon.smithy.model.node.Node;
import software.amazon.smithy.model.node.ObjectNode;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.Shape;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.shapes.ShapeIdSyntaxException;

/**
 * A structure's {@code @smithy.rpc#jsonRpcProtocol} value: the versions, the two peers, and the method prefixes of
 * notifications a receiver may ignore (none by default).
 *
 * @param versions               the declared versions, never empty
 * @param peers                  the peers in declared order
 * @param ignorableNotifications the method name prefixes of notifications a receiver may ignore
 * @param location               where the trait is applied
 */
public record ProtocolTrait(Set<JsonRpcVersion> versions, List<Peer> peers, List<StringNode> ignorableNotifications,
                            SourceLocation location) {

    /**
     * One peer.
     *
     * @param name    the peer's name
     * @param accepts the service whose methods the peer receives; empty when it receives none
     */
    public record Peer(StringNode name, Optional<ShapeId> accepts) {
    }

    /** The structure's trait, if it has one; throws {@code ExpectationNotMetException} for a malformed value. */
    public static Optional<ProtocolTrait> read(Shape protocol) {
        return RpcTraits.find(protocol, RpcTraits.PROTOCOL).map(node -> {
            List<Peer> peers = new ArrayList<>();
            for (Node element : node.expectArrayMember("peers").getElements()) {
                ObjectNode peer = element.expectObjectNode();
                peers.add(new Peer(RpcTraits.requiredString(peer, "name"),
                        RpcTraits.string(peer, "accepts").map(ProtocolTrait::shapeId)));
            }
            return new ProtocolTrait(RpcTraits.versions(node), List.copyOf(peers),
                    RpcTraits.strings(node, "ignorableNotifications").orElse(List.of()), node.getSourceLocation());
        });
    }

    private static ShapeId shapeId(StringNode text) {
        try {
            return ShapeId.from(text.getValue());
        } catch (ShapeIdSyntaxException e) {
            throw new ExpectationNotMetException("Expected an absolute shape id; found \"" + text.getValue() + "\"", text);
        }
    }
}
