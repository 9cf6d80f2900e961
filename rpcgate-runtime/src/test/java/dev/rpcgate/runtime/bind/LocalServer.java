package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.Dispatcher;
import dev.rpcgate.runtime.Handler;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A handler behind the real dispatcher and classifier: message text in, trace (and reply text) out. */
final class LocalServer {
    final List<TestContext> contexts = new CopyOnWriteArrayList<>();
    private final Classifier classifier;

    LocalServer(Handler handler) {
        Dispatcher dispatcher = new Dispatcher(handler, DispatchOptions.DEFAULT);
        this.classifier = new Classifier(JsonRpcVersion.V2_0, Dispatcher.GATES, dispatcher.stage(this::context));
    }

    private TestContext context(Message m) {
        TestContext c = switch (m) {
            case Message.Call call -> new TestContext(call.id(), call.method());
            case Message.Notification n -> new TestContext(Id.ABSENT, n.method());
            default -> throw new IllegalArgumentException(m.toString());
        };
        contexts.add(c);
        return c;
    }

    Trace trace(String message) {
        return classifier.classify(JsonReader.standard().read(message));
    }

    /** The reply's text, or {@code null} when none is due. */
    String reply(String message) {
        Trace t = trace(message);
        return t.reply() == null ? null : JsonWriter.write(t.reply());
    }
}
