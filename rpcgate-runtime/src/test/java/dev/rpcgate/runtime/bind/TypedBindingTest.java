package dev.rpcgate.runtime.bind;

import static dev.rpcgate.runtime.bind.CodecRoundTripTest.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.CancelledException;
import dev.rpcgate.runtime.InvalidParams;
import dev.rpcgate.runtime.MethodRegistry;
import dev.rpcgate.runtime.RpcException;
import dev.rpcgate.runtime.bind.Fixtures.Item;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A bound service behind the real dispatcher: params by name and position, injection, failures, registration. */
class TypedBindingTest {
    private final ShopService shop = new ShopService();
    private final LocalServer server = new LocalServer(TypedBinding.bind(Shop.class, shop));

    /** A reply, short: the result's JSON, or "error CODE" and the findings' codes and paths or the exception. */
    static String outcome(String replyText) {
        JsonObject reply = (JsonObject) json(replyText);
        if (reply.has("result")) {
            return JsonWriter.write(reply.get("result"));
        }
        JsonObject error = (JsonObject) reply.get("error");
        String out = "error " + error.get("code");
        if (error.get("data") instanceof JsonObject data && data.get("findings") instanceof JsonArray findings) {
            return out + " " + findings.elements().stream().map(f -> ((JsonObject) f).get("code") + " "
                    + ((JsonObject) f).get("path")).map(s -> s.replace("\"", "")).collect(Collectors.joining("; "));
        }
        if (error.get("data") instanceof JsonObject data && data.has("exception")) {
            return out + " " + data.get("exception").toString().replace("\"", "");
        }
        return error.has("data") ? out + " " + error.get("data") : out;
    }

