package dev.rpcgate.runtime.bind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.runtime.RpcException;
import dev.rpcgate.runtime.bind.Fixtures.Color;
import dev.rpcgate.runtime.bind.Fixtures.Item;
import dev.rpcgate.runtime.bind.Fixtures.Order;
import dev.rpcgate.runtime.bind.Fixtures.Page;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/** A proxy calls a bound service through the dispatcher, every message as text both ways. */
class ClientProxyTest {
    private final ShopService service = new ShopService();
    private final LoopbackClient client = new LoopbackClient(TypedBinding.bind(Shop.class, service));
    private final Shop shop = ClientProxy.create(Shop.class, client);

    @Test
    void paramsGoByNameAndTheResultComesBack() {
        assertThat(shop.subtract(42, 23)).isEqualTo(19);
        assertThat(client.sent).containsExactly(
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\",\"params\":{\"minuend\":42,\"subtrahend\":23}}");
        assertThat(client.received).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}");
    }

    @Test
    void aRecordParameterIsTheParamsObjectAndDecimalsStayExact() {
        Order order = new Order("o", List.of(new Item("a", new BigDecimal("0.10"), 3),
                new Item("b", new BigDecimal("1E-1"), 1)), Optional.empty(), null);
        assertThat(shop.total(order)).isEqualTo(new BigDecimal("0.40"));
        assertThat(client.sent.getFirst()).endsWith("\"method\":\"total\",\"params\":{\"id\":\"o\",\"items\":["
                + "{\"name\":\"a\",\"price\":0.10,\"qty\":3},{\"name\":\"b\",\"price\":0.1,\"qty\":1}],"
                + "\"priority\":null}}");
        assertThat(client.received.getFirst()).endsWith("\"result\":0.40}");
    }

    @Test
    void anExplicitlyNamedRecordTravelsAsOneMemberAndLongsStayExact() {
        Item big = new Item("x", new BigDecimal("9007199254740993"), Integer.MAX_VALUE);
        assertThat(shop.echo(big)).isEqualTo(big);
        assertThat(client.sent.getFirst()).contains("\"method\":\"shop/echo\",\"params\":{\"item\":{\"name\":\"x\","
                + "\"price\":9007199254740993,\"qty\":2147483647}}");
    }

    @Test
    void positionalParamsLeaveOutATrailingEmptyOptional() {
        assertThat(shop.sum(1, 2, Optional.empty())).isEqualTo(3);
        assertThat(shop.sum(1, 2, Optional.of(3))).isEqualTo(6);
        assertThat(client.sent).extracting(s -> s.substring(s.indexOf("\"params\"")))
                .containsExactly("\"params\":[1,2]}", "\"params\":[1,2,3]}");
    }

    @Test
    void theContextIsNotSentAndTheServerInjectsItsOwn() {
        assertThat(shop.whoami("hi", null, 2)).isEqualTo("hi hi 1");
        assertThat(client.sent.getFirst()).endsWith("\"params\":{\"greeting\":\"hi\",\"times\":2}}");
    }

    @Test
    void aMethodWithoutParamsSendsNone() {
        assertThat(shop.colors()).containsExactly(Color.RED, Color.BLUE);
        assertThat(client.sent).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"colors\"}");
    }

    @Test
    void genericResultsDecode() {
        Item i = new Item("p", BigDecimal.TEN, 1);
        assertThat(shop.page(List.of(i))).isEqualTo(new Page<>(List.of(i), 1));
    }

    @Test
    void aFutureMethodIsAsynchronous() throws Exception {
        CompletableFuture<Integer> f = shop.later(21);
        assertThat(f.get(5, TimeUnit.SECONDS)).isEqualTo(42);
        assertThatThrownBy(() -> shop.later(-1).get()).isInstanceOf(ExecutionException.class)
                .cause().isInstanceOfSatisfying(RpcException.class, e -> {
                    assertThat(e.code()).isEqualTo(-32603);
                    assertThat(e.findData().orElseThrow().toString()).isEqualTo("{\"exception\":\"ArithmeticException\"}");
                });
    }

    @Test
    void aNotificationIsSentWithoutAnId() {
        shop.ping("me");
        assertThat(client.sent).containsExactly(
                "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"params\":{\"from\":\"me\"}}");
        assertThat(service.pings).containsExactly("me");
        assertThat(client.received).isEmpty();
    }

    @Test
    void thePeersErrorIsThrownAsAnRpcException() {
        assertThatThrownBy(() -> shop.fail("rpc")).isInstanceOfSatisfying(RpcException.class, e -> {
            assertThat(e.code()).isEqualTo(42);
            assertThat(e.getMessage()).isEqualTo("the answer");
            assertThat(e.findData().orElseThrow().toString()).isEqualTo("\"detail\"");
        });
        assertThatThrownBy(() -> shop.fail("state")).isInstanceOfSatisfying(RpcException.class,
                e -> assertThat(e.code()).isEqualTo(-32603));
    }

    /** An older client of the shop: names a param differently and expects another result type. */
    interface OldShop {
        int subtract(@RpcParam("minuend") int a, @RpcParam("by") int b);

        @RpcMethod(name = "colors")
        List<Integer> colorCodes();

        @RpcMethod(name = "colors")
        CompletableFuture<List<Integer>> colorCodesLater();

        @RpcMethod(name = "subtract", params = ParamStyle.BY_POSITION)
        int minus(int a, int b);
    }

    @Test
    void paramsTheServerRejectsComeBackAsMinus32602WithFindings() {
        OldShop old = ClientProxy.create(OldShop.class, client);
        assertThatThrownBy(() -> old.subtract(5, 1)).isInstanceOfSatisfying(RpcException.class, e -> {
            assertThat(e.code()).isEqualTo(-32602);
            JsonArray findings = (JsonArray) ((JsonObject) e.findData().orElseThrow()).get("findings");
            assertThat(findings.elements()).extracting(f -> ((JsonObject) f).get("code") + " "
                    + ((JsonObject) f).get("path")).containsExactly("\"MissingRequired\" \"/params/subtrahend\"",
                    "\"UnknownMember\" \"/params/by\"");
        });
        assertThat(old.minus(5, 1)).isEqualTo(4);
        assertThat(client.sent.getLast()).endsWith("\"method\":\"subtract\",\"params\":[5,1]}");
    }

    @Test
    void aResultThatDoesNotFitIsAnInvalidResult() {
        OldShop old = ClientProxy.create(OldShop.class, client);
        assertThatThrownBy(old::colorCodes).isInstanceOfSatisfying(InvalidResult.class, e -> {
            assertThat(e.method()).isEqualTo("colors");
            assertThat(e.findings()).extracting(f -> f.code() + " " + f.path())
                    .containsExactly("TypeMismatch /result/0", "TypeMismatch /result/1");
            assertThat(e.getMessage()).startsWith("the result of colors does not fit: TypeMismatch at /result/0:");
        });
        assertThatThrownBy(() -> old.colorCodesLater().join()).isInstanceOf(CompletionException.class)
                .cause().isInstanceOf(InvalidResult.class);
    }

    /** Waits for replies that never come. */
    interface Patient {
        @RpcMethod(name = "colors")
        List<Color> declared() throws TimeoutException;

        @RpcMethod(name = "colors")
        List<Color> undeclared();
    }

    @Test
    void aTimeoutIsThrownAsDeclaredOrWrapped() {
        Patient p = ClientProxy.create(Patient.class, client, Codecs.standard(), Duration.ofMillis(20));
        client.goSilent();
        assertThatThrownBy(p::declared).isExactlyInstanceOf(TimeoutException.class);
        assertThatThrownBy(p::undeclared).isExactlyInstanceOf(CompletionException.class)
                .cause().isExactlyInstanceOf(TimeoutException.class);
    }

    @Test
    void defaultAndObjectMethodsRunLocally() {
        assertThat(shop.hello()).isEqualTo("hello, 2 colors");
        assertThat(client.sent).hasSize(1);
        assertThat(shop.toString()).isEqualTo("ClientProxy[" + Shop.class.getName() + "]");
        assertThat(shop).isEqualTo(shop).isNotEqualTo(ClientProxy.create(Shop.class, client));
        assertThat(shop.hashCode()).isEqualTo(System.identityHashCode(shop));
    }

    interface BadNotification {
        @RpcMethod(notification = true)
        int ping();
    }

    @Test
    void aNotificationReturnsNothing() {
        assertThatThrownBy(() -> ClientProxy.create(BadNotification.class, client))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("returns void");
    }

    record Hidden(int x) {
    }

    /** Public, but names a type the JDK's proxy class could not reach. */
    public interface Leaky {
        Hidden get();
    }

    @Test
    void aPublicInterfaceNamingAHiddenTypeIsRefusedAtOnce() {
        assertThatThrownBy(() -> ClientProxy.create(Leaky.class, client))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Hidden, which is not public");
    }

    @Test
    void aThousandCallsRoundTrip() {
        for (int i = 0; i < 1000; i++) {
            assertThat(shop.subtract(i, -i)).isEqualTo(2 * i);
        }
        assertThat(client.sent).hasSize(1000);
    }
}
