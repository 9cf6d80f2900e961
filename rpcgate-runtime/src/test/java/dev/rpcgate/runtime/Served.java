package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Trace;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/** A connection served over real pipes, with the test as a raw newline-delimited peer. */
final class Served {
    final RawPeer peer;
    final Connection server;
    final CompletableFuture<Void> done;
    final List<Trace> traces = new CopyOnWriteArrayList<>();
    final List<StrayReply> strays = new CopyOnWriteArrayList<>();

    private Served(Handler handler, ConnectionOptions options, Function<Pipes.End, MessageChannel> channel) {
        Pipes.Link link = Pipes.link();
        peer = new RawPeer(link.a().in(), link.a().out());
        ConnectionListener listener = new ConnectionListener() {
            @Override
            public void onTrace(Trace trace) {
                traces.add(trace);
            }

            @Override
            public void onStrayReply(StrayReply reply) {
                strays.add(reply);
            }
        };
        server = new Connection(channel.apply(link.b()), handler, options, listener);
        done = server.start();
    }

    /** Serves {@code handler} over newline-delimited JSON with the default line limit. */
    static Served ndjson(Handler handler, ConnectionOptions options) {
        return new Served(handler, options, end -> new NdjsonChannel(end.in(), end.out()));
    }

    /** Serves over any channel made from the server's end of the link. */
    static Served over(Handler handler, ConnectionOptions options, Function<Pipes.End, MessageChannel> channel) {
        return new Served(handler, options, channel);
    }

    /**
     * Ends the peer's output, waits for serving to return (draining every call), closes the server's channel and
     * returns every line the server wrote that was not read yet.
     */
    List<String> finish() {
        peer.closeOutput();
        awaitServed();
        try {
            server.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return peer.rest();
    }

    void awaitServed() {
        assertThat(done).as("serve() returns after the end of the input")
                .succeedsWithin(RawPeer.WAIT_SECONDS, TimeUnit.SECONDS);
    }
}
