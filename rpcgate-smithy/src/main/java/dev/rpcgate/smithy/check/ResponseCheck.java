package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.smithy.Scope;
import dev.rpcgate.smithy.payload.FindingSink;

/**
 * Checks one response in the scope its context allows: the envelope always, the method's payload contract with a
 * method or operation, and correlation with the original request when that is given. Immutable.
 */
final class ResponseCheck {
    private final MessageLayer layer;

    ResponseCheck(MessageLayer layer) {
        this.layer = layer;
    }

    /** Checks response text; {@code null} context gives {@code MissingContext}. */
    ResponseResult check(String text, ResponseContext context) {
        FindingSink sink = FindingSink.withBudget(layer.limits().messageFindings());
        Judge judge = judge(context, sink);
        JsonParse parse = layer.reader().read(text);
        if (!parse.isValid()) {
            if (judge.expected instanceof Expectation.NoReply none) {
                // a notification accepts no response at all, readable or not
                layer.replies().against(none, null, "", sink);
            }
            parse.findings().forEach(sink::add);
            return new ResponseResult(judge.scope, sink.findings(), sink.complete());
        }
        return finish(parse.value(), judge, sink);
    }

    /** Checks an in-memory response. */
    ResponseResult check(JsonValue value, ResponseContext context) {
        FindingSink sink = FindingSink.withBudget(layer.limits().messageFindings());
        Judge judge = judge(context, sink);
        if (!DocumentBounds.check(value, layer.limits().json(), "", sink)) {
            return new ResponseResult(judge.scope, sink.findings(), sink.complete());
        }
        return finish(value, judge, sink);
    }

    /** What the context makes of a response: its scope and, where known, its method or expectation. */
    private record Judge(Scope scope, ResponseContext context, MethodRules rules, Expectation expected) {
    }

    private Judge judge(ResponseContext context, FindingSink sink) {
        return switch (context) {
            case null -> {
                sink.add(Finding.error(ContractCode.MISSING_CONTEXT, "expected a context for the response (its original"
                        + " request, a method, an operation or envelope-only), found none", "", null));
                yield new Judge(Scope.ENVELOPE, null, null, null);
            }
            case ResponseContext.Method m -> new Judge(Scope.METHOD_PAYLOAD, m,
                    layer.methodFor(m.wireName(), sink), null);
            case ResponseContext.Operation o -> new Judge(Scope.METHOD_PAYLOAD, o,
                    layer.methodFor(o.id(), sink), null);
            case ResponseContext.OriginalRequest r -> original(r, layer.originals().single(r.text()), sink);
            case ResponseContext.ParsedRequest r -> original(r, layer.originals().single(r.request()), sink);
            case ResponseContext.EnvelopeOnly e -> new Judge(Scope.ENVELOPE, e, null, null);
        };
    }

    /** The judge of an original request's expectation (text or value); an unusable one's findings are reported. */
    private static Judge original(ResponseContext r, Expectation e, FindingSink sink) {
        if (e instanceof Expectation.Unusable u) {
            u.findings().forEach(sink::add);
        }
        return new Judge(Scope.REQUEST_CONTEXT, r, e.rulesOrNull(), e);
    }

    private ResponseResult finish(JsonValue value, Judge judge, FindingSink sink) {
        if (value instanceof JsonArray) {
            sink.add(Finding.error(EnvelopeCode.UNSUPPORTED_MESSAGE, "expected one response object, found an array;"
                    + " check a batch response with the batch response check", "", value.location().orElse(null)));
            return new ResponseResult(judge.scope, sink.findings(), sink.complete());
        }
        FindingSink view = judge.rules == null ? sink : sink.forOperation(judge.rules.operation().toString());
        EnvelopeResult envelope = layer.replies().envelope(value, "", view);
        switch (judge.context) {
            case ResponseContext.OriginalRequest ignored -> layer.replies().against(judge.expected, envelope, "", view);
            case ResponseContext.ParsedRequest ignored -> layer.replies().against(judge.expected, envelope, "", view);
            case ResponseContext.Method ignored -> payload(envelope, judge, view);
            case ResponseContext.Operation ignored -> payload(envelope, judge, view);
            case ResponseContext.EnvelopeOnly ignored -> view.add(Finding.advisory(ContractCode.LIMITED_SCOPE,
                    "only the envelope is checked: the result or error and the id's correlation need a method or the"
                            + " original request", "", null));
            case null -> {
            }
        }
        return new ResponseResult(judge.scope, sink.findings(), sink.complete());
    }

    private void payload(EnvelopeResult envelope, Judge judge, FindingSink sink) {
        if (judge.rules != null && envelope.isValid() && envelope.message() != null
                && envelope.kind() == dev.rpcgate.core.gate.MessageKind.RESPONSE) {
            layer.replies().payload(envelope.message(), judge.rules, "", sink);
        }
        sink.add(Finding.advisory(ContractCode.LIMITED_SCOPE, "the id's correlation is not checked: that needs the"
                + " original request", "", null));
    }
}
