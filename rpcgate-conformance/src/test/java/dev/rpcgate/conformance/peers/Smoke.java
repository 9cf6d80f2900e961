package dev.rpcgate.conformance.peers;

import dev.rpcgate.conformance.CaseRunner;
import dev.rpcgate.conformance.Peer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;

/** What the peers' smoke tests share: one call, framed as the harness frames it, and its reply as text. */
final class Smoke {
    static final Duration REPLY_TIMEOUT = Duration.ofSeconds(3);

    private Smoke() {
    }

    /** Writes one framed payload and returns the next reply with all whitespace removed, or empty. */
    static Optional<String> call(Peer peer, Peer.StreamSession session, String payload)
            throws IOException, InterruptedException {
        session.write(CaseRunner.frame(payload.getBytes(StandardCharsets.UTF_8), peer.framing()));
        return session.nextReply(REPLY_TIMEOUT).map(Smoke::compact);
    }

    static String compact(byte[] reply) {
        return new String(reply, StandardCharsets.UTF_8).replaceAll("\\s+", "");
    }
}
