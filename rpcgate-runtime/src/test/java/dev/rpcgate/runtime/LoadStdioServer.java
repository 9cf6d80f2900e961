package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A test-scope stdio server for {@link LoadTest}, run as a real child process: a {@link Connection} over its standard
 * input and output ({@link NdjsonChannel}), serving
 * <ul>
 *   <li>{@code echo}: its params;</li>
 *   <li>{@code add}: {@code [a, b]} to {@code a + b} (whole numbers);</li>
 *   <li>{@code block}: sends {@code blocked {"id": <call id>}} and waits until it is cancelled (at most 60 s);</li>
 *   <li>{@code sleep}: {@code [ms]}: sends {@code blocked {"id": <call id>}}, sleeps, returns {@code ms}.</li>
 * </ul>
 * Arguments: {@code --max-line-bytes N} (the channel's line limit), {@code --max-in-flight N},
 * {@code --max-queued-bytes N}, {@code --max-batch-entries N} and {@code --sequential true|false}. It serves until its
 * input ends, then prints a summary to standard error and exits 0, or 1 when a reply could not be written.
 */
public final class LoadStdioServer {
    private LoadStdioServer() {
    }

    /** Runs the server. */
    public static void main(String[] args) throws IOException {
        int maxLineBytes = NdjsonChannel.DEFAULT_MAX_LINE_BYTES;
        int maxInFlight = ConnectionOptions.DEFAULT_MAX_IN_FLIGHT;
        long maxQueuedBytes = ConnectionOptions.DEFAULT_MAX_QUEUED_BYTES;
        int maxBatchEntries = ConnectionOptions.DEFAULT_MAX_BATCH_ENTRIES;
        boolean sequential = false;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--max-line-bytes" -> maxLineBytes = Integer.parseInt(args[i + 1]);
                case "--max-in-flight" -> maxInFlight = Integer.parseInt(args[i + 1]);
                case "--max-queued-bytes" -> maxQueuedBytes = Long.parseLong(args[i + 1]);
                case "--max-batch-entries" -> maxBatchEntries = Integer.parseInt(args[i + 1]);
                case "--sequential" -> sequential = Boolean.parseBoolean(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        AtomicLong traces = new AtomicLong();
        AtomicLong writeFailures = new AtomicLong();
        ConnectionListener listener = new ConnectionListener() {
            @Override
            public void onTrace(dev.rpcgate.core.gate.Trace trace) {
                traces.incrementAndGet();
            }

            @Override
            public void onWriteFailure(IOException failure) {
                writeFailures.incrementAndGet();
            }
        };
        // FileOutputStream(FileDescriptor.out), not System.out: a PrintStream hides write errors
        NdjsonChannel channel = new NdjsonChannel(new FileInputStream(FileDescriptor.in),
                new FileOutputStream(FileDescriptor.out), maxLineBytes);
        ConnectionOptions options = ConnectionOptions.builder().maxInFlight(maxInFlight)
                .maxQueuedBytes(maxQueuedBytes).maxBatchEntries(maxBatchEntries).sequential(sequential).build();
        Connection connection = new Connection(channel, registry(), options, listener);
        long started = System.nanoTime();
        connection.serve();
        connection.close();
        Runtime rt = Runtime.getRuntime();
        System.err.printf("load server: %d messages served in %.1f s, %d write failures, heap used %d MiB of max %d"
                        + " MiB%n",
                traces.get(), (System.nanoTime() - started) / 1e9, writeFailures.get(),
                (rt.totalMemory() - rt.freeMemory()) >> 20, rt.maxMemory() >> 20);
        System.exit(writeFailures.get() == 0 ? 0 : 1);
    }

    static MethodRegistry registry() {
        return MethodRegistry.builder()
                .method("echo", (params, context) -> params)
                .method("add", (params, context) -> add(params))
                .method("block", (params, context) -> {
                    CountDownLatch cancelled = new CountDownLatch(1);
                    context.cancellation().onCancel(cancelled::countDown);
                    context.notify("blocked", JsonObject.builder().put("id", context.id().toJson()).build());
                    cancelled.await(60, TimeUnit.SECONDS);
                    context.cancellation().throwIfCancelled();
                    return JsonString.of("not cancelled");
                })
                .method("sleep", (params, context) -> {
                    long ms = params instanceof JsonArray a && a.size() == 1 && a.get(0) instanceof JsonNumber n
                            ? n.findLong().orElse(-1) : -1;
                    if (ms < 0 || ms > 60_000) {
                        throw InvalidParams.at("/params/0", "sleep takes [ms], 0 to 60000");
                    }
                    context.notify("blocked", JsonObject.builder().put("id", context.id().toJson()).build());
                    Thread.sleep(ms);
                    return JsonNumber.of(ms);
                })
                .build();
    }

    private static JsonValue add(JsonValue params) {
        if (params instanceof JsonArray a && a.size() == 2 && a.get(0) instanceof JsonNumber x
                && a.get(1) instanceof JsonNumber y && x.findLong().isPresent() && y.findLong().isPresent()) {
            return JsonNumber.of(Math.addExact(x.findLong().getAsLong(), y.findLong().getAsLong()));
        }
        throw InvalidParams.at("/params", "add takes two whole numbers, [a, b]");
    }
}
