package dev.rpcgate.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.demo.Demo;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A served connection over real pipes, ended gracefully while a call is in flight. */
@Timeout(60)
class GracefulConnectionTest {
    private final OutputStream toServer;
    private final Lines fromServer;
    private final GracefulConnection served;

    GracefulConnectionTest() throws IOException {
        Pipe in = Pipe.open();
        Pipe out = Pipe.open();
        toServer = Channels.newOutputStream(in.sink());
        InputStream serverIn = Channels.newInputStream(in.source());
        fromServer = new Lines(Channels.newInputStream(out.source()));
        served = new GracefulConnection(Framing.NDJSON.open(serverIn, Channels.newOutputStream(out.sink())),
                Demo.PROGRESS.methods(), ConnectionOptions.DEFAULT, ConnectionListener.NONE);
    }

    private void send(String line) throws IOException {
        toServer.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        toServer.flush();
    }

    @Test
    void theCallInFlightAnswersBeforeTheConnectionCloses() throws IOException {
        served.start();
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"slow_count\",\"params\":{\"n\":3,\"delayMs\":200}}");
        assertThat(fromServer.next()).isEqualTo(
                "{\"jsonrpc\":\"2.0\",\"method\":\"$/progress\",\"params\":{\"requestId\":1,\"done\":1,\"total\":3}}");
        assertThat(served.shutdown(Duration.ofSeconds(20))).isTrue();
        assertThat(served.start()).isDone();
        assertThat(fromServer.rest()).containsExactly(
                "{\"jsonrpc\":\"2.0\",\"method\":\"$/progress\",\"params\":{\"requestId\":1,\"done\":2,\"total\":3}}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"$/progress\",\"params\":{\"requestId\":1,\"done\":3,\"total\":3}}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":3}");
    }

    @Test
    void aCallThatOutlivesTheGraceIsCutOff() throws IOException {
        served.start();
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"slow_count\",\"params\":{\"n\":1000,\"delayMs\":100}}");
        fromServer.next();
        long start = System.nanoTime();
        assertThat(served.shutdown(Duration.ofMillis(300))).isFalse();
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isBetween(250L, 10_000L);
        assertThat(fromServer.rest()).as("closed, with no result").noneMatch(l -> l.contains("\"result\""));
    }

    @Test
    void aConnectionNeverStartedJustCloses() {
        assertThat(served.shutdown(Duration.ofSeconds(1))).isTrue();
        assertThat(fromServer.rest()).isEmpty();
    }
}
