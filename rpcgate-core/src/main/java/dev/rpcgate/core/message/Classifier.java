package dev.rpcgate.core.message;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonSketch;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Runs PARSE and ENVELOPE for a document (each batch element on its own) and hands every envelope-valid message to
 * the face's {@link MessageStage} for its later gates, then derives the trace: kind, first failed gate and code,
 * whether a reply is due and which. The one place a classification is made; every face builds on it. Immutable and
 * thread-safe when its stage is.
 *
 * <p>A batch with more entries than {@link #maxBatchEntries()} fails ENVELOPE as a whole ({@code BatchTooLarge}) before
 * any entry is looked at: no entry is checked or run, and the one reply is a -32600 object with {@code id: null}.
 *
 * <p>A face whose gates need the request's context (a gateway's path, its headers) classifies each document with its
 * own {@link EnvelopeRule} and {@link MessageStage}: {@link #classify(JsonParse, EnvelopeRule, MessageStage)}. A face
 * given a value already read classifies it without reading it again: {@link #classify(JsonValue, EnvelopeRule,
 * MessageStage)}.
 */
public final class Classifier {
    /** The default bound on the entries of one batch. */
    public static final int DEFAULT_MAX_BATCH_ENTRIES = 1024;

    private final JsonRpcVersion version;
    private final List<Gate> gates;
    private final MessageStage stage;
    private final int maxBatchEntries;
    private volatile Trace[] cleanTraces; // by kind and whether a reply is due, made on first use; see clean(..)

    /**
     * A classifier for one face.
     *
     * @param version         the version to read messages as
     * @param gates           the gates the face runs, in order, starting with PARSE and ENVELOPE
     * @param stage           the face's gates after ENVELOPE, run for each envelope-valid message
     * @param maxBatchEntries the most entries a batch may hold (at least 1)
     */
    public Classifier(JsonRpcVersion version, List<Gate> gates, MessageStage stage, int maxBatchEntries) {
        this.version = Objects.requireNonNull(version, "version");
        this.gates = List.copyOf(gates);
        this.stage = Objects.requireNonNull(stage, "stage");
        if (this.gates.size() < 2 || this.gates.get(0) != Gate.PARSE || this.gates.get(1) != Gate.ENVELOPE) {
            throw new IllegalArgumentException("a face's gates start with PARSE, ENVELOPE: " + gates);
        }
        if (maxBatchEntries < 1) {
            throw new IllegalArgumentException("maxBatchEntries must be at least 1, was " + maxBatchEntries);
        }
        this.maxBatchEntries = maxBatchEntries;
    }

    /** A classifier for one face with batches of at most {@value #DEFAULT_MAX_BATCH_ENTRIES} entries. */
    public Classifier(JsonRpcVersion version, List<Gate> gates, MessageStage stage) {
        this(version, gates, stage, DEFAULT_MAX_BATCH_ENTRIES);
    }

    /** The version messages are read as. */
    public JsonRpcVersion version() {
        return version;
    }

    /** The most entries a batch may hold; a larger one fails ENVELOPE with {@code BatchTooLarge}. */
    public int maxBatchEntries() {
        return maxBatchEntries;
    }

    /** Classifies a document already read, with the classifier's stage and no face rule at ENVELOPE. */
    public Trace classify(JsonParse parse) {
        return classify(parse, EnvelopeRule.NONE, stage);
    }

    /**
     * Classifies a document already read with a face's rule at ENVELOPE and its later gates for this document alone,
     * in place of the classifier's own stage.
     *
     * @param parse the document
     * @param rule  the face's own ENVELOPE conditions, {@link EnvelopeRule#NONE} for none
     * @param stage the face's gates after ENVELOPE for this document's messages
     */
    public Trace classify(JsonParse parse, EnvelopeRule rule, MessageStage stage) {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(stage, "stage");
        TraceRecorder r = new TraceRecorder(gates);
        if (!parse.isValid()) {
            return parseFailed(kindOf(parse.sketch()), parse.findings(), r);
        }
        return value(parse.value(), r, rule, stage);
    }

