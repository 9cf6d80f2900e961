package dev.rpcgate.runtime.bind;

import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.bind.Fixtures.Color;
import dev.rpcgate.runtime.bind.Fixtures.Item;
import dev.rpcgate.runtime.bind.Fixtures.Order;
import dev.rpcgate.runtime.bind.Fixtures.Page;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** The service both sides share in the tests: TypedBinding serves it, ClientProxy calls it. */
public interface Shop {
    /** Params by name or by position. */
    int subtract(@RpcParam("minuend") int minuend, @RpcParam("subtrahend") int subtrahend);

    /** The only parameter is a record: its components are the params. */
    BigDecimal total(Order order);

    /** A record as one named param. */
    @RpcMethod(name = "shop/echo")
    Item echo(@RpcParam("item") Item item);

    /** Positional only, no names needed; the last one may be left out. */
    @RpcMethod(params = ParamStyle.BY_POSITION)
    long sum(int a, int b, Optional<Integer> c);

    /** The context is injected wherever it stands. */
    String whoami(@RpcParam("greeting") String greeting, CallContext context, @RpcParam("times") int times);

    /** Fails the way {@code kind} says. */
    void fail(@RpcParam("kind") String kind);

    /** Asynchronous on both sides. */
    CompletableFuture<Integer> later(@RpcParam("n") int n);

    /** A notification from the client. */
    @RpcMethod(notification = true)
    void ping(@RpcParam("from") String from);

    /** No params. */
    List<Color> colors();

    /** A generic record result. */
    Page<Item> page(@RpcParam("items") List<Item> items);

    /** Local code on a proxy (which may call remote methods); not an RPC method. */
    default String hello() {
        return "hello, " + colors().size() + " colors";
    }
}