    private String call(String method, String params) {
        return server.reply("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"" + method + "\""
                + (params == null ? "" : ",\"params\":" + params) + "}");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', nullValues = "-", textBlock = """
            subtract  | {"minuend":42,"subtrahend":23}                       | 19
            subtract  | {"subtrahend":23,"minuend":42}                       | 19
            subtract  | [42,23]                                              | 19
            subtract  | [42.0,2.3e1]                                         | 19
            subtract  | {"minuend":42}                                       | error -32602 MissingRequired /params/subtrahend
            subtract  | -                                                    | error -32602 MissingRequired /params/minuend; MissingRequired /params/subtrahend
            subtract  | [1,2,3]                                              | error -32602 UnknownMember /params/2
            subtract  | [1]                                                  | error -32602 MissingRequired /params/1
            subtract  | {"minuend":1,"subtrahend":2,"by":3}                  | error -32602 UnknownMember /params/by
            subtract  | ["1",2147483648]                                     | error -32602 TypeMismatch /params/0; OutOfRange /params/1
            total     | {"id":"o","items":[{"name":"a","price":0.10,"qty":3},{"name":"b","price":1E-1,"qty":1}]} | 0.40
            total     | {"id":"o","items":[{"name":"a","price":"x","qty":3}]} | error -32602 TypeMismatch /params/items/0/price
            total     | [{"id":"o","items":[]}]                              | 0
            total     | [{"id":"o","items":[{"name":"a","price":1}]}]        | error -32602 MissingRequired /params/0/items/0/qty
            total     | {"order":{"id":"o","items":[]}}                      | error -32602 MissingRequired /params/id; MissingRequired /params/items; UnknownMember /params/order
            shop/echo | {"item":{"name":"a","price":1.50,"qty":1}}           | {"name":"a","price":1.50,"qty":1}
            shop/echo | {"name":"a","price":1.50,"qty":1}                    | error -32602 MissingRequired /params/item; UnknownMember /params/name; UnknownMember /params/price; UnknownMember /params/qty
            echo      | {"item":{"name":"a","price":1.50,"qty":1}}           | error -32601
            sum       | [1,2]                                                | 3
            sum       | [1,2,3]                                              | 6
            sum       | [1,2,null]                                           | 3
            sum       | {"a":1,"b":2}                                        | error -32602 TypeMismatch /params
            whoami    | {"greeting":"hi","times":2}                          | "hi hi 7"
            whoami    | ["yo",1]                                             | "yo 7"
            fail      | {"kind":"rpc"}                                       | error 42 "detail"
            fail      | {"kind":"state"}                                     | error -32603 IllegalStateException
            fail      | ["other"]                                            | error -32603 UnsupportedOperationException
            later     | {"n":21}                                             | 42
            later     | {"n":-1}                                             | error -32603 ArithmeticException
            ping      | {"from":"a"}                                         | null
            colors    | -                                                    | ["RED","BLUE"]
            colors    | {}                                                   | ["RED","BLUE"]
            colors    | []                                                   | ["RED","BLUE"]
            colors    | [1]                                                  | error -32602 UnknownMember /params/0
            page      | {"items":[{"name":"p","price":2,"qty":1}]}           | {"items":[{"name":"p","price":2,"qty":1}],"total":1}
            hello     | -                                                    | error -32601
            """)
    void aCallIsAnsweredByTheBoundMethod(String method, String params, String expected) {
        assertThat(outcome(call(method, params))).isEqualTo(expected);
    }

    @Test
    void theReplyCarriesEachFindingWithItsPathAndPlace() {
        // the example in docs/runtime.md
        assertThat(server.reply("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"total\",\"params\":{\"id\":\"o\","
                + "\"items\":[{\"name\":\"c\",\"price\":\"9.99\",\"qty\":1}]}}"))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32602,\"message\":\"Invalid params\","
                        + "\"data\":{\"findings\":[{\"code\":\"TypeMismatch\",\"severity\":\"ERROR\","
                        + "\"message\":\"expected a number, got a string\",\"path\":\"/params/items/0/price\","
                        + "\"line\":1,\"column\":90,\"offset\":89}]}}}");
    }

    @Test
    void theContextIsTheCallsOwn() {
        call("whoami", "{\"greeting\":\"hi\",\"times\":1}");
        assertThat(server.contexts).singleElement().satisfies(c -> {
            assertThat(c.id()).isEqualTo(Id.of(json("7")));
            assertThat(c.sent).containsExactly("log INFO whoami");
        });
    }

    @Test
    void aNotificationRunsTheMethodAndGetsNoReply() {
        assertThat(server.reply("{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"params\":{\"from\":\"n\"}}")).isNull();
        assertThat(server.reply("{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"params\":{\"from\":1}}")).isNull();
        assertThat(shop.pings).containsExactly("n");
    }

    @Test
    void whatTheMethodThrowsArrivesAsItself() {
        MethodRegistry registry = TypedBinding.bind(Shop.class, shop);
        TestContext ctx = new TestContext(Id.of(json("1")), "x");
        assertThatThrownBy(() -> registry.handle("fail", json("{\"kind\":\"state\"}"), ctx))
                .isExactlyInstanceOf(IllegalStateException.class).hasMessage("secret");
        assertThatThrownBy(() -> registry.handle("fail", json("{\"kind\":\"rpc\"}"), ctx))
                .isInstanceOfSatisfying(RpcException.class, e -> assertThat(e.code()).isEqualTo(42));
        assertThatThrownBy(() -> registry.handle("later", json("[-5]"), ctx))
                .isExactlyInstanceOf(ArithmeticException.class);
        assertThatThrownBy(() -> registry.handle("subtract", json("[1]"), ctx))
                .isInstanceOfSatisfying(InvalidParams.class, e -> assertThat(e.findings()).singleElement()
                        .satisfies(f -> assertThat(f.path()).isEqualTo("/params/1")));
    }

    /** A service whose future never completes until cancelled. */
    public interface Slow {
        CompletionStage<Integer> forever();
    }

    @Test
    void cancellingTheCallCancelsTheFutureItWaitsFor() throws Exception {
        CompletableFuture<Integer> pending = new CompletableFuture<>();
        MethodRegistry registry = TypedBinding.bind(Slow.class, () -> pending);
        TestContext ctx = new TestContext(Id.of(json("1")), "forever");
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = Thread.ofVirtual().start(() -> {
            try {
                registry.handle("forever", null, ctx);
            } catch (Throwable e) {
                thrown.set(e);
            }
        });
        Thread.sleep(50);
        ctx.cancel();
        t.join(5000);
        assertThat(thrown.get()).isInstanceOf(CancelledException.class);
        assertThat(pending).isCancelled();
    }

    @Test
    void aLambdaOrAnonymousObjectBindsThroughItsInterface() throws Exception {
        TestContext ctx = new TestContext(Id.of(json("1")), "forever");
        Slow lambda = () -> CompletableFuture.completedFuture(1);
        Slow anonymous = new Slow() {
            @Override
            public CompletionStage<Integer> forever() {
                return CompletableFuture.completedFuture(2);
            }
        };
        assertThat(TypedBinding.bind(lambda).handle("forever", null, ctx)).isEqualTo(json("1"));
        assertThat(TypedBinding.bind(anonymous).handle("forever", null, ctx)).isEqualTo(json("2"));
    }

    @Test
    void unknownMembersAreAcceptedWhenTheBindingIsTolerant() {
        Codecs tolerant = Codecs.create(BindOptions.builder().unknownMembers(UnknownMembers.IGNORE).build());
        LocalServer lenient = new LocalServer(TypedBinding.bind(Shop.class, shop, tolerant));
        assertThat(outcome(lenient.reply("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\","
                + "\"params\":{\"minuend\":5,\"subtrahend\":1,\"v2\":true}}"))).isEqualTo("4");
        assertThat(outcome(lenient.reply("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subtract\","
                + "\"params\":[5,1,\"extra\"]}"))).isEqualTo("4");
    }

    /** What an object binding finds: declared public methods and interface methods, not the rest. */
    interface Named {
        @RpcMethod(name = "math/double")
        int twice(@RpcParam("x") int x);

        @RpcMethod(name = "math/triple")
        default int thrice(@RpcParam("x") int x) {
            return 3 * x;
        }

        default int notBound() {
            return 0;
        }
    }

    static class Base {
        public int inherited() {
            return 1;
        }
    }

    static final class Mixed extends Base implements Named {
        @Override
        public int twice(int x) {
            return 2 * x;
        }

        public String shout(@RpcParam("s") String s) {
            return s.toUpperCase(Locale.ROOT);
        }

        public static int staticMethod() {
            return 0;
        }

        int packagePrivate() {
            return 0;
        }

        @Override
        public String toString() {
            return "mixed";
        }
    }

    @Test
    void anObjectBindingExposesItsDeclaredAndInterfaceMethods() throws Exception {
        MethodRegistry r = TypedBinding.bind(new Mixed());
        assertThat(r.names()).containsExactlyInAnyOrder("math/double", "math/triple", "shout");
        TestContext ctx = new TestContext(Id.of(json("1")), "x");
        assertThat(r.handle("math/double", json("{\"x\":4}"), ctx)).isEqualTo(json("8"));
        assertThat(r.handle("math/triple", json("[4]"), ctx)).isEqualTo(json("12"));
        assertThat(r.handle("shout", json("[\"a\"]"), ctx)).isEqualTo(json("\"A\""));
    }

    /** A generic interface, bound through a class that fixes its type. */
    interface Repository<T> {
        T get(@RpcParam("id") String id);

        List<T> put(@RpcParam("item") T item);
    }

    static final class Items implements Repository<Item> {
        @Override
        public Item get(String id) {
            return new Item(id, BigDecimal.ONE, 1);
        }

        @Override
        public List<Item> put(Item item) {
            return List.of(item, item);
        }
    }

    @Test
    void typeVariablesAreBoundByTheServiceClass() throws Exception {
        MethodRegistry r = TypedBinding.bind(new Items());
        TestContext ctx = new TestContext(Id.of(json("1")), "x");
        assertThat(r.names()).containsExactlyInAnyOrder("get", "put");
        assertThat(JsonWriter.write(r.handle("put", json("{\"item\":{\"name\":\"n\",\"price\":1.0,\"qty\":1}}"), ctx)))
                .isEqualTo("[{\"name\":\"n\",\"price\":1.0,\"qty\":1},{\"name\":\"n\",\"price\":1.0,\"qty\":1}]");
        assertThatThrownBy(() -> r.handle("put", json("{\"item\":{\"name\":\"n\"}}"), ctx))
                .isInstanceOfSatisfying(InvalidParams.class, e -> assertThat(e.findings()).extracting(f -> f.path())
                        .containsExactly("/params/item/price", "/params/item/qty"));
    }

    interface Overloaded {
        int f(@RpcParam("a") int a);

        int f(@RpcParam("a") String a);
    }

    interface RawList {
        @SuppressWarnings("rawtypes")
        int f(@RpcParam("a") List a);
    }

    interface DateParam {
        int f(@RpcParam("when") Date when);
    }

    interface IntKeys {
        int f(@RpcParam("m") Map<Integer, String> m);
    }

    interface SameName {
        int f(@RpcParam("a") int a, @RpcParam("a") int b);
    }

    interface Nothing {
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Overloaded | two methods answer to "f"
            RawList    | cannot bind java.util.List (RawList.f parameter a)
            DateParam  | cannot bind java.util.Date (DateParam.f parameter when)
            IntKeys    | a map's keys are member names
            SameName   | the member name "a" is used twice
            Nothing    | has no methods to bind
            """)
    void whatCannotBeBoundIsRefusedAtRegistration(String api, String message) throws Exception {
        Class<?> type = Class.forName(TypedBindingTest.class.getName() + "$" + api);
        Object service = Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                (p, m, a) -> null);
        assertThatThrownBy(() -> bindAs(type, service)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }

