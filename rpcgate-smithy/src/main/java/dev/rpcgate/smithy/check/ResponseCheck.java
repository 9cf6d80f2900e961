package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.smithy.Scope;
import dev.rpcgate.smithy.payload.FindingSink;

import java.util.List;

/**
 * Checks one response in the scope its context allows: the envelope always, the method's payload contract with a
 * method or operation, and correlation with the original request when that is given. Core's {@link Classifier} runs
 * PARSE and ENVELOPE with the face's {@link ResponseRun} as its ENVELOPE rule and its RESULT and CORRELATION stage, so
 * a response is classified where a request is. Immutable.
 */
final class ResponseCheck {
    /** The gates a response check runs, in order. */
    static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE, Gate.RESULT, Gate.CORRELATION);

    private final MessageLayer layer;
    private final Classifier classifier;

    ResponseCheck(MessageLayer layer, JsonRpcVersion version) {
        this.layer = layer;
        this.classifier = new Classifier(version, GATES, MessageStage.NONE, Integer.MAX_VALUE);
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
            return new ResponseResult(judge.scope, sink.findings(), sink.complete(), unreadable(parse));
        }
        return finish(parse.value(), null, judge, sink);
    }

    /** Checks an in-memory response. */
    ResponseResult check(JsonValue value, ResponseContext context) {
        return check(value, null, context);
    }

    /**
     * Checks an in-memory response whose envelope, when given, the caller found with {@code Envelope.check} at the
     * service's version: the classification takes it as found rather than checking it again.
     */
    ResponseResult check(JsonValue value, EnvelopeResult envelope, ResponseContext context) {
        FindingSink sink = FindingSink.withBudget(layer.limits().messageFindings());
        Judge judge = judge(context, sink);
        int before = sink.size();
        if (!DocumentBounds.check(value, layer.limits().json(), "", sink)) {
            List<Finding> found = sink.findings();
            return new ResponseResult(judge.scope, found, sink.complete(),
                    classifier.unreadable(value, found.subList(before, found.size())));
        }
        return finish(value, envelope, judge, sink);
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

    private ResponseResult finish(JsonValue value, EnvelopeResult envelope, Judge judge, FindingSink sink) {
        ResponseRun run = new ResponseRun(layer.replies(), judge.context, judge.rules, judge.expected, sink, value);
        run.traced(envelope == null || value instanceof JsonArray ? classifier.classify(value, run, run)
                : classifier.classify(envelope, run, run)).after();
        return new ResponseResult(judge.scope, sink.findings(), sink.complete(), run.trace());
    }

    /** The trace of text that failed PARSE. */
    private Trace unreadable(JsonParse parse) {
        return classifier.classify(parse);
    }
}
