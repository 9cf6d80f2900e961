package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.smithy.BatchResponseContext;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.ResponseBatchResult;
import dev.rpcgate.smithy.ResponseEntry;
import dev.rpcgate.smithy.Scope;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.JsonPath;
import dev.rpcgate.smithy.payload.ValueText;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Checks a batch response, or its absence, in the scope its context allows. With the original batch: every call
 * and invalid element answered exactly once, notifications never, replies associated by exact id through a
 * {@link ReplyIndex}. With a method, operation or envelope-only: each reply on its own. Immutable.
 */
final class ResponseBatchCheck {
    /** A trial check stops here: a reply with more findings than this meets no expectation. */
    private static final int TRIAL_FINDINGS = 4;

    private final MessageLayer layer;
    private final OriginalBatches originals;

    ResponseBatchCheck(MessageLayer layer) {
        this.layer = layer;
        this.originals = new OriginalBatches(layer);
    }

    ResponseBatchResult check(String textOrNull, BatchResponseContext context) {
        FindingSink sink = FindingSink.withBudget(layer.limits().batchFindings());
        Judge judge = judge(context, sink);
        if (judge == null) {
            return new ResponseBatchResult(scopeOf(context), List.of(), sink.findings(), sink.complete());
        }
        if (textOrNull == null) {
            return absent(judge, sink);
        }
        JsonParse parse = layer.reader().read(textOrNull);
        if (!parse.isValid()) {
            notDue(judge, sink);
            parse.findings().forEach(sink::add);
            return new ResponseBatchResult(judge.scope, List.of(), sink.findings(), sink.complete());
        }
        return supplied(parse.value(), judge, sink);
    }