    @SuppressWarnings("unchecked")
    private static <T> MethodRegistry bindAs(Class<T> type, Object service) {
        return TypedBinding.bind(type, (T) service);
    }

    @Test
    void aClassIsNotAnApi() {
        assertThatThrownBy(() -> TypedBinding.bind(ShopService.class, new ShopService()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not an interface");
    }

    interface Unnamed {
        int add(int a, int b);
    }

    @Test
    void paramsByNameNeedParameterNames() throws Exception {
        boolean compiledWithNames = Unnamed.class.getMethod("add", int.class, int.class).getParameters()[0]
                .isNamePresent();
        Unnamed service = (a, b) -> a + b;
        if (compiledWithNames) {
            MethodRegistry r = TypedBinding.bind(Unnamed.class, service);
            assertThat(r.handle("add", json("{\"a\":1,\"b\":2}"), new TestContext(Id.ABSENT, "add")))
                    .isEqualTo(json("3"));
        } else {
            assertThatThrownBy(() -> TypedBinding.bind(Unnamed.class, service))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-parameters");
        }
    }

    @Test
    void aThousandCallsThroughOneBindingAllComeOutRight() throws Exception {
        MethodRegistry r = TypedBinding.bind(Shop.class, shop);
        CallContext ctx = new TestContext(Id.of(json("1")), "x");
        for (int i = 0; i < 1000; i++) {
            JsonValue params = i % 2 == 0 ? json("{\"minuend\":" + i + ",\"subtrahend\":" + (3 * i) + "}")
                    : json("[" + i + "," + (3 * i) + "]");
            assertThat(r.handle("subtract", params, ctx)).isEqualTo(json(Integer.toString(-2 * i)));
            assertThat(JsonWriter.write(r.handle("shop/echo", json("{\"item\":{\"name\":\"n" + i
                    + "\",\"price\":" + i + ".50,\"qty\":" + i + "}}"), ctx)))
                    .isEqualTo("{\"name\":\"n" + i + "\",\"price\":" + i + ".50,\"qty\":" + i + "}");
        }
    }
}
