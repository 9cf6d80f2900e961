package dev.rpcgate.a2a;

import dev.rpcgate.a2a.receiver.A2aReceiver;
import dev.rpcgate.a2a.v03.A2aError;
import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v03.ParamsCheck;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Replies;
import java.util.List;

/** The v0.3.0 receiver in the request trace: {@code message/send} on an {@link A2aReceiver}. */
record V03TracedReceiver(A2aReceiver receiver) implements TracedReceiver {
    @Override
    public boolean isKnown(String method) {
        return A2aMethods.isKnown(method);
    }

    @Override
    public boolean dispatches(String method) {
        return A2aMethods.MESSAGE_SEND.equals(method);
    }

    @Override
    public String unsupportedMessage(String method) {
        return "\"" + method + "\" is an A2A v0.3.0 method this receiver does not implement; it dispatches only"
                + " message/send";
    }

    @Override
    public JsonObject unsupportedReply(Id id, String method) {
        return Replies.error(id, A2aError.UNSUPPORTED_OPERATION.code(), A2aError.UNSUPPORTED_OPERATION.message(),
                null);
    }

    @Override
    public ParamsCheck check(JsonValue params) {
        return receiver.check(params);
    }

    @Override
    public JsonObject receive(JsonValue params, ParamsCheck check) {
        return receiver.receive(params, check);
    }

    @Override
    public JsonValue errorReply(JsonValue runtimeReply, List<Finding> paramsFindings) {
        return runtimeReply;
    }
}
