package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.smithy.BatchResponseContext;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ResponseBatchResult;
import dev.rpcgate.smithy.Scope;
import dev.rpcgate.smithy.payload.FindingSink;

import java.util.List;

/**
 * Checks a batch response, or its absence, in the scope its context allows. With the original batch: every call
 * and invalid element answered exactly once, notifications never, replies associated by exact id through a
 * {@link ReplyIndex}. With a method, operation or envelope-only: each reply on its own. Core's {@link Classifier}
 * classifies a supplied response with the face's {@link ResponseBatchRun} as its ENVELOPE rule and its RESULT and
 * CORRELATION stage, so each reply is classified where a single response is. Immutable.
 */
final class ResponseBatchCheck {
    private final MessageLayer layer;
    private final OriginalBatches originals;
    private final Classifier classifier;

    ResponseBatchCheck(MessageLayer layer, JsonRpcVersion version) {
        this.layer = layer;
        this.originals = new OriginalBatches(layer);
        this.classifier = new Classifier(version, ResponseCheck.GATES, MessageStage.NONE, Integer.MAX_VALUE);
    }

    ResponseBatchResult check(String textOrNull, BatchResponseContext context) {
        FindingSink sink = FindingSink.withBudget(layer.limits().batchFindings());
        Judge judge = judge(context, sink);
        if (judge == null) {
            return new ResponseBatchResult(scopeOf(context), List.of(), sink.findings(), sink.complete(), null);
        }
        if (textOrNull == null) {
            return absent(judge, sink);
        }
        JsonParse parse = layer.reader().read(textOrNull);
        if (!parse.isValid()) {
            notDue(judge, sink);
            parse.findings().forEach(sink::add);
            return new ResponseBatchResult(judge.scope, List.of(), sink.findings(), sink.complete(),
                    classifier.classify(parse));
        }
        return supplied(parse.value(), null, judge, sink);
    }

    ResponseBatchResult check(JsonValue valueOrNull, BatchResponseContext context) {
        return check(valueOrNull, null, context);
    }

    /**
     * Checks an in-memory batch response; {@code envelopes}, when given, are each element's as the caller found them
     * with {@code Envelope.check} at the service's version (the array's), taken as found rather than checked again.
     */
    ResponseBatchResult check(JsonValue valueOrNull, List<EnvelopeResult> envelopes, BatchResponseContext context) {
        FindingSink sink = FindingSink.withBudget(layer.limits().batchFindings());
        Judge judge = judge(context, sink);
        if (judge == null) {
            return new ResponseBatchResult(scopeOf(context), List.of(), sink.findings(), sink.complete(), null);
        }
        if (valueOrNull == null) {
            return absent(judge, sink);
        }
        int before = sink.size();
        boolean exhaustedBefore = sink.exhausted();
        if (!DocumentBounds.check(valueOrNull, layer.limits().json(), "", sink)) {
            Trace unreadable = classifier.unreadable(valueOrNull, sink.since(before, exhaustedBefore));
            notDue(judge, sink);
            return new ResponseBatchResult(judge.scope, List.of(), sink.findings(), sink.complete(), unreadable);
        }
        return supplied(valueOrNull, envelopes, judge, sink);
    }

    /** The context read: its scope, its method (limited scopes) or what the original batch expects. */
    private record Judge(Scope scope, BatchResponseContext context, MethodRules rules, BatchExpectation expected) {
    }

    private static Scope scopeOf(BatchResponseContext context) {
        return switch (context) {
            case BatchResponseContext.OriginalBatch ignored -> Scope.REQUEST_CONTEXT;
            case BatchResponseContext.Method ignored -> Scope.METHOD_PAYLOAD;
            case BatchResponseContext.Operation ignored -> Scope.METHOD_PAYLOAD;
            case null, default -> Scope.ENVELOPE;
        };
    }

