package dev.rpcgate.gateway.upstream;

import java.time.Duration;
import java.util.Objects;

/**
 * The bounds of an {@link AgentClient}: how long connecting may take at most, how large an agent's reply head may be,
 * and how many idle keep-alive connections it keeps per instance (host and port) and for how long.
 *
 * @param connectTimeout     the longest a connect (resolution, TCP, TLS handshake) may take; a call's deadline may
 *                           cut it shorter
 * @param maxHeadBytes       the most bytes of a reply's status line and header fields (and of a chunked body's
 *                           trailer section); more is a malformed reply
 * @param maxHeaderCount     the most header fields of a reply (and trailer fields); more is a malformed reply
 * @param maxIdlePerInstance the most idle connections kept per instance; a connection released beyond it is closed
 * @param idleTimeout        an idle connection older than this is closed, never reused
 */
public record ClientLimits(Duration connectTimeout, int maxHeadBytes, int maxHeaderCount, int maxIdlePerInstance,
                           Duration idleTimeout) {
    /** 10 s connect, 16 KiB and 100 fields of reply head, 64 idle connections per instance for at most 30 s. */
    public static final ClientLimits DEFAULTS = new ClientLimits(Duration.ofSeconds(10), 16 * 1024, 100, 64,
            Duration.ofSeconds(30));

    /** Checks the bounds. */
    public ClientLimits {
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        if (connectTimeout.isNegative() || connectTimeout.isZero() || idleTimeout.isNegative()) {
            throw new IllegalArgumentException("timeouts must be positive");
        }
        if (maxHeadBytes < 256 || maxHeadBytes > 1 << 20 || maxHeaderCount < 1 || maxIdlePerInstance < 0) {
            throw new IllegalArgumentException("maxHeadBytes must be 256 B to 1 MiB, maxHeaderCount at least 1, "
                    + "maxIdlePerInstance at least 0");
        }
    }

    /** These limits with another idle pool bound and idle timeout. */
    public ClientLimits withPool(int maxIdle, Duration idle) {
        return new ClientLimits(connectTimeout, maxHeadBytes, maxHeaderCount, maxIdle, idle);
    }
}
