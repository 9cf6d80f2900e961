package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The calling side against a raw peer: ids, correlation by exact id, errors, timeouts, stray replies. */
@Timeout(60)
class ConnectionClientTest {
    private static final long WAIT = RawPeer.WAIT_SECONDS;

    private final BlockingQueue<StrayReply> strays = new LinkedBlockingQueue<>();
    private Connection client;
    private RawPeer peer;
    private CompletableFuture<Void> served;

    private void connect(ConnectionOptions options) {
        Pipes.Link link = Pipes.link();
        ConnectionListener listener = new ConnectionListener() {
            @Override
            public void onStrayReply(StrayReply reply) {
                strays.add(reply);
            }
        };
        client = Connection.client(new NdjsonChannel(link.a().in(), link.a().out()), options, listener);
        served = client.served();
        peer = new RawPeer(link.b().in(), link.b().out());
    }

    @AfterEach
    void close() throws IOException {
        if (client != null) {
            client.close();
        }
    }

    private StrayReply nextStray() throws InterruptedException {
        StrayReply s = strays.poll(WAIT, TimeUnit.SECONDS);
        assertThat(s).as("a stray reply was reported").isNotNull();
        return s;
    }

    @Test
    void aCallOnAConnectionNeverServedFailsAtOnceInsteadOfWaitingForever() throws IOException {
        Pipes.Link link = Pipes.link();
        try (Connection idle = new Connection(new NdjsonChannel(link.a().in(), link.a().out()),
                MethodRegistry.builder().build())) {
            assertThatThrownBy(() -> idle.call("subtract", JsonArray.of(JsonNumber.of(1)), Duration.ofDays(1)))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("call(\"subtract\") on a connection that is not reading")
                    .hasMessageContaining("Connection.client(channel)");
            assertThat(idle.pendingCalls()).as("nothing was sent or kept").isZero();
            assertThat(idle.served()).isNotDone();
            CompletableFuture<Void> served = idle.start(); // once started, it calls
            CompletableFuture<JsonValue> call = idle.call("subtract", JsonArray.of(JsonNumber.of(1)), null);
            RawPeer other = new RawPeer(link.b().in(), link.b().out());
            assertThat(other.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":[1]}");
            other.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":0}");
            assertThat(call).succeedsWithin(WAIT, TimeUnit.SECONDS).isEqualTo(JsonNumber.of(0));
            assertThatThrownBy(idle::start).isInstanceOf(IllegalStateException.class).hasMessage(
                    "a connection is served once");
            other.closeOutput();
            assertThat(served).succeedsWithin(WAIT, TimeUnit.SECONDS);
        }
    }

    @Test
    void aClientIsStartedByItsFactoryAndAnswersThePeersCallsMethodNotFound() throws Exception {
        connect(ConnectionOptions.DEFAULT);
        CompletableFuture<JsonValue> call = client.call("m", null, Duration.ofSeconds(WAIT));
        assertThat(peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}");
        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":\"back\",\"method\":\"ask\"}", "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}");
        assertThat(peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":\"back\",\"error\":{\"code\":-32601,"
                + "\"message\":\"Method not found\"}}");
        assertThat(call).succeedsWithin(WAIT, TimeUnit.SECONDS).isEqualTo(JsonNumber.of(1));
        assertThatThrownBy(client::start).isInstanceOf(IllegalStateException.class);
        peer.closeOutput();
        assertThat(served).succeedsWithin(WAIT, TimeUnit.SECONDS);
    }

    @Test
    void callsCarryFreshIdsAndRepliesMatchByExactValue() throws Exception {
        connect(ConnectionOptions.DEFAULT);
        CompletableFuture<JsonValue> first = client.call("first", null);
        assertThat(peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"first\"}");
        CompletableFuture<JsonValue> second = client.call("second", JsonArray.of(JsonNumber.of(2)));
        assertThat(peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"second\",\"params\":[2]}");

        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":\"2\",\"result\":\"a string id is another id\"}");
        StrayReply stray = nextStray();
        assertThat(stray.kind()).isEqualTo(StrayReply.Kind.UNSOLICITED);
        assertThat(stray.id()).isEqualTo(Id.of(JsonString.of("2")));
        assertThat(second).isNotDone();

        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1.0,\"result\":\"one\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":20e-1,\"result\":\"two\"}");
        assertThat(first.get(WAIT, TimeUnit.SECONDS)).isEqualTo(JsonString.of("one"));
        assertThat(second.get(WAIT, TimeUnit.SECONDS)).isEqualTo(JsonString.of("two"));
        assertThat(client.pendingCalls()).isZero();
    }

    @Test
    void duplicateAndUnsolicitedRepliesAreReportedAndServingGoesOn() throws Exception {
        connect(ConnectionOptions.DEFAULT);
        CompletableFuture<JsonValue> call = client.call("m", null);
        peer.next();
        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":true}", "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":false}",
                "{\"jsonrpc\":\"2.0\",\"id\":99,\"error\":{\"code\":1,\"message\":\"?\"}}",
                "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}");
        assertThat(call.get(WAIT, TimeUnit.SECONDS)).hasToString("true");
        assertThat(nextStray()).satisfies(s -> {
            assertThat(s.kind()).isEqualTo(StrayReply.Kind.DUPLICATE);
            assertThat(s.reply()).hasToString("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":false}");
        });
        assertThat(nextStray().kind()).isEqualTo(StrayReply.Kind.UNSOLICITED);
        assertThat(nextStray()).satisfies(s -> {
            assertThat(s.kind()).isEqualTo(StrayReply.Kind.UNSOLICITED);
            assertThat(s.id()).isInstanceOf(Id.Null.class);
        });
        CompletableFuture<JsonValue> later = client.call("m", null);
        assertThat(peer.next()).contains("\"id\":2");
        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":2}");
        assertThat(later.get(WAIT, TimeUnit.SECONDS)).hasToString("2");
        assertThat(served).isNotDone();
    }

    @Test
    void theAnsweredIdMemoryIsBounded() throws Exception {
        connect(ConnectionOptions.builder().rememberedIds(1).build());
        CompletableFuture<JsonValue> a = client.call("a", null);
        CompletableFuture<JsonValue> b = client.call("b", null);
        peer.next();
        peer.next();
        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}", "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":2}");
        a.get(WAIT, TimeUnit.SECONDS);
        b.get(WAIT, TimeUnit.SECONDS);
        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}", "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":2}");
        assertThat(nextStray().kind()).as("id 1 was forgotten").isEqualTo(StrayReply.Kind.UNSOLICITED);
        assertThat(nextStray().kind()).as("id 2 is remembered").isEqualTo(StrayReply.Kind.DUPLICATE);
    }

    @Test
    void anErrorReplyFailsTheCallWithThePeersCodeMessageAndData() {
        connect(ConnectionOptions.DEFAULT);
        CompletableFuture<JsonValue> call = client.call("m", JsonObject.builder().put("a", 1).build());
        peer.next();
        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32001,\"message\":\"nope\",\"data\":{\"k\":[1]}}}");
        assertThat(call).failsWithin(WAIT, TimeUnit.SECONDS).withThrowableThat().havingCause()
                .isInstanceOfSatisfying(RpcException.class, e -> {
                    assertThat(e.code()).isEqualTo(-32001);
                    assertThat(e.getMessage()).isEqualTo("nope");
                    assertThat(e.findData()).get().hasToString("{\"k\":[1]}");
                });
    }

    @Test
    void aCallTimesOutSendsACancelWhenAskedAndItsLateReplyIsReported() throws Exception {
        connect(ConnectionOptions.builder().cancelOnTimeout(true).build());
        CompletableFuture<JsonValue> call = client.call("slow", null, Duration.ofMillis(50));
        assertThat(peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"slow\"}");
        assertThat(call).failsWithin(WAIT, TimeUnit.SECONDS).withThrowableThat().havingCause()
                .isInstanceOf(TimeoutException.class);
        assertThat(peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":1}}");
        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"too late\"}");
        assertThat(nextStray().kind()).isEqualTo(StrayReply.Kind.LATE);
        assertThat(client.pendingCalls()).isZero();
    }

    @Test
    void aTimeoutSendsNoCancelByDefaultAndTheMcpCancelWhenConfigured() {
        connect(ConnectionOptions.builder().mcpCancellation().build());
        CompletableFuture<JsonValue> timedOut = client.call("slow", null, Duration.ofMillis(20));
        peer.next();
        assertThat(timedOut).failsWithin(WAIT, TimeUnit.SECONDS);
        CompletableFuture<JsonValue> dropped = client.call("slow", null);
        assertThat(peer.next()).as("no cancel for the timeout: the next line is the next call").contains("\"id\":2");
        dropped.cancel(true);
        assertThat(peer.next()).as("a call the caller cancels is cancelled at the peer")
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":2}}");
        assertThat(dropped).isCancelled();
    }

    @Test
    void thePendingBoundFailsACallAtOnce() {
        connect(ConnectionOptions.builder().maxPendingCalls(2).build());
        client.call("a", null);
        client.call("b", null);
        assertThat(client.call("c", null)).failsWithin(WAIT, TimeUnit.SECONDS).withThrowableThat().havingCause()
                .isInstanceOf(IllegalStateException.class).withMessageContaining("maxPendingCalls 2");
        assertThat(peer.next()).contains("\"method\":\"a\"");
        assertThat(peer.next()).contains("\"method\":\"b\"");
    }

    @Test
    void whenThePeersStreamEndsWaitingAndLaterCallsFail() {
        connect(ConnectionOptions.DEFAULT);
        CompletableFuture<JsonValue> waiting = client.call("m", null);
        peer.next();
        peer.closeOutput();
        assertThat(served).succeedsWithin(WAIT, TimeUnit.SECONDS);
        assertThat(waiting).failsWithin(WAIT, TimeUnit.SECONDS).withThrowableThat().havingCause()
                .isInstanceOf(IOException.class);
        assertThat(client.call("m", null)).failsWithin(WAIT, TimeUnit.SECONDS).withThrowableThat().havingCause()
                .isInstanceOf(IOException.class);
    }

    @Test
    void notificationsAreWrittenAsIsAndParamsMustBeStructured() {
        connect(ConnectionOptions.DEFAULT);
        client.notify("note", JsonObject.builder().put("x", "\u00e9").build());
        client.notify("bare", null);
        assertThat(peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"x\":\"\u00e9\"}}");
        assertThat(peer.next()).isEqualTo("{\"jsonrpc\":\"2.0\",\"method\":\"bare\"}");
        assertThatThrownBy(() -> client.notify("n", JsonNumber.of(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> client.call("n", JsonString.of("x"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCallerCancellingItsFutureDoesNotDisturbOtherCalls() throws Exception {
        connect(ConnectionOptions.DEFAULT);
        CompletableFuture<JsonValue> keep = client.call("keep", null);
        CompletableFuture<JsonValue> drop = client.call("drop", null);
        peer.next();
        peer.next();
        drop.cancel(false);
        assertThat(peer.next()).contains("$/cancelRequest", "\"id\":2");
        peer.sendLines("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}");
        assertThat(keep.get(WAIT, TimeUnit.SECONDS)).hasToString("1");
        assertThatThrownBy(drop::join).isInstanceOf(CancellationException.class);
    }
}
