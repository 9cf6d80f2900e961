package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.LogLevel;
import dev.rpcgate.runtime.RpcException;
import dev.rpcgate.runtime.bind.Fixtures.Color;
import dev.rpcgate.runtime.bind.Fixtures.Item;
import dev.rpcgate.runtime.bind.Fixtures.Order;
import dev.rpcgate.runtime.bind.Fixtures.Page;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

/** The shop the tests serve; remembers the pings it got. */
final class ShopService implements Shop {
    final List<String> pings = new CopyOnWriteArrayList<>();

    @Override
    public int subtract(int minuend, int subtrahend) {
        return minuend - subtrahend;
    }

    @Override
    public BigDecimal total(Order order) {
        return order.items().stream().map(i -> i.price().multiply(BigDecimal.valueOf(i.qty())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    @Override
    public Item echo(Item item) {
        return item;
    }

    @Override
    public long sum(int a, int b, Optional<Integer> c) {
        return (long) a + b + c.orElse(0);
    }

    @Override
    public String whoami(String greeting, CallContext context, int times) {
        context.log(LogLevel.INFO, "whoami");
        return (greeting + " ").repeat(times) + context.id().toJson();
    }

    @Override
    public void fail(String kind) {
        switch (kind) {
            case "rpc" -> throw new RpcException(42, "the answer", JsonString.of("detail"));
            case "state" -> throw new IllegalStateException("secret");
            default -> throw new UnsupportedOperationException(kind);
        }
    }

    @Override
    public CompletableFuture<Integer> later(int n) {
        return n < 0 ? CompletableFuture.failedFuture(new ArithmeticException("negative"))
                : CompletableFuture.supplyAsync(() -> 2 * n);
    }

    @Override
    public void ping(String from) {
        pings.add(from);
    }

    @Override
    public List<Color> colors() {
        return List.of(Color.RED, Color.BLUE);
    }

    @Override
    public Page<Item> page(List<Item> items) {
        return new Page<>(items, items.size());
    }
}