    /** Reads the context; {@code null} when the check cannot go on (1.0). */
    private Judge judge(BatchResponseContext context, FindingSink sink) {
        if (layer.requestBatches().unsupported(sink)) {
            return null;
        }
        Scope scope = scopeOf(context);
        return switch (context) {
            case null -> {
                sink.add(Finding.error(ContractCode.MISSING_CONTEXT, "expected a context for the batch response (its"
                        + " original batch, a method, an operation or envelope-only), found none", "", null));
                yield new Judge(scope, null, null, null);
            }
            case BatchResponseContext.OriginalBatch b -> {
                BatchExpectation e = originals.read(b.text());
                switch (e) {
                    case BatchExpectation.Unusable u -> u.findings().forEach(sink::add);
                    case BatchExpectation.Calls c -> c.findings().forEach(sink::add);
                    case BatchExpectation.WholeError ignored -> {
                    }
                }
                yield new Judge(scope, b, null, e);
            }
            case BatchResponseContext.Method m -> new Judge(scope, m, layer.methodFor(m.wireName(), sink), null);
            case BatchResponseContext.Operation o -> new Judge(scope, o, layer.methodFor(o.id(), sink), null);
            case BatchResponseContext.EnvelopeOnly e -> new Judge(scope, e, null, null);
        };
    }

    private ResponseBatchResult absent(Judge judge, FindingSink sink) {
        switch (judge.expected) {
            case BatchExpectation.Calls c -> {
                for (BatchExpectation.Due d : c.due()) {
                    ResponseBatchRun.missing(d, "no response", null, sink);
                }
            }
            case BatchExpectation.WholeError w -> sink.add(Finding.error(ContractCode.MISSING_RESPONSE,
                    "expected one error object with code " + w.error().code() + ", since " + w.error().why()
                            + ", found no response", "", null));
            case null -> limited(judge, sink, "whether a response is due is not checked: that needs the original batch");
            default -> {
            }
        }
        return new ResponseBatchResult(judge.scope, List.of(), sink.findings(), sink.complete(), null);
    }

    /** An all-notification original accepts only absence: any supplied response, even unreadable, is one too many. */
    private static void notDue(Judge judge, FindingSink sink) {
        if (judge.expected instanceof BatchExpectation.Calls c && c.due().isEmpty()) {
            sink.add(Finding.error(ContractCode.UNEXPECTED_RESPONSE, "expected no response, since every request of the"
                    + " original batch is a notification; found one", "", null));
        }
    }

    private ResponseBatchResult supplied(JsonValue value, List<EnvelopeResult> envelopes, Judge judge,
                                         FindingSink sink) {
        ResponseBatchRun.Expect expect;
        MethodRules rules = null;
        switch (judge.expected) {
            case BatchExpectation.Calls c when c.due().isEmpty() -> {
                notDue(judge, sink); // one too many whatever it holds: not looked at, so not classified
                return new ResponseBatchResult(judge.scope, List.of(), sink.findings(), sink.complete(), null);
            }
            case BatchExpectation.Calls ignored -> expect = ResponseBatchRun.Expect.CORRELATE;
            case BatchExpectation.WholeError ignored -> expect = ResponseBatchRun.Expect.WHOLE_ERROR;
            case BatchExpectation.Unusable ignored -> expect = ResponseBatchRun.Expect.EACH;
            case null -> {
                expect = ResponseBatchRun.Expect.EACH;
                rules = judge.rules;
            }
        }
        ResponseBatchRun run = new ResponseBatchRun(layer.replies(), sink, value, expect, judge.expected, rules);
        run.traced(envelopes != null && value instanceof JsonArray array ? classifier.classify(array, envelopes, run, run)
                : classifier.classify(value, run, run));
        if (judge.expected == null) {
            limited(judge, sink, judge.scope == Scope.ENVELOPE
                    ? "only the envelopes are checked: results, errors and correlation need the original batch"
                    : "correlation is not checked: every call answered once needs the original batch");
        }
        return new ResponseBatchResult(judge.scope, run.entries(), sink.findings(), sink.complete(), run.trace());
    }

    private static void limited(Judge judge, FindingSink sink, String message) {
        if (judge.context != null) {
            sink.add(Finding.advisory(ContractCode.LIMITED_SCOPE, message, "", null));
        }
    }
}
