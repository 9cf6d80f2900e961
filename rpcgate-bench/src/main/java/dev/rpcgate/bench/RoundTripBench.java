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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
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
 * <p>One operation is a round of {@link #inFlight} calls sent at once and then all awaited, so calls per second are
 * ops/s × {@code inFlight}. {@link #rpcgate} and {@link #lsp4j} measure throughput; {@link #rpcgateLatency} and
 * {@link #lsp4jLatency} sample the time of one round (at {@code inFlight = 1} one call's round trip; at 64 the time
 * until the last of the 64 replies, which bounds each call's latency from above).
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 3, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
public class RoundTripBench {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final JsonObject PARAMS = JsonObject.builder().put("a", 20).put("b", 22).build();

    /** Calls sent at once per operation. */
    @Param({"1", "64"})
    public int inFlight;

    private final List<Closeable> resources = new ArrayList<>();
    private Connection rpcClient;
    private AddService lspClient;
    private ExecutorService lspThreads;
    private final List<Future<Void>> listening = new ArrayList<>();
    private CompletableFuture<?>[] futures;

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

    /** Builds only the candidate this benchmark measures, and proves one call returns 42. */
    @Setup(Level.Trial)
    public void setup(BenchmarkParams params) throws Exception {
        futures = new CompletableFuture<?>[inFlight];
        Pipe up = Pipe.open();
        Pipe down = Pipe.open();
        InputStream serverIn = Channels.newInputStream(up.source());
        OutputStream clientOut = Channels.newOutputStream(up.sink());
        InputStream clientIn = Channels.newInputStream(down.source());
        OutputStream serverOut = Channels.newOutputStream(down.sink());
        if (params.getBenchmark().contains(".lsp4j")) {
            lspThreads = Executors.newCachedThreadPool(r -> {
                Thread t = new Thread(r, "lsp4j");
                t.setDaemon(true);
                return t;
            });
            AddService impl = p -> CompletableFuture.completedFuture(new Sum(p.a + p.b));
            Launcher<Nothing> server = new Launcher.Builder<Nothing>().setLocalService(impl)
                    .setRemoteInterface(Nothing.class).setInput(serverIn).setOutput(serverOut)
                    .setExecutorService(lspThreads).create();
            Launcher<AddService> client = new Launcher.Builder<AddService>().setLocalService(new Object())
                    .setRemoteInterface(AddService.class).setInput(clientIn).setOutput(clientOut)
                    .setExecutorService(lspThreads).create();
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
            Connection server = new Connection(new NdjsonChannel(serverIn, serverOut), methods,
                    ConnectionOptions.DEFAULT, ConnectionListener.NONE);
            rpcClient = new Connection(new NdjsonChannel(clientIn, clientOut), MethodRegistry.builder().build(),
                    ConnectionOptions.DEFAULT, ConnectionListener.NONE);
            server.start();
            rpcClient.start();
            resources.add(rpcClient::close);
            resources.add(server::close);
            long got = sum(rpcClient.call("add", PARAMS, TIMEOUT).get(10, TimeUnit.SECONDS));
            if (got != 42) {
                throw new IllegalStateException("rpcgate add returned " + got);
            }
        }
        resources.add(clientOut);
        resources.add(serverOut);
        resources.add(serverIn);
        resources.add(clientIn);
    }

    /** Closes both ends and stops the readers. */
    @TearDown(Level.Trial)
    public void tearDown() {
        for (Closeable c : resources) {
            try {
                c.close();
            } catch (IOException | RuntimeException e) {
                // already closed by the other end: nothing to do
            }
        }
        for (Future<Void> f : listening) {
            f.cancel(true);
        }
        if (lspThreads != null) {
            lspThreads.shutdownNow();
        }
        resources.clear();
        listening.clear();
    }

    private static long sum(JsonValue result) {
        return ((JsonNumber) ((JsonObject) result).get("sum")).findLong().orElseThrow();
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

    /** rpcgate: a round of {@code inFlight} calls, throughput. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long rpcgate() {
        return rpcgateRound();
    }

    /** LSP4J: a round of {@code inFlight} calls, throughput. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long lsp4j() {
        return lsp4jRound();
    }

    /** rpcgate: the time of one round, sampled (percentiles). */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long rpcgateLatency() {
        return rpcgateRound();
    }

    /** LSP4J: the time of one round, sampled (percentiles). */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long lsp4jLatency() {
        return lsp4jRound();
    }
}