    ResponseBatchResult check(JsonValue valueOrNull, BatchResponseContext context) {
        FindingSink sink = FindingSink.withBudget(layer.limits().batchFindings());
        Judge judge = judge(context, sink);
        if (judge == null) {
            return new ResponseBatchResult(scopeOf(context), List.of(), sink.findings(), sink.complete());
        }
        if (valueOrNull == null) {
            return absent(judge, sink);
        }
        if (!DocumentBounds.check(valueOrNull, layer.limits().json(), "", sink)) {
            notDue(judge, sink);
            return new ResponseBatchResult(judge.scope, List.of(), sink.findings(), sink.complete());
        }
        return supplied(valueOrNull, judge, sink);
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
                    missing(d, "no response", null, sink);
                }
            }
            case BatchExpectation.WholeError w -> sink.add(Finding.error(ContractCode.MISSING_RESPONSE,
                    "expected one error object with code " + w.error().code() + ", since " + w.error().why()
                            + ", found no response", "", null));
            case null -> limited(judge, sink, "whether a response is due is not checked: that needs the original batch");
            default -> {
            }
        }
        return new ResponseBatchResult(judge.scope, List.of(), sink.findings(), sink.complete());
    }

    /** An all-notification original accepts only absence: any supplied response, even unreadable, is one too many. */
    private static void notDue(Judge judge, FindingSink sink) {
        if (judge.expected instanceof BatchExpectation.Calls c && c.due().isEmpty()) {
            sink.add(Finding.error(ContractCode.UNEXPECTED_RESPONSE, "expected no response, since every request of the"
                    + " original batch is a notification; found one", "", null));
        }
    }

    private ResponseBatchResult supplied(JsonValue value, Judge judge, FindingSink sink) {
        List<ResponseEntry> entries = new ArrayList<>();
        switch (judge.expected) {
            case BatchExpectation.Calls c when c.due().isEmpty() -> notDue(judge, sink);
            case BatchExpectation.Calls c -> {
                if (arrayOfReplies(value, sink)) {
                    correlate((JsonArray) value, new ReplyIndex(c.due()), entries, sink);
                }
            }
            case BatchExpectation.WholeError w -> {
                if (value instanceof JsonArray) {
                    sink.add(Finding.error(ContractCode.WRONG_REPLY_FORM, "expected one error object with code "
                            + w.error().code() + ", since " + w.error().why() + ", found an array",
                            "", value.location().orElse(null)));
                } else {
                    EntrySlices slices = new EntrySlices(sink);
                    int entry = slices.begin();
                    EnvelopeResult envelope = layer.replies().envelope(value, "", sink);
                    layer.replies().against(w.error(), envelope, "", sink);
                    slices.end(entry);
                    single(slices, entries, sink);
                }
            }
            case BatchExpectation.Unusable ignored -> each(value, null, entries, sink);
            case null -> {
                each(value, judge.rules, entries, sink);
                if (judge.context != null) {
                    limited(judge, sink, judge.scope == Scope.ENVELOPE
                            ? "only the envelopes are checked: results, errors and correlation need the original batch"
                            : "correlation is not checked: every call answered once needs the original batch");
                }
            }
        }
        return new ResponseBatchResult(judge.scope, entries, sink.findings(), sink.complete());
    }

    private static boolean arrayOfReplies(JsonValue value, FindingSink sink) {
        if (!(value instanceof JsonArray array)) {
            sink.add(Finding.error(ContractCode.WRONG_REPLY_FORM, "expected an array of replies to the original batch,"
                    + " found " + ValueText.found(value), "", value.location().orElse(null)));
            return false;
        }
        if (array.isEmpty()) {
            sink.add(Finding.error(EnvelopeCode.EMPTY_BATCH, "expected an array of replies to the original batch, found"
                    + " an empty array", "", array.location().orElse(null)));
            return false;
        }
        return true;
    }

    private void correlate(JsonArray replies, ReplyIndex index, List<ResponseEntry> entries, FindingSink sink) {
        EntrySlices slices = new EntrySlices(sink);
        List<OptionalInt> requestIndexes = new ArrayList<>();
        for (int j = 0; j < replies.size() && !sink.exhausted(); j++) {
            int entry = slices.begin();
            String base = "/" + j;
            JsonValue reply = replies.get(j);
            EnvelopeResult envelope = layer.replies().read(reply, base);
            OptionalInt requestIndex = OptionalInt.empty();
            Id id = envelope.kind() == MessageKind.RESPONSE ? associationId(reply, envelope) : null;
            ReplyIndex.Match match = id == null ? new ReplyIndex.Match.None()
                    : index.take(id, isInvalidRequestError(envelope), e -> meets(e, envelope, base));
            MethodRules rules = match instanceof ReplyIndex.Match.Answers a ? a.due().expected().rulesOrNull() : null;
            FindingSink view = rules == null ? sink : sink.forOperation(rules.operation().toString());
            layer.replies().report(envelope, reply, base, view);
            if (id != null) {
                switch (match) {
                    case ReplyIndex.Match.Answers a -> {
                        requestIndex = OptionalInt.of(a.due().index());
                        if (a.judged()) {
                            layer.replies().against(a.due().expected(), envelope, base, view);
                        }
                    }
                    case ReplyIndex.Match.Again a -> {
                        requestIndex = OptionalInt.of(a.due().index());
                        sink.error(ContractCode.DUPLICATE_RESPONSE, "expected one reply to request " + a.due().index()
                                + " of the original batch, found another with the id " + id.toJson(),
                                JsonPath.of(base + "/id"), ((JsonObject) reply).get("id"), RequestCheck.NO_OWNER);
                    }
                    case ReplyIndex.Match.None ignored -> sink.error(ContractCode.UNEXPECTED_RESPONSE, "expected replies"
                            + " only to requests of the original batch that need one, found one with the id "
                            + id.toJson() + ", which none of them has", JsonPath.of(base), reply, RequestCheck.NO_OWNER);
                }
            }
            slices.end(entry);
            requestIndexes.add(requestIndex);
        }
        List<List<Finding>> parts = slices.cut(sink.findings());
        for (int j = 0; j < parts.size(); j++) {
            entries.add(new ResponseEntry(OptionalInt.of(j), requestIndexes.get(j), parts.get(j)));
        }
        for (BatchExpectation.Due d : index.unanswered()) {
            missing(d, "none", replies.location().orElse(null), sink);
        }
    }

    /** True when the reply meets {@code expected} without an error: a trial check whose findings are dropped. */
    private boolean meets(Expectation expected, EnvelopeResult envelope, String base) {
        FindingSink trial = FindingSink.withBudget(TRIAL_FINDINGS);
        layer.replies().against(expected, envelope, base, trial);
        return !trial.hasErrors();
    }

    /** The id to associate a reply by: its id when the envelope is valid, else only a readable non-null id. */
    private static Id associationId(JsonValue reply, EnvelopeResult envelope) {
        if (envelope.message() instanceof Message.Success s) {
            return s.id();
        }
        if (envelope.message() instanceof Message.Failure f) {
            return f.id();
        }
        Id id = Id.of(reply instanceof JsonObject o ? o.get("id") : null);
        return id instanceof Id.Text || id instanceof Id.Numeric ? id : null;
    }

    private static boolean isInvalidRequestError(EnvelopeResult envelope) {
        return envelope.message() instanceof Message.Failure f && f.error() != null
                && f.error().findCode().orElse(0) == ErrorCodes.INVALID_REQUEST;
    }

    /** A missing reply, located at the reply array that lacks it ({@code at}), when there is one. */
    private static void missing(BatchExpectation.Due d, String found, SourceLocation at, FindingSink sink) {
        MethodRules rules = d.expected().rulesOrNull();
        Id id = d.expected().idOrNull();
        sink.add(new ModelRef(null, null, rules == null ? null : rules.operation().toString()).on(Finding.error(
                ContractCode.MISSING_RESPONSE, "expected a reply to request " + d.index() + " of the original batch"
                        + " (id " + id.toJson() + "), found " + found, "", at)));
    }

    /** Each reply on its own: envelope, and payload when a method is known. */
    private void each(JsonValue value, MethodRules rules, List<ResponseEntry> entries, FindingSink sink) {
        EntrySlices slices = new EntrySlices(sink);
        FindingSink view = rules == null ? sink : sink.forOperation(rules.operation().toString());
        if (!(value instanceof JsonArray array)) {
            int entry = slices.begin();
            one(value, "", rules, view);
            slices.end(entry);
            single(slices, entries, sink);
            return;
        }
        if (array.isEmpty()) {
            sink.add(Finding.error(EnvelopeCode.EMPTY_BATCH, "expected an array of replies, found an empty array", "",
                    array.location().orElse(null)));
            return;
        }
        for (int j = 0; j < array.size() && !sink.exhausted(); j++) {
            int entry = slices.begin();
            one(array.get(j), "/" + j, rules, view);
            slices.end(entry);
        }
        List<List<Finding>> parts = slices.cut(sink.findings());
        for (int j = 0; j < parts.size(); j++) {
            entries.add(new ResponseEntry(OptionalInt.of(j), OptionalInt.empty(), parts.get(j)));
        }
    }

    /** The entry of a single response object (no index), unless the budget ran out before it kept anything. */
    private static void single(EntrySlices slices, List<ResponseEntry> entries, FindingSink sink) {
        List<List<Finding>> parts = slices.cut(sink.findings());
        if (!parts.isEmpty()) {
            entries.add(new ResponseEntry(OptionalInt.empty(), OptionalInt.empty(), parts.get(0)));
        }
    }

    private void one(JsonValue reply, String base, MethodRules rules, FindingSink sink) {
        EnvelopeResult envelope = layer.replies().envelope(reply, base, sink);
        if (rules != null && envelope.kind() == MessageKind.RESPONSE && envelope.message() != null) {
            layer.replies().payload(envelope.message(), rules, base, sink);
        }
    }

    private static void limited(Judge judge, FindingSink sink, String message) {
        if (judge.context != null) {
            sink.add(Finding.advisory(ContractCode.LIMITED_SCOPE, message, "", null));
        }
    }
}