    /**
     * Classifies a value already read, with the classifier's stage and no face rule at ENVELOPE: PARSE passes, as it
     * did when the value was read (see {@link #classify(JsonValue, EnvelopeRule, MessageStage)}).
     */
    public Trace classify(JsonValue value) {
        return classify(value, EnvelopeRule.NONE, stage);
    }

    /**
     * Classifies a value already read, by a bounded reader or by other means whose bounds the face checked: PARSE
     * passes without reading anything again, and the value goes on to ENVELOPE and the face's later gates exactly as
     * the value of a {@link JsonParse} does.
     *
     * @param value the document's value
     * @param rule  the face's own ENVELOPE conditions, {@link EnvelopeRule#NONE} for none
     * @param stage the face's gates after ENVELOPE for this document's messages
     */
    public Trace classify(JsonValue value, EnvelopeRule rule, MessageStage stage) {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(stage, "stage");
        return value(value, new TraceRecorder(gates), rule, stage);
    }

    /**
     * Classifies one message whose envelope the face already checked ({@link Envelope#check} of a value that is no
     * array, at this classifier's version and the path {@code ""}), without checking it again: PARSE passes, and the
     * message goes on to the rule's ENVELOPE conditions and the face's later gates exactly as that value would in
     * {@link #classify(JsonValue, EnvelopeRule, MessageStage)}.
     *
     * @param envelope what the version's rules found for the message
     * @param rule     the face's own ENVELOPE conditions, {@link EnvelopeRule#NONE} for none
     * @param stage    the face's gates after ENVELOPE for the message
     */
    public Trace classify(EnvelopeResult envelope, EnvelopeRule rule, MessageStage stage) {
        Objects.requireNonNull(envelope, "envelope");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(stage, "stage");
        TraceRecorder r = new TraceRecorder(gates);
        r.passed(Gate.PARSE, List.of());
        return single(envelope, r, null, rule, stage);
    }

    /**
     * Classifies a batch whose elements' envelopes the face already checked ({@link Envelope#check} of element
     * {@code i} at this classifier's version and the path {@code "/i"}), without checking them again: PARSE passes,
     * and the batch goes on exactly as that array would in {@link #classify(JsonValue, EnvelopeRule, MessageStage)}.
     *
     * @param batch     the array as read
     * @param envelopes what the version's rules found for each element, in order, one per element
     * @param rule      the face's own ENVELOPE conditions, {@link EnvelopeRule#NONE} for none
     * @param stage     the face's gates after ENVELOPE for the batch's messages
     */
    public Trace classify(JsonArray batch, List<EnvelopeResult> envelopes, EnvelopeRule rule, MessageStage stage) {
        Objects.requireNonNull(batch, "batch");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(stage, "stage");
        if (envelopes.size() != batch.size()) {
            throw new IllegalArgumentException("expected one envelope per element (" + batch.size() + "), found "
                    + envelopes.size());
        }
        TraceRecorder r = new TraceRecorder(gates);
        r.passed(Gate.PARSE, List.of());
        return batch(batch, List.copyOf(envelopes), r, rule, stage);
    }

    /**
     * Classifies a value that its face found over the reader's bounds (nesting too deep for a value that did not come
     * through the reader): PARSE fails with {@code parseFindings}, as it would have had the text been read, and the
     * kind is told from the value's top level, as for text that failed PARSE.
     *
     * @param value         the document's value
     * @param parseFindings what the face's own PARSE found, at least one ERROR
     */
    public Trace unreadable(JsonValue value, List<Finding> parseFindings) {
        return parseFailed(kindOf(JsonSketch.of(value)), parseFindings, new TraceRecorder(gates));
    }

    private Trace value(JsonValue value, TraceRecorder r, EnvelopeRule rule, MessageStage stage) {
        r.passed(Gate.PARSE, List.of());
        if (value instanceof JsonArray batch) {
            return batch(batch, null, r, rule, stage);
        }
        return single(Envelope.check(value, version, ""), r, null, rule, stage);
    }

    private Trace parseFailed(MessageKind kind, List<Finding> findings, TraceRecorder r) {
        r.failed(Gate.PARSE, findings, ErrorCodes.PARSE_ERROR);
        boolean due = version == JsonRpcVersion.V2_0; // 1.0 defines no reply to unreadable text
        return r.finish(kind, due, due ? Replies.error(null, ErrorCodes.PARSE_ERROR) : null, List.of());
    }

