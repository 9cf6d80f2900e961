package dev.rpcgate.a2a;

import dev.rpcgate.a2a.receiver.V1Receiver;
import dev.rpcgate.a2a.v03.ParamsCheck;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.a2a.v1.V1ParamsCheck;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import java.util.List;
import java.util.Optional;

/** The v1.0 receiver in the request trace: {@code SendMessage} on a {@link V1Receiver}, errors in the v1.0 form. */
record V1TracedReceiver(V1Receiver receiver) implements TracedReceiver {
    @Override
    public boolean isKnown(String method) {
        return V1Method.findByWireName(method).isPresent();
    }

    @Override
    public boolean dispatches(String method) {
        return V1Method.SEND_MESSAGE.wireName().equals(method);
    }

    @Override
    public String unsupportedMessage(String method) {
        return "\"" + method + "\" is an A2A v1.0 method this receiver does not implement; it dispatches only"
                + " SendMessage";
    }

    @Override
    public JsonObject unsupportedReply(Id id, String method) {
        return reply(id, V1Receiver.unsupportedOperation(method));
    }

    @Override
    public ParamsCheck check(JsonValue params) {
        V1ParamsCheck c = receiver.check(params);
        return new ParamsCheck(c.findings(), c.parts(), Optional.empty());
    }

    @Override
    public JsonObject receive(JsonValue params, ParamsCheck check) {
        return receiver.receive(params, new V1ParamsCheck(check.findings(), check.parts()));
    }

    /** -32602: {@link V1Receiver#invalidParamsData}; any other error's data object: {@link V1Receiver#typedData}. */
    @Override
    public JsonValue errorReply(JsonValue runtimeReply, List<Finding> paramsFindings) {
        if (!(runtimeReply instanceof JsonObject r) || !(r.get("error") instanceof JsonObject error)
                || !(error.get("data") instanceof JsonObject data)) {
            return runtimeReply;
        }
        boolean invalidParams = error.get("code") instanceof JsonNumber n
                && n.findLong().orElse(0) == ErrorCodes.INVALID_PARAMS;
        JsonValue v1 = invalidParams ? V1Receiver.invalidParamsData(paramsFindings) : V1Receiver.typedData(data);
        return r.toBuilder().put("error", error.toBuilder().put("data", v1).build()).build();
    }

    /** A JSON-RPC reply carrying {@code error}, the id echoed as {@code Replies} echoes it. */
    static JsonObject reply(Id id, JsonObject error) {
        return JsonObject.builder().put("jsonrpc", "2.0").put("id", id == null ? JsonNull.NULL : id.toJson())
                .put("error", error).build();
    }
}
