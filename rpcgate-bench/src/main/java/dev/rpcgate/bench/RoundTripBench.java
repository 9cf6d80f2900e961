package dev.rpcgate.bench;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.Connection;
import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.MethodRegistry;
import dev.rpcgate.runtime.NdjsonChannel;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
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
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * JSON-RPC round trips between a client and a server in one JVM, joined by two OS pipes
 * ({@link java.nio.channels.Pipe}, one each way), side by side with Eclipse LSP4J's jsonrpc {@link Launcher} on the
 * same kind of pipes. Each candidate uses its normal framing: rpcgate newline-delimited JSON ({@link Connection} over
 * {@link NdjsonChannel} at both ends), LSP4J {@code Content-Length} headers. The server method is {@code add} with
 * params {@code {"a":20,"b":22}} and result {@code {"sum":42}}.
 *
 * <p>One operation is a round of {@link Peers#inFlight} calls sent at once and then all awaited, so calls per second
 * are ops/s × {@code inFlight}. {@link #rpcgate} and {@link #lsp4j} measure throughput; {@link #rpcgateLatency} and
 * {@link #lsp4jLatency} sample the time of one round (at {@code inFlight = 1} one call's round trip; at 64 the time
 * until the last of the 64 replies, which bounds each call's latency from above).
 *
 * <p>The {@code pipeFloor…} benchmarks measure what no JSON-RPC peer on these pipes avoids at one call in flight: the
 * same two pipes ({@link #pipes()}), a request line of the bytes rpcgate sends and a fixed reply line of the bytes it
 * answers with, and no JSON at all. {@link #pipeFloor}: one server thread reads and replies, the calling thread reads
 * its own reply: the fewest thread wake-ups a round trip can have (two). {@link #pipeFloorHandoff}: as above, but a
 * client reader thread reads the reply and completes a future the caller waits on, the structure of every client that
 * allows concurrent calls (LSP4J's and rpcgate's). {@link #pipeFloorDispatch}: the handoff, and the server reader
 * also hands each request to a new virtual thread that writes the reply under a lock, as rpcgate's {@link Connection}
 * serves calls by default. The floors are one call at a time and take no {@code inFlight}.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
public class RoundTripBench {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final JsonObject PARAMS = JsonObject.builder().put("a", 20).put("b", 22).build();

    /** The LSP4J service: one request method. */
    public interface AddService {
        /** Adds two numbers. */
        @JsonRequest("add")
        CompletableFuture<Sum> add(Operands params);
    }

    /** An empty remote interface for the LSP4J server (it calls nothing). */
    public interface Nothing {
    }

    /** LSP4J's params. */
    public static final class Operands {
        /** First operand. */
        public int a;
        /** Second operand. */
        public int b;

        /** For Gson. */
        public Operands() {
        }

        Operands(int a, int b) {
            this.a = a;
            this.b = b;
        }
    }

    /** LSP4J's result. */
    public static final class Sum {
        /** The sum. */
        public int sum;

        /** For Gson. */
        public Sum() {
        }

        Sum(int sum) {
            this.sum = sum;
        }
    }

    private static final Operands LSP_PARAMS = new Operands(20, 22);

    /** Both ends of the two pipes, as streams without extra buffering. */
    record Pipes(InputStream serverIn, OutputStream serverOut, InputStream clientIn, OutputStream clientOut) {
        List<Closeable> all() {
            return List.of(clientOut, serverOut, serverIn, clientIn);
        }
    }

    /** The pipes every benchmark here runs over: two {@link Pipe}s (one each way) through {@link Channels} streams. */
    static Pipes pipes() throws IOException {
        Pipe up = Pipe.open();
        Pipe down = Pipe.open();
        return new Pipes(Channels.newInputStream(up.source()), Channels.newOutputStream(down.sink()),
                Channels.newInputStream(down.source()), Channels.newOutputStream(up.sink()));
    }

    static void closeAll(List<Closeable> resources) {
        for (Closeable c : resources) {
            try {
                c.close();
            } catch (IOException | RuntimeException e) {
                // already closed by the other end: nothing to do
            }
        }
        resources.clear();
    }

    /** The two JSON-RPC peers of {@link #rpcgate} and {@link #lsp4j}, and the calls a round sends. */
    @State(Scope.Benchmark)
    public static class Peers {
        /** Calls sent at once per operation. */
        @Param({"1", "64"})
        public int inFlight;

        private final List<Closeable> resources = new ArrayList<>();
        private Connection rpcClient;
        private AddService lspClient;
        private ExecutorService lspThreads;
        private final List<Future<Void>> listening = new ArrayList<>();
        private CompletableFuture<?>[] futures;

        /** Builds only the candidate this benchmark measures, and proves one call returns 42. */
        @Setup(Level.Trial)
        public void setup(BenchmarkParams params) throws Exception {
            futures = new CompletableFuture<?>[inFlight];
            Pipes pipes = pipes();
            if (params.getBenchmark().contains(".lsp4j")) {
                lspThreads = Executors.newCachedThreadPool(r -> {
                    Thread t = new Thread(r, "lsp4j");
                    t.setDaemon(true);
                    return t;
                });
                AddService impl = p -> CompletableFuture.completedFuture(new Sum(p.a + p.b));
                Launcher<Nothing> server = new Launcher.Builder<Nothing>().setLocalService(impl)
                        .setRemoteInterface(Nothing.class).setInput(pipes.serverIn()).setOutput(pipes.serverOut())
                        .setExecutorService(lspThreads).create();
                Launcher<AddService> client = new Launcher.Builder<AddService>().setLocalService(new Object())
                        .setRemoteInterface(AddService.class).setInput(pipes.clientIn())
                        .setOutput(pipes.clientOut()).setExecutorService(lspThreads).create();
                listening.add(server.startListening());
                listening.add(client.startListening());
                lspClient = client.getRemoteProxy();
                int got = lspClient.add(LSP_PARAMS).get(10, TimeUnit.SECONDS).sum;
                if (got != 42) {
                    throw new IllegalStateException("lsp4j add returned " + got);
                }
            } else {
                MethodRegistry methods = MethodRegistry.builder().method("add", (p, context) -> {
                    if (!(p instanceof JsonObject o) || !(o.get("a") instanceof JsonNumber a)
                            || !(o.get("b") instanceof JsonNumber b)) {
                        throw new IllegalArgumentException("add takes {\"a\": n, \"b\": n}");
                    }
                    return JsonObject.builder().put("sum", a.findLong().orElseThrow() + b.findLong().orElseThrow())
                            .build();
                }).build();
                Connection server = new Connection(new NdjsonChannel(pipes.serverIn(), pipes.serverOut()), methods,
                        ConnectionOptions.DEFAULT, ConnectionListener.NONE);
                rpcClient = new Connection(new NdjsonChannel(pipes.clientIn(), pipes.clientOut()),
                        MethodRegistry.builder().build(), ConnectionOptions.DEFAULT, ConnectionListener.NONE);
                server.start();
                rpcClient.start();
                resources.add(rpcClient::close);
                resources.add(server::close);
                long got = sum(rpcClient.call("add", PARAMS, TIMEOUT).get(10, TimeUnit.SECONDS));
                if (got != 42) {
                    throw new IllegalStateException("rpcgate add returned " + got);
                }
            }
            resources.addAll(pipes.all());
        }

        /** Closes both ends and stops the readers. */
        @TearDown(Level.Trial)
        public void tearDown() {
            closeAll(resources);
            for (Future<Void> f : listening) {
                f.cancel(true);
            }
            if (lspThreads != null) {
                lspThreads.shutdownNow();
            }
            listening.clear();
        }

        private long rpcgateRound() {
            CompletableFuture<?>[] f = futures;
            for (int i = 0; i < f.length; i++) {
                f[i] = rpcClient.call("add", PARAMS, TIMEOUT);
            }
            long total = 0;
            for (CompletableFuture<?> x : f) {
                total += sum((JsonValue) x.join());
            }
            return total;
        }

        private long lsp4jRound() {
            CompletableFuture<?>[] f = futures;
            for (int i = 0; i < f.length; i++) {
                f[i] = lspClient.add(LSP_PARAMS);
            }
            long total = 0;
            for (CompletableFuture<?> x : f) {
                total += ((Sum) x.join()).sum;
            }
            return total;
        }
    }

    private static long sum(JsonValue result) {
        return ((JsonNumber) ((JsonObject) result).get("sum")).findLong().orElseThrow();
    }

    /**
     * A bare line echo over the same pipes, no JSON: the server answers each request line with a fixed reply line.
     * What reads the reply, and what writes it, depends on the benchmark (see the class comment).
     */
    @State(Scope.Benchmark)
    public static class Echo {
        /** The line rpcgate's client writes for the first call (ids only grow in length later). */
        static final byte[] REQUEST = line("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"add\",\"params\":{\"a\":20,\"b\":22}}");
        /** The line rpcgate's server answers it with. */
        static final byte[] REPLY = line("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"sum\":42}}");

        private final List<Closeable> resources = new ArrayList<>();
        private final List<Thread> threads = new ArrayList<>();
        private final ConcurrentLinkedQueue<CompletableFuture<byte[]>> pending = new ConcurrentLinkedQueue<>();
        private final byte[] buffer = new byte[8192];
        private InputStream clientIn;
        private OutputStream clientOut;
        private boolean handoff;

        private static byte[] line(String json) {
            return (json + "\n").getBytes(StandardCharsets.UTF_8);
        }

        /** Starts the server (and for the handoff floors the client reader) and proves one round trip. */
        @Setup(Level.Trial)
        public void setup(BenchmarkParams params) throws Exception {
            String name = params.getBenchmark();
            boolean dispatch = name.contains(".pipeFloorDispatch");
            handoff = dispatch || name.contains(".pipeFloorHandoff");
            Pipes pipes = pipes();
            resources.addAll(pipes.all());
            clientIn = pipes.clientIn();
            clientOut = pipes.clientOut();
            OutputStream serverOut = pipes.serverOut();
            ReentrantLock writeLock = new ReentrantLock();
            Runnable reply = () -> {
                writeLock.lock();
                try {
                    serverOut.write(REPLY);
                    serverOut.flush();
                } catch (IOException e) {
                    // the client has gone: the trial is over
                } finally {
                    writeLock.unlock();
                }
            };
            threads.add(lines("floor-server", pipes.serverIn(), dispatch
                    ? () -> Thread.ofVirtual().name("floor-call").start(reply)
                    : reply));
            if (handoff) {
                threads.add(lines("floor-client-reader", clientIn, () -> pending.poll().complete(REPLY)));
            }
            if (roundTrip() != REPLY.length) {
                throw new IllegalStateException("the echo did not answer with the reply line");
            }
        }

        /** A platform reader thread that runs {@code onLine} once per LF read, until the stream ends. */
        private static Thread lines(String name, InputStream in, Runnable onLine) {
            return Thread.ofPlatform().name(name).daemon(true).start(() -> {
                byte[] buf = new byte[8192];
                try {
                    for (int n; (n = in.read(buf)) > 0; ) {
                        for (int i = 0; i < n; i++) {
                            if (buf[i] == '\n') {
                                onLine.run();
                            }
                        }
                    }
                } catch (IOException e) {
                    // closed at tear-down
                }
            });
        }

        /** Closes the pipes; the reader threads end at their EOF. */
        @TearDown(Level.Trial)
        public void tearDown() throws InterruptedException {
            closeAll(resources);
            for (Thread t : threads) {
                t.join(1000);
            }
            threads.clear();
        }

        /** One request line written, one reply line awaited; returns the reply's length. */
        int roundTrip() throws IOException {
            if (handoff) {
                CompletableFuture<byte[]> reply = new CompletableFuture<>();
                pending.add(reply);
                clientOut.write(REQUEST);
                clientOut.flush();
                return reply.join().length;
            }
            clientOut.write(REQUEST);
            clientOut.flush();
            int total = 0;
            while (true) {
                int n = clientIn.read(buffer);
                if (n < 0) {
                    throw new IOException("the echo server has gone");
                }
                total += n;
                if (buffer[n - 1] == '\n') { // one call in flight: the reply ends the bytes there are
                    return total;
                }
            }
        }
    }

    /** rpcgate: a round of {@code inFlight} calls, throughput. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long rpcgate(Peers peers) {
        return peers.rpcgateRound();
    }

    /** LSP4J: a round of {@code inFlight} calls, throughput. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long lsp4j(Peers peers) {
        return peers.lsp4jRound();
    }

    /** rpcgate: the time of one round, sampled (percentiles). */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long rpcgateLatency(Peers peers) {
        return peers.rpcgateRound();
    }

    /** LSP4J: the time of one round, sampled (percentiles). */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long lsp4jLatency(Peers peers) {
        return peers.lsp4jRound();
    }

    /** The bare floor: the caller writes a line and reads the reply itself; one server thread echoes. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public int pipeFloor(Echo echo) throws IOException {
        return echo.roundTrip();
    }

    /** The bare floor, sampled. */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int pipeFloorLatency(Echo echo) throws IOException {
        return echo.roundTrip();
    }

    /** The floor with a client reader thread completing the caller's future. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public int pipeFloorHandoff(Echo echo) throws IOException {
        return echo.roundTrip();
    }

    /** The handoff floor, sampled. */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int pipeFloorHandoffLatency(Echo echo) throws IOException {
        return echo.roundTrip();
    }

    /** The handoff floor with each request answered from a new virtual thread (rpcgate's server structure). */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public int pipeFloorDispatch(Echo echo) throws IOException {
        return echo.roundTrip();
    }

    /** The dispatch floor, sampled. */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int pipeFloorDispatchLatency(Echo echo) throws IOException {
        return echo.roundTrip();
    }
}