    /**
     * The kind of a document that failed PARSE, as far as its top level tells: an array is a batch; an object with
     * {@code method} is a call when it has a (2.0: any; 1.0: non-null) id, a notification when it was read to its end
     * without one; an object with {@code result} or {@code error} is a response; anything else cannot be told.
     */
    MessageKind kindOf(JsonSketch sketch) {
        if ("array".equals(sketch.opener())) {
            return MessageKind.BATCH;
        }
        if (!"object".equals(sketch.opener())) {
            return null;
        }
        Map<String, String> members = sketch.memberTypes();
        if (members.containsKey("method")) {
            if (members.containsKey("id")) {
                String idType = members.get("id");
                if (version == JsonRpcVersion.V2_0) {
                    return MessageKind.CALL;
                }
                return idType == null ? null : idType.equals("null") ? MessageKind.NOTIFICATION : MessageKind.CALL;
            }
            if (!sketch.closed()) {
                return null; // the id may come later in the text
            }
            return version == JsonRpcVersion.V2_0 ? MessageKind.NOTIFICATION : MessageKind.CALL; // as Envelope reads it
        }
        return members.containsKey("result") || members.containsKey("error") ? MessageKind.RESPONSE : null;
    }

    private Trace single(EnvelopeResult envelope, TraceRecorder r, Integer index, EnvelopeRule rule,
                         MessageStage stage) {
        r.record(Gate.ENVELOPE, join(envelope.findings(), rule.checkMessage(envelope)));
        MessageKind kind = envelope.kind();
        boolean wellFormed = envelope.isValid();
        boolean valid = wellFormed && !r.hasFailed(); // the face's rule may refuse what the version allows
        boolean due = wellFormed ? kind == MessageKind.CALL : kind != MessageKind.RESPONSE;
        JsonValue reply = null;
        if (valid) {
            JsonValue produced = stage.run(envelope.message(), r);
            reply = due ? produced : null; // a notification never gets a reply, whatever its later gates found
        } else if (due) {
            if (version == JsonRpcVersion.V2_0) {
                reply = Replies.error(envelope.replyId(), ErrorCodes.INVALID_REQUEST);
            } else {
                due = envelope.replyId().isPresentValue(); // 1.0: no standard error reply; due only to a real id
            }
        }
        Trace t = reply == null && r.passedCleanly() ? clean(kind, due) : r.finish(kind, due, reply, List.of());
        return index == null ? t : t.atIndex(index);
    }

    /**
     * The trace of a message of {@code kind} that passed every gate without a finding and got no reply from the
     * face: always the same, so made once per classifier (on first use) and shared; a trace is immutable.
     */
    private Trace clean(MessageKind kind, boolean due) {
        int slot = kind.ordinal() * 2 + (due ? 1 : 0);
        Trace[] made = cleanTraces;
        if (made == null) {
            made = new Trace[MessageKind.values().length * 2];
            cleanTraces = made;
        }
        Trace t = made[slot];
        if (t == null) {
            TraceRecorder r = new TraceRecorder(gates);
            for (Gate g : gates) {
                r.passed(g, List.of());
            }
            t = r.finish(kind, due, null, List.of());
            made[slot] = t; // a race makes an equal trace twice, never a wrong one (its fields are final)
        }
        return t;
    }

