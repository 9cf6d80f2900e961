package dev.rpcgate.gateway.upstream;

import java.io.IOException;
import java.net.URI;
import java.security.NoSuchAlgorithmException;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;

/**
 * rpcgate's HTTP/1.1 client for calls to agents: {@code POST} with the body bytes as given, run on the caller's
 * (virtual) thread over blocking sockets, so a call costs no hand-off between threads. Keep-alive connections are
 * pooled per instance (host and port), bounded by {@link ClientLimits}. One deadline covers connecting, writing the
 * request, the reply head and (for {@link #post}) the body. Redirects are never followed: a 3xx is a reply like any
 * other.
 *
 * <p>A pooled connection is used again only when a non-blocking read finds it idle and open. A request is sent a
 * second time, on a new connection, in exactly one case: the pooled connection it was written to failed the write
 * before the socket accepted any byte of it, so the agent cannot have seen it. Once any byte was accepted, a broken
 * connection is {@link CallFailure.Broken} with {@code requestSent} true, never resent: the agent may have run the
 * call. Thread-safe; one client serves every call.
 */
public final class AgentClient implements AutoCloseable {
    /** Instances known at most; past this the pools are retired and the table starts again. */
    static final int MAX_TARGETS = 4096;

    private final ClientLimits limits;
    private final SSLContext tlsContext;
    private volatile SSLSocketFactory tls;
    private final ConcurrentHashMap<URI, Target> targets = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, ConnectionPool> pools = new ConcurrentHashMap<>();
    private final ScheduledThreadPoolExecutor timer;
    private final LongAdder resends = new LongAdder();
    private final LongAdder opened = new LongAdder();

    /** A client with {@code limits} and the JVM's default TLS settings for https instances. */
    public AgentClient(ClientLimits limits) {
        this(limits, null);
    }

    /** A client with {@code limits} and {@code tls} for https instances ({@code null}: the JVM's default). */
    public AgentClient(ClientLimits limits, SSLContext tls) {
        this.limits = Objects.requireNonNull(limits, "limits");
        this.tlsContext = tls;
        this.timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "rpcgate-upstream-pool");
            t.setDaemon(true);
            return t;
        });
        timer.setRemoveOnCancelPolicy(true);
        timer.scheduleWithFixedDelay(this::sweep, 1, 1, TimeUnit.SECONDS);
    }

    /**
     * Sends {@code POST target} with the {@code fixed} and {@code forwarded} header fields and {@code body}, and reads
     * the whole reply, its body bounded by {@code maxBodyBytes}, all before {@code deadlineNanos}
     * ({@link System#nanoTime()} based).
     */
    public Reply post(URI target, Headers fixed, Headers forwarded, byte[] body, long deadlineNanos,
                      int maxBodyBytes) {
        return switch (open(target, fixed, forwarded, body, deadlineNanos)) {
            case Opening.Opened o -> {
                if (o.body().declaredOver(maxBodyBytes)) {
                    o.body().close();
                    yield new Reply.TooLarge(o.status(), o.headers());
                }
                o.body().deadline(deadlineNanos);
                yield o.body().readAll(maxBodyBytes);
            }
            case CallFailure f -> f;
        };
    }

    /**
     * Sends {@code POST target} like {@link #post} and returns once the reply head arrived (before
     * {@code deadlineNanos}), its body unread and bounded by no deadline until one is set on it.
     */
    public Opening open(URI target, Headers fixed, Headers forwarded, byte[] body, long deadlineNanos) {
        Target t = target(target);
        if (t == null) {
            return new CallFailure.Unreachable("not an http or https URL with a host: " + target);
        }
        AgentConnection c = t.pool.take(System.nanoTime());
        boolean resent = false;
        while (true) {
            if (c == null) {
                try {
                    c = AgentConnection.open(t, deadlineNanos, limits, tls(t));
                    opened.increment();
                } catch (IOException e) {
                    return failure(e, false);
                }
            }
            try {
                c.writeRequest(t, fixed, forwarded, body, deadlineNanos, timer);
            } catch (IOException e) {
                c.close();
                if (c.accepted == 0 && c.reused && !resent && !(e instanceof ExchangeException)) {
                    c = null; // a stale pooled connection that took nothing: the agent never saw the request
                    resent = true;
                    resends.increment();
                    continue;
                }
                return failure(e, c.accepted > 0);
            }
            try {
                ReplyHead head = ReplyHead.read(c, deadlineNanos, limits);
                return new Opening.Opened(head.status(), head.headers(), new ReplyBody(c, head, limits));
            } catch (IOException e) {
                c.close();
                return failure(e, true);
            }
        }
    }

    /** The failure an exchange's exception stands for; {@code sent}: whether the agent may have the request. */
    static CallFailure failure(IOException e, boolean sent) {
        if (e instanceof ExchangeException x) {
            return switch (x.kind) {
                case UNREACHABLE -> new CallFailure.Unreachable(x.getMessage());
                case DEADLINE -> new CallFailure.TimedOut(sent);
                case CLOSED -> new CallFailure.Broken(x.getMessage(), sent);
                case MALFORMED, TOO_LARGE -> new CallFailure.Malformed(x.getMessage());
            };
        }
        return new CallFailure.Broken(e.getClass().getSimpleName() + (e.getMessage() == null ? ""
                : ": " + e.getMessage()), sent);
    }

    private SSLSocketFactory tls(Target t) {
        if (!t.tls) {
            return null;
        }
        SSLSocketFactory f = tls;
        if (f == null) {
            try {
                f = (tlsContext != null ? tlsContext : SSLContext.getDefault()).getSocketFactory();
            } catch (NoSuchAlgorithmException e) {
                return null;
            }
            tls = f;
        }
        return f;
    }

    private Target target(URI uri) {
        Target t = targets.get(uri);
        if (t != null) {
            return t;
        }
        if (targets.size() >= MAX_TARGETS) {
            targets.clear();
            pools.values().forEach(ConnectionPool::retire);
            pools.clear();
        }
        ConnectionPool pool = pools.computeIfAbsent(Target.origin(uri),
                k -> new ConnectionPool(limits.maxIdlePerInstance()));
        t = Target.of(uri, pool);
        if (t != null) {
            targets.putIfAbsent(uri, t);
        }
        return t;
    }

    /** How many idle connections are pooled for {@code instance}'s host and port. */
    public int idleConnections(URI instance) {
        ConnectionPool p = pools.get(Target.origin(instance));
        return p == null ? 0 : p.idleCount();
    }

    /** How many requests were sent again on a fresh connection after a pooled one took none of their bytes. */
    public long resends() {
        return resends.sum();
    }

    /** How many connections the client opened so far. */
    public long connectionsOpened() {
        return opened.sum();
    }

    /** The pool of {@code instance}'s host and port (tests). */
    ConnectionPool pool(URI instance) {
        return pools.get(Target.origin(instance));
    }

    private void sweep() {
        long now = System.nanoTime();
        for (ConnectionPool p : pools.values()) {
            p.sweep(now);
        }
    }

    /** Closes every pooled connection and stops the pool's timer; calls in flight finish on their connections. */
    @Override
    public void close() {
        timer.shutdownNow();
        pools.values().forEach(ConnectionPool::retire);
    }
}
