package dev.rpcgate.transcript.protocols;

import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.transcript.PeerName;

import java.util.Optional;

/**
 * Internal to rpcgate-transcript: what the transcript checker reads of a {@link ProtocolDescription} beyond its public
 * API (the service requests to a peer are checked with, the notifications a receiver may ignore, the session rules).
 */
public final class ProtocolInternals {
    private ProtocolInternals() {
    }

    /** The service requests to {@code peer} are checked with: its own, or one with no methods. */
    public static PreparedService receiving(ProtocolDescription protocol, PeerName peer) {
        return protocol.receiving(peer);
    }

    /** True when a receiver may ignore a notification of {@code method} it does not model. */
    public static boolean ignorable(ProtocolDescription protocol, String method) {
        return protocol.ignorable(method);
    }

    /** The session rules, when the protocol has {@code @jsonRpcSession}. */
    public static Optional<SessionRules> session(ProtocolDescription protocol) {
        return protocol.session();
    }

    /** The protocol with services that read 1.0 errors as {@code mapping}; the same one when it already does. */
    public static ProtocolDescription withLegacyErrors(ProtocolDescription protocol,
                                                       ValidationPolicy.LegacyErrors mapping) {
        return protocol.withLegacyErrors(mapping);
    }
}
