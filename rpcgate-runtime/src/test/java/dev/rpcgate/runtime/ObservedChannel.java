package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Wraps a channel and lets a test wait until a number of messages, or the end, have been read. */
final class ObservedChannel implements MessageChannel {
    private final MessageChannel channel;
    private final CountDownLatch bodies;
    private final CountDownLatch end = new CountDownLatch(1);

    ObservedChannel(MessageChannel channel, int expectedBodies) {
        this.channel = channel;
        this.bodies = new CountDownLatch(expectedBodies);
    }

    @Override
    public Frame read() throws IOException {
        Frame f = channel.read();
        if (f instanceof Frame.Body) {
            bodies.countDown();
        } else if (f == Frame.END) {
            end.countDown();
        }
        return f;
    }

    @Override
    public void write(String json) throws IOException {
        channel.write(json);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    /** Waits until the expected number of messages has been read. */
    void awaitBodies() {
        await(bodies, "the expected messages were read");
    }

    /** Waits until the end of the stream has been read. */
    void awaitEnd() {
        await(end, "the end of the stream was read");
    }

    static void await(CountDownLatch latch, String what) {
        try {
            assertThat(latch.await(RawPeer.WAIT_SECONDS, TimeUnit.SECONDS)).as(what).isTrue();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
