package dev.rpcgate.conformance.peers;

import dev.rpcgate.conformance.Peer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;

/** What the peers' smoke tests share: framing a payload the way the harness does, and one call's reply as text. */
final class Smoke {
    static final Duration REPLY_TIMEOUT = Duration.ofSeconds(3);

    private Smoke() {
    }

    static byte[] frame(Peer.StreamFraming framing, byte[] payload) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (framing == Peer.StreamFraming.CONTENT_LENGTH) {
            out.writeBytes(("Content-Length: " + payload.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.writeBytes(payload);
        } else {
            out.writeBytes(payload);
            out.write('\n');
        }
        return out.toByteArray();
    }

    /** Writes one framed payload and returns the next reply with all whitespace removed, or empty. */
    static Optional<String> call(Peer peer, Peer.StreamSession session, String payload)
            throws IOException, InterruptedException {
        session.write(frame(peer.framing(), payload.getBytes(StandardCharsets.UTF_8)));
        return session.nextReply(REPLY_TIMEOUT).map(Smoke::compact);
    }

    static String compact(byte[] reply) {
        return new String(reply, StandardCharsets.UTF_8).replaceAll("\\s+", "");
    }
}
