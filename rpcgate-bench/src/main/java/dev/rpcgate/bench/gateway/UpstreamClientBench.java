package dev.rpcgate.bench.gateway;

import dev.rpcgate.gateway.upstream.AgentClient;
import dev.rpcgate.gateway.upstream.ClientLimits;
import dev.rpcgate.gateway.upstream.Headers;
import dev.rpcgate.gateway.upstream.Reply;
import io.helidon.http.HeaderNames;
import io.helidon.webclient.api.HttpClientResponse;
import io.helidon.webclient.http1.Http1Client;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The gateway's upstream hop on its own: {@code POST} of the A2A {@code message/send} that {@code bin/bench-gateway}
 * sends (172 bytes) to the in-process echo agent ({@link BenchEchoAgent}, Helidon SE on loopback), reading the whole
 * reply, with four clients side by side:
 * <ul>
 *   <li>{@code jdk}: {@code java.net.http.HttpClient} as the gateway used it (HTTP/1.1, redirects never followed,
 *       virtual-thread executor, {@code sendAsync} then a timed {@code get}, the request's timeout set);</li>
 *   <li>{@code helidon}: Helidon's {@code Http1Client} (WebClient) on the caller's virtual thread, its connection
 *       cache, redirects off;</li>
 *   <li>{@code rpcgate}: {@link AgentClient}, rpcgate's own pooled HTTP/1.1 client over blocking sockets on the
 *       caller's virtual thread;</li>
 *   <li>{@code floor}: kept-alive raw sockets (the same {@code SocketChannel} sockets as rpcgate's), one per
 *       concurrent caller, writing fixed request bytes and reading the reply by its {@code Content-Length}: what the
 *       agent and loopback cost with next to no client at all.</li>
 * </ul>
 * One operation is {@code callers} virtual threads started at once, each making {@link #CALLS} calls one after the
 * other, all awaited; so calls per second are ops/s × callers × {@value #CALLS}, and at one caller the time of one
 * call is the op time / {@value #CALLS}. {@code -prof gc}'s bytes per op include the agent's own allocation (it runs in
 * the same JVM); the {@code floor} row shows that share.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
public class UpstreamClientBench {
    /** Calls each caller makes per operation. */
    public static final int CALLS = 16;
    /** The same body {@code bin/bench-gateway} posts. */
    static final byte[] BODY = ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{\"message\":"
            + "{\"role\":\"user\",\"messageId\":\"bench-1\",\"kind\":\"message\",\"parts\":[{\"kind\":\"text\","
            + "\"text\":\"hello, agent\"}]}}}").getBytes(StandardCharsets.UTF_8);
    /** The request body's length in bytes. */
    public static final int BODY_BYTES = BODY.length;
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final int MAX_REPLY = 10 << 20;

    /** Concurrent callers, each on its own virtual thread. */
    @Param({"1", "64"})
    public int callers;

    /** The client under test. */
    @Param({"jdk", "helidon", "rpcgate", "floor"})
    public String client;

    /** Held so the level sticks: Helidon's start and stop lines would land in JMH's iteration lines. */
    private static final java.util.logging.Logger HELIDON = java.util.logging.Logger.getLogger("io.helidon");

    private BenchEchoAgent agent;
    private Caller caller;
    private ExecutorService threads;
    private Future<?>[] futures;

    /** One way to make one call. */
    interface Caller extends AutoCloseable {
        /** One call; returns the reply body's length. */
        int call() throws Exception;

        @Override
        void close();
    }

    /** Starts the agent and the client, and checks one call answers as expected. */
    @Setup(Level.Trial)
    public void setUp() throws Exception {
        HELIDON.setLevel(java.util.logging.Level.WARNING);
        agent = new BenchEchoAgent("127.0.0.1");
        URI uri = URI.create("http://127.0.0.1:" + agent.port() + BenchEchoAgent.PATH);
        caller = switch (client) {
            case "jdk" -> new JdkCaller(uri);
            case "helidon" -> new HelidonCaller(uri);
            case "rpcgate" -> new RpcgateCaller(uri);
            case "floor" -> new FloorCaller(uri);
            default -> throw new IllegalArgumentException(client);
        };
        threads = Executors.newVirtualThreadPerTaskExecutor();
        futures = new Future<?>[callers];
        if (caller.call() < 20) {
            throw new IllegalStateException(client + " got no reply from the echo agent");
        }
    }

    /** Stops the client and the agent. */
    @TearDown(Level.Trial)
    public void tearDown() {
        threads.close();
        caller.close();
        agent.close();
    }

    /** Throughput: ops/s × callers × {@value #CALLS} calls per second. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long throughput() throws Exception {
        return round();
    }

    /** Time of one op: at one caller, {@value #CALLS} sequential calls. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long latency() throws Exception {
        return round();
    }

    private long round() throws Exception {
        for (int i = 0; i < callers; i++) {
            futures[i] = threads.submit(() -> {
                long n = 0;
                for (int k = 0; k < CALLS; k++) {
                    n += caller.call();
                }
                return n;
            });
        }
        long total = 0;
        for (Future<?> f : futures) {
            total += (Long) f.get();
        }
        return total;
    }

    /** The JDK client, set up and called as the gateway's upstream did. */
    static final class JdkCaller implements Caller {
        private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(10))
                .executor(Executors.newVirtualThreadPerTaskExecutor()).build();
        private final URI uri;

        JdkCaller(URI uri) {
            this.uri = uri;
        }

        @Override
        public int call() throws Exception {
            long left = TIMEOUT.toNanos();
            HttpRequest request = HttpRequest.newBuilder(uri).timeout(Duration.ofNanos(left))
                    .header("Content-Type", "application/json").header("Accept", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(BODY)).build();
            return http.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray()).get(left, TimeUnit.NANOSECONDS)
                    .body().length;
        }

        @Override
        public void close() {
            http.close();
        }
    }

    /** Helidon's HTTP/1.1 WebClient, blocking on the caller's virtual thread. */
    static final class HelidonCaller implements Caller {
        private final Http1Client http = Http1Client.builder().followRedirects(false)
                .connectTimeout(Duration.ofSeconds(10)).readTimeout(TIMEOUT).shareConnectionCache(false).build();
        private final URI uri;

        HelidonCaller(URI uri) {
            this.uri = uri;
        }

        @Override
        public int call() {
            try (HttpClientResponse res = http.post().uri(uri).header(HeaderNames.CONTENT_TYPE, "application/json")
                    .header(HeaderNames.ACCEPT, "application/json").submit(BODY)) {
                return res.entity().as(byte[].class).length;
            }
        }

        @Override
        public void close() {
            http.closeResource();
        }
    }

    /** rpcgate's own client. */
    static final class RpcgateCaller implements Caller {
        private static final Headers FIXED = Headers.of("Content-Type", "application/json", "Accept",
                "application/json");
        private final AgentClient http = new AgentClient(ClientLimits.DEFAULTS);
        private final URI uri;

        RpcgateCaller(URI uri) {
            this.uri = uri;
        }

        @Override
        public int call() {
            Reply r = http.post(uri, FIXED, Headers.NONE, BODY, System.nanoTime() + TIMEOUT.toNanos(), MAX_REPLY);
            if (r instanceof Reply.Complete c) {
                return c.body().length;
            }
            throw new IllegalStateException("no reply: " + r);
        }

        @Override
        public void close() {
            http.close();
        }
    }

    /** Fixed request bytes on kept-alive raw sockets, one per concurrent caller, the reply read by Content-Length. */
    static final class FloorCaller implements Caller {
        private final ConcurrentLinkedDeque<Wire> idle = new ConcurrentLinkedDeque<>(); // LIFO, as a pool
        private final InetSocketAddress address;
        private final byte[] request;

        FloorCaller(URI uri) {
            this.address = new InetSocketAddress(uri.getHost(), uri.getPort());
            byte[] head = ("POST " + uri.getRawPath() + " HTTP/1.1\r\nHost: " + uri.getRawAuthority()
                    + "\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: "
                    + BODY.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
            request = new byte[head.length + BODY.length];
            System.arraycopy(head, 0, request, 0, head.length);
            System.arraycopy(BODY, 0, request, head.length, BODY.length);
        }

        private record Wire(Socket socket, InputStream in, OutputStream out, byte[] buf) {
        }

        @Override
        public int call() throws IOException {
            Wire w = idle.pollFirst();
            if (w == null) {
                Socket s = SocketChannel.open(address).socket(); // the same socket kind as rpcgate's client
                s.setTcpNoDelay(true);
                w = new Wire(s, s.getInputStream(), s.getOutputStream(), new byte[8192]);
            }
            w.out().write(request);
            byte[] b = w.buf();
            int n = 0;
            int headEnd = -1;
            while (headEnd < 0) {
                int r = w.in().read(b, n, b.length - n);
                if (r < 0) {
                    throw new IOException("closed");
                }
                n += r;
                for (int i = 3; i < n; i++) {
                    if (b[i] == '\n' && b[i - 1] == '\r' && b[i - 2] == '\n' && b[i - 3] == '\r') {
                        headEnd = i + 1;
                        break;
                    }
                }
            }
            int length = contentLength(b, headEnd);
            while (n < headEnd + length) {
                int r = w.in().read(b, n, b.length - n);
                if (r < 0) {
                    throw new IOException("closed");
                }
                n += r;
            }
            idle.addFirst(w);
            return length;
        }

        private static int contentLength(byte[] b, int headEnd) {
            String head = new String(b, 0, headEnd, StandardCharsets.US_ASCII).toLowerCase(java.util.Locale.ROOT);
            int at = head.indexOf("content-length:");
            return Integer.parseInt(head.substring(at + 15, head.indexOf('\r', at)).strip());
        }

        @Override
        public void close() {
            for (Wire w : idle) {
                try {
                    w.socket().close();
                } catch (IOException ignored) {
                    // closing
                }
            }
        }
    }
}
