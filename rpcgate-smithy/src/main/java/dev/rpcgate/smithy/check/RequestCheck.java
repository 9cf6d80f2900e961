package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.MessageKind;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.payload.FindingOwner;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.JsonPath;

import java.util.List;

/**
 * Checks one request object in order, envelope (core's rules), method, params, and says what it turned out to be.
 * Request validation, original-request context and both batch checks share it, so a request is classified in one
 * place. Immutable.
 */
final class RequestCheck {
    static final FindingOwner NO_OWNER = new FindingOwner(null, null);

    private final MessageContracts contracts;
    private final JsonRpcVersion version;

    RequestCheck(MessageContracts contracts, JsonRpcVersion version) {
        this.contracts = contracts;
        this.version = version;
    }

    /**
     * Checks {@code value} found at {@code base} ({@code ""}, or {@code /i} in a batch), reporting to {@code sink}.
     */
    ClassifiedRequest check(JsonValue value, String base, FindingSink sink) {
        EnvelopeResult envelope = Envelope.check(value, version, base);
        MessageKind kind = envelope.kind();
        Message valid = envelope.message();
        // a valid request carries its method name; otherwise look, since an invalid envelope may still name one
        String method = valid instanceof Message.Call c ? c.method() : valid instanceof Message.Notification n ? n.method()
                : value instanceof JsonObject o && o.get("method") instanceof JsonString s ? s.value() : null;
        MethodRules rules = method == null || kind == MessageKind.RESPONSE ? null : contracts.methodOrNull(method);
        if (rules == null) {
            return check(value, base, sink, envelope, kind, method, null);
        }
        // every finding about a request of a known method names its operation, envelope findings too: the sink
        // stamps it for the length of this check (as a view would, without making one per request)
        String outer = sink.restamp(rules.operation().toString());
        try {
            return check(value, base, sink, envelope, kind, method, rules);
        } finally {
            sink.restamp(outer);
        }
    }

    private ClassifiedRequest check(JsonValue value, String base, FindingSink sink, EnvelopeResult envelope, MessageKind kind,
                             String method, MethodRules rules) {
        List<Finding> envelopeFindings = envelope.findings();
        for (int i = 0; i < envelopeFindings.size(); i++) { // indexed: no iterator per request
            sink.add(envelopeFindings.get(i));
        }
        if (kind == MessageKind.RESPONSE) {
            sink.error(SharedCode.NOT_A_REQUEST, "expected a request (an object with \"method\"), found a response",
                    JsonPath.of(base), value, NO_OWNER);
            return new ClassifiedRequest(ClassifiedRequest.Status.NOT_A_REQUEST, kind, method, null, envelope.replyId(), null);
        }
        if (!envelope.isValid()) {
            return new ClassifiedRequest(ClassifiedRequest.Status.INVALID_ENVELOPE, kind, method, rules, envelope.replyId(), null);
        }
        Message message = envelope.message();
        if (rules == null) {
            sink.error(ContractCode.UNKNOWN_METHOD, "expected a method of the service, found \"" + method
                    + "\", which it does not have", JsonPath.of(base + "/method"), ((JsonObject) value).get("method"),
                    NO_OWNER);
            return new ClassifiedRequest(ClassifiedRequest.Status.UNKNOWN_METHOD, kind, method, null, envelope.replyId(), message);
        }
        if (rules.kind() != null) {
            kind(rules, message, value, base, sink);
        }
        int before = sink.size();
        boolean exhaustedBefore = sink.exhausted();
        JsonValue params = message instanceof Message.Call c ? c.params() : ((Message.Notification) message).params();
        ParamsCheck.check(rules, params, value, base, sink);
        // payload checks report errors only, so any new finding (or running out of budget) means invalid params
        boolean invalid = sink.size() > before || sink.exhausted() && !exhaustedBefore;
        return new ClassifiedRequest(invalid ? ClassifiedRequest.Status.INVALID_PARAMS : ClassifiedRequest.Status.VALID, kind, method, rules,
                envelope.replyId(), message);
    }

    /** A method sent only as calls, or only as notifications, sent as the other. */
    private static void kind(MethodRules rules, Message message, JsonValue value, String base, FindingSink sink) {
        boolean call = message instanceof Message.Call;
        if (rules.kind().equals("call") && !call) {
            sink.error(ContractCode.WRONG_MESSAGE_KIND, "expected a call of " + rules.wireName() + " (with an id: the"
                    + " method answers), found a notification, which gets no answer", JsonPath.of(base), value,
                    NO_OWNER);
        } else if (rules.kind().equals("notification") && call) {
            sink.error(ContractCode.WRONG_MESSAGE_KIND, "expected a notification of " + rules.wireName() + " (without"
                    + " an id: the method never answers), found a call", JsonPath.of(base + "/id"),
                    ((JsonObject) value).get("id"), NO_OWNER);
        }
    }
}