    /** {@code given}: each element's envelope as the face found it, or {@code null} to check them here. */
    private Trace batch(JsonArray batch, List<EnvelopeResult> given, TraceRecorder r, EnvelopeRule rule,
                        MessageStage stage) {
        List<Finding> face = rule.checkBatch(batch);
        boolean v2 = version == JsonRpcVersion.V2_0;
        if (hasError(face)) { // the face's refusal is its own in either version; 1.0 defines no reply to a batch
            r.failed(Gate.ENVELOPE, face, ErrorCodes.INVALID_REQUEST);
            return r.finish(MessageKind.BATCH, v2, v2 ? Replies.error(null, ErrorCodes.INVALID_REQUEST) : null,
                    List.of());
        }
        if (!v2) {
            r.failed(Gate.ENVELOPE, join(face, List.of(Envelope.finding(EnvelopeCode.UNSUPPORTED_MESSAGE,
                    "JSON-RPC 1.0 has no batches: send one object per message", "", batch))), ErrorCodes.INVALID_REQUEST);
            return r.finish(MessageKind.BATCH, false, null, List.of());
        }
        if (batch.isEmpty()) {
            r.failed(Gate.ENVELOPE, join(face, List.of(Envelope.finding(EnvelopeCode.EMPTY_BATCH,
                    "an empty array is not a batch: a batch holds at least one message", "", batch))),
                    ErrorCodes.INVALID_REQUEST);
            return r.finish(MessageKind.BATCH, true, Replies.error(null, ErrorCodes.INVALID_REQUEST), List.of());
        }
        if (batch.size() > maxBatchEntries) {
            return tooLarge(batch, r, face);
        }
        List<Trace> entries = new ArrayList<>(batch.size());
        List<EnvelopeResult> results = new ArrayList<>(batch.size());
        for (int i = 0; i < batch.size(); i++) {
            EnvelopeResult e = given != null ? given.get(i) : Envelope.check(batch.get(i), version, "/" + i);
            results.add(e);
            TraceRecorder er = new TraceRecorder(gates).passed(Gate.PARSE, List.of());
            entries.add(single(e, er, i, rule, stage));
        }
        r.passed(Gate.ENVELOPE, join(face, ambiguousIds(results)));
        stage.finishBatch(batch, r);
        List<JsonValue> replies = new ArrayList<>();
        boolean due = false;
        for (Trace e : entries) {
            due |= e.replyDue();
            e.findReply().ifPresent(replies::add);
        }
        return r.finish(MessageKind.BATCH, due, replies.isEmpty() ? null : JsonArray.of(replies), entries);
    }

    /**
     * A batch over the entry bound: refused whole before any entry is checked, so its cost stays the parsed tree. The
     * reply is one object, as for {@code []}; like a message refused for its size it carries the finding in
     * {@code error.data.findings}, since the peer cannot otherwise tell which of its batches was refused, or why.
     */
    private Trace tooLarge(JsonArray batch, TraceRecorder r, List<Finding> advisories) {
        Finding f = Envelope.finding(EnvelopeCode.BATCH_TOO_LARGE, "the batch has " + batch.size()
                + " entries, over the limit of " + maxBatchEntries + ": none of them is processed", "", batch);
        r.failed(Gate.ENVELOPE, join(advisories, List.of(f)), ErrorCodes.INVALID_REQUEST);
        JsonObject data = JsonObject.builder().put("findings", TraceJson.findings(List.of(f))).build();
        return r.finish(MessageKind.BATCH, true, Replies.error(null, ErrorCodes.INVALID_REQUEST,
                ErrorCodes.messageFor(ErrorCodes.INVALID_REQUEST), data), List.of());
    }

    private static boolean hasError(List<Finding> findings) {
        for (Finding f : findings) {
            if (f.isError()) {
                return true;
            }
        }
        return false;
    }

    /** Both lists in order; either one itself when the other is empty (the common case allocates nothing). */
    private static List<Finding> join(List<Finding> first, List<Finding> second) {
        if (second.isEmpty()) {
            return first;
        }
        if (first.isEmpty()) {
            return second;
        }
        List<Finding> all = new ArrayList<>(first.size() + second.size());
        all.addAll(first);
        all.addAll(second);
        return all;
    }

    /** Advisories for calls in one batch that share an id: their replies cannot be told apart. */
    static List<Finding> ambiguousIds(List<EnvelopeResult> results) {
        Map<Id, Integer> first = new HashMap<>();
        List<Finding> out = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i).message() instanceof Message.Call call && call.id().isPresentValue()) {
                Integer earlier = first.putIfAbsent(call.id(), i);
                if (earlier != null) {
                    out.add(Envelope.finding(EnvelopeCode.AMBIGUOUS_ID, "calls " + earlier + " and " + i
                            + " of the batch share the id " + call.id().toJson() + ": their replies cannot be told apart",
                            "/" + i + "/id", call.source().get("id")));
                }
            }
        }
        return out;
    }
}
