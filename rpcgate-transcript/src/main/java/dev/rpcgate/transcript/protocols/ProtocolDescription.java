package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.transcript.PeerName;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * A two-peer protocol from a {@code @smithy.rpc#jsonRpcProtocol} structure, prepared for one JSON-RPC version: the
 * two peers, the service each one accepts (prepared once), and the session rules when the protocol opts in with
 * {@code @jsonRpcSession}. Immutable and safe to share between checkers.
 */
public final class ProtocolDescription {
    private final Model model;
    private final ShapeId id;
    private final JsonRpcVersion version;
    private final ValidationPolicy policy;
    private final List<PeerName> peers;
    private final Map<PeerName, PreparedService> accepts;
    private final Map<PeerName, PreparedService> receivers;
    private final Optional<SessionRules> session;
    private final List<String> ignorable;
    private final Map<ValidationPolicy.LegacyErrors, ProtocolDescription> remapped = new ConcurrentHashMap<>();

    ProtocolDescription(Model model, ShapeId id, JsonRpcVersion version, ValidationPolicy policy, List<PeerName> peers,
                        Map<PeerName, PreparedService> accepts, Map<PeerName, PreparedService> receivers,
                        Optional<SessionRules> session, List<String> ignorable) {
        this.model = model;
        this.id = id;
        this.version = version;
        this.policy = policy;
        this.peers = List.copyOf(peers);
        this.accepts = Map.copyOf(accepts);
        this.receivers = Map.copyOf(receivers);
        this.session = session;
        this.ignorable = List.copyOf(ignorable);
    }

    /** Reads the protocol with the {@linkplain ValidationPolicy#DEFAULT default policy}; never throws for a bad model. */
    public static ProtocolPreparation fromSmithy(Model model, ShapeId protocol, JsonRpcVersion version) {
        return fromSmithy(model, protocol, version, ValidationPolicy.DEFAULT);
    }

    /**
     * Reads the protocol: checks its traits, prepares the service of each peer that accepts one and, when the
     * protocol has {@code @jsonRpcSession}, the order rules. Never throws for a bad model; its problems are the
     * findings of the result.
     */
    public static ProtocolPreparation fromSmithy(Model model, ShapeId protocol, JsonRpcVersion version,
                                                 ValidationPolicy policy) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(policy, "policy");
        return new ProtocolReader(model, protocol, version, policy).read();
    }

    /** The protocol structure's shape id. */
    public ShapeId id() {
        return id;
    }

    /** The JSON-RPC version the services were prepared for. */
    public JsonRpcVersion version() {
        return version;
    }

    /** The policy the services were prepared with. */
    public ValidationPolicy policy() {
        return policy;
    }

    /** The two peers, in declared order. */
    public List<PeerName> peers() {
        return peers;
    }

    /** The prepared service a peer accepts; empty for a peer that accepts nothing or is not a peer. */
    public Optional<PreparedService> serviceFor(PeerName peer) {
        return Optional.ofNullable(accepts.get(peer));
    }

    /** The peer a message from {@code peer} goes to; empty when {@code peer} is not one of the two. */
    public Optional<PeerName> other(PeerName peer) {
        if (peer.equals(peers.get(0))) {
            return Optional.of(peers.get(1));
        }
        return peer.equals(peers.get(1)) ? Optional.of(peers.get(0)) : Optional.empty();
    }

    /** True when the protocol opts in to order and capability checks with {@code @jsonRpcSession}. */
    public boolean hasSession() {
        return session.isPresent();
    }

    /** The service requests to {@code peer} are checked with: its own, or one with no methods. */
    PreparedService receiving(PeerName peer) {
        return receivers.get(peer);
    }

    /** True when a receiver may ignore a notification of {@code method} it does not model. */
    boolean ignorable(String method) {
        for (String prefix : ignorable) {
            if (method.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    Optional<SessionRules> session() {
        return session;
    }

    /** This protocol with services that read 1.0 errors as {@code mapping}; this one when it already does. */
    ProtocolDescription withLegacyErrors(ValidationPolicy.LegacyErrors mapping) {
        if (policy.legacyErrors() == mapping) {
            return this;
        }
        // prepared once per mapping: a checker per session of a split log must not prepare the services again
        return remapped.computeIfAbsent(mapping, m -> fromSmithy(model, id, version, policy.toBuilder().legacyErrors(m).build())
                .description().orElse(this));
    }

    @Override
    public String toString() {
        return "ProtocolDescription[" + id + ", " + version.label() + ", " + peers + "]";
    }
}
