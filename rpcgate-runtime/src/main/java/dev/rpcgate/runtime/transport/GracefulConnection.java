package dev.rpcgate.runtime.transport;

import dev.rpcgate.runtime.Connection;
import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.MessageChannel;
import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A served {@link Connection} that can end gracefully, as a server should on SIGTERM: {@link #shutdown(Duration)}
 * stops reading (messages not yet read are never processed), lets the calls already read run and write their replies
 * within a grace period, then closes the channel. Reading is stopped without the stream's help, so this works on
 * standard input too, where nothing can interrupt a blocked read. Thread-safe.
 */
public final class GracefulConnection implements AutoCloseable {
    private final StoppableChannel channel;
    private final Connection connection;
    private CompletableFuture<Void> served;

    /**
     * A connection over {@code channel}, not yet serving.
     *
     * @see Connection#Connection(MessageChannel, Handler, ConnectionOptions, ConnectionListener)
     */
    public GracefulConnection(MessageChannel channel, Handler handler, ConnectionOptions options,
                              ConnectionListener listener) {
        this.channel = new StoppableChannel(channel);
        this.connection = new Connection(this.channel, handler, options, listener);
    }

    /** The connection, for calls and notifications of this side. */
    public Connection connection() {
        return connection;
    }

    /**
     * Serves on a new daemon thread; a second call returns the same future.
     *
     * @return completes when serving has returned: at the end of the input or after {@link #shutdown(Duration)},
     *         once every call read has been answered (exceptionally when reading failed)
     */
    public synchronized CompletableFuture<Void> start() {
        if (served == null) {
            served = connection.start();
        }
        return served;
    }

    /**
     * Ends serving gracefully: stops reading, waits at most {@code grace} for the calls in flight to write their
     * replies, then closes the channel (which cancels any call still running).
     *
     * @return true when every call read was answered within the grace period
     */
    public boolean shutdown(Duration grace) {
        Objects.requireNonNull(grace, "grace");
        channel.stop();
        CompletableFuture<Void> s;
        synchronized (this) {
            s = served;
        }
        boolean drained = s == null || awaitQuietly(s, grace);
        closeQuietly();
        return drained;
    }

    /** Closes at once: waiting calls fail, running calls are cancelled, the channel is closed. */
    @Override
    public void close() throws IOException {
        channel.stop();
        connection.close();
    }

    private static boolean awaitQuietly(CompletableFuture<Void> s, Duration grace) {
        try {
            s.get(Math.max(0, grace.toNanos()), TimeUnit.NANOSECONDS);
            return true;
        } catch (ExecutionException e) {
            return true; // reading had failed; serving still drained before it returned
        } catch (TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private void closeQuietly() {
        try {
            close();
        } catch (IOException e) {
            // the peer is gone already; nothing is left to tell it
        }
    }
}
