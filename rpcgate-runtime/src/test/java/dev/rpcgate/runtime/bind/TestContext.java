package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.Cancellation;
import dev.rpcgate.runtime.LogLevel;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A call context that records what a handler sends back, and can be cancelled. */
final class TestContext implements CallContext, Cancellation {
    final List<String> sent = new CopyOnWriteArrayList<>();
    private final Id id;
    private final String method;
    private final List<Runnable> onCancel = new CopyOnWriteArrayList<>();
    private volatile boolean cancelled;

    TestContext(Id id, String method) {
        this.id = id;
        this.method = method;
    }

    @Override
    public Id id() {
        return id;
    }

    @Override
    public String method() {
        return method;
    }

    @Override
    public void notify(String m, JsonValue params) {
        sent.add(m + " " + params);
    }

    @Override
    public void log(LogLevel level, String message) {
        sent.add("log " + level + " " + message);
    }

    @Override
    public void progress(long done, long total) {
        sent.add("progress " + done + "/" + total);
    }

    @Override
    public Cancellation cancellation() {
        return this;
    }

    void cancel() {
        cancelled = true;
        onCancel.forEach(Runnable::run);
    }

    @Override
    public boolean isCancelled() {
        return cancelled;
    }

    @Override
    public void onCancel(Runnable action) {
        onCancel.add(action);
        if (cancelled) {
            action.run();
        }
    }
}
