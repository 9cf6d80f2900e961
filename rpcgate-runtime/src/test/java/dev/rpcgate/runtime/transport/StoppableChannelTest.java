package dev.rpcgate.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.runtime.Frame;
import dev.rpcgate.runtime.MessageChannel;
import dev.rpcgate.runtime.NdjsonChannel;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
class StoppableChannelTest {
    private static NdjsonChannel ndjson(String text, OutputStream out) {
        return new NdjsonChannel(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), out);
    }

    private static String text(Frame f) {
        return ((Frame.Body) f).text();
    }

    @Test
    void framesPassThroughInOrderAndTheEndStaysTheEnd() throws IOException {
        StoppableChannel c = new StoppableChannel(ndjson("[1]\n\n[2]\n[3]", OutputStream.nullOutputStream()));
        assertThat(text(c.read())).isEqualTo("[1]");
        Frame second = c.read();
        assertThat(text(second)).isEqualTo("[2]");
        assertThat(((Frame.Body) second).line()).as("line numbers are the stream's").isEqualTo(3);
        assertThat(text(c.read())).isEqualTo("[3]");
        assertThat(c.read()).isEqualTo(Frame.END);
        assertThat(c.read()).isEqualTo(Frame.END);
    }

    @Test
    void stopEndsAReadBlockedOnAStreamThatNothingCanInterrupt() throws Exception {
        Pipe pipe = Pipe.open();
        OutputStream writer = Channels.newOutputStream(pipe.sink());
        StoppableChannel c = new StoppableChannel(
                new NdjsonChannel(Channels.newInputStream(pipe.source()), OutputStream.nullOutputStream()));
        writer.write("[1]\n".getBytes(StandardCharsets.UTF_8));
        assertThat(text(c.read())).isEqualTo("[1]");
        CompletableFuture<Frame> blocked = CompletableFuture.supplyAsync(() -> {
            try {
                return c.read();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        Thread.sleep(100);
        assertThat(blocked).isNotDone();
        c.stop();
        assertThat(blocked).succeedsWithin(10, TimeUnit.SECONDS).isEqualTo(Frame.END);
        writer.write("[2]\n".getBytes(StandardCharsets.UTF_8));
        assertThat(c.read()).as("nothing is read after a stop").isEqualTo(Frame.END);
    }

    @Test
    void aFailingStreamFailsTheRead() {
        IOException broken = new IOException("broken pipe");
        StoppableChannel c = new StoppableChannel(new MessageChannel() {
            @Override
            public Frame read() throws IOException {
                throw broken;
            }

            @Override
            public void write(String json) {
            }

            @Override
            public void close() {
            }
        });
        assertThatThrownBy(c::read).isSameAs(broken);
        assertThatThrownBy(c::read).as("and stays failed").isSameAs(broken);
    }

    @Test
    void writingGoesOnAfterAStop() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StoppableChannel c = new StoppableChannel(ndjson("", out));
        c.stop();
        assertThat(c.read()).isEqualTo(Frame.END);
        c.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":2}");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":2}\n");
    }
}
