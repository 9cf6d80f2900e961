package dev.rpcgate.a2a;

import static dev.rpcgate.a2a.validation.A2aCode.REPLY_ID_MISMATCH;
import static dev.rpcgate.a2a.validation.A2aCode.UNCORRELATED_REPLY;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.message.Id;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How a client would match the reply to its request, by the JSON-RPC {@code id} (never the nested {@code messageId}).
 * The same decision is the CORRELATION gate's outcome ({@link #outcome}): whatever the reply, a result or an error, the
 * client checks its id against the call's, so the verdict and the gate never disagree.
 *
 * @param verdict   the outcome
 * @param requestId the request's id as written, or JSON {@code null} when it has none or could not be read
 * @param replyId   the reply's id, or JSON {@code null} when there is no reply
 */
public record Correlation(Verdict verdict, JsonValue requestId, JsonValue replyId) {
    /** Checks the parts. */
    public Correlation {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(requestId, "requestId");
        Objects.requireNonNull(replyId, "replyId");
    }

    /** The outcomes, each with its stable label. */
    public enum Verdict {
        /** The reply's id equals the request's (by value: {@code 1} and {@code 1.0} are one id). */
        ACCEPTED("accepted"),
        /**
         * An error reply with a null id to a request whose id could not be read (unparseable text, an invalid or
         * missing id): the right reply, but the client cannot tell which of its calls it answers.
         */
        UNCORRELATED("uncorrelated"),
        /** The reply's id is not the request's: the client cannot take it as the answer to its call. */
        REJECTED_ID_MISMATCH("rejected-id-mismatch"),
        /** No reply at all (a notification): nothing confirms that the request was received or succeeded. */
        NO_RESPONSE("no-response");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        /** The label written in JSON, e.g. {@code rejected-id-mismatch}. */
        public String label() {
            return label;
        }
    }

    /**
     * The correlation of a reply with the request it answers.
     *
     * @param request the request as read (an object, another value, or {@code null} when the text was not JSON)
     * @param reply   the reply object, or {@code null} when there is none
     */
    static Correlation of(JsonValue request, JsonValue reply) {
        JsonValue idValue = request instanceof JsonObject o ? o.get("id") : null;
        Id id = Id.of(idValue);
        boolean readable = idValue != null && !(id instanceof Id.Structured);
        JsonValue requestId = idValue == null ? JsonNull.NULL : idValue;
        if (!(reply instanceof JsonObject r)) {
            return new Correlation(Verdict.NO_RESPONSE, requestId, JsonNull.NULL);
        }
        JsonValue replyIdValue = r.get("id");
        JsonValue replyId = replyIdValue == null ? JsonNull.NULL : replyIdValue;
        if (!readable && replyId instanceof JsonNull) {
            return new Correlation(Verdict.UNCORRELATED, requestId, replyId);
        }
        boolean same = readable && id.equals(Id.of(replyId));
        return new Correlation(same ? Verdict.ACCEPTED : Verdict.REJECTED_ID_MISMATCH, requestId, replyId);
    }

    /**
     * The CORRELATION gate's outcome for this verdict: passed when accepted (with {@code advisories}), failed with
     * {@code ReplyIdMismatch} or {@code UncorrelatedReply} (and the advisories), not run when no reply came.
     *
     * @param request the request as read, for the location of its id ({@code null} when the text was not JSON)
     */
    GateOutcome outcome(JsonValue request, List<Finding> advisories) {
        SourceLocation at = request instanceof JsonObject o && o.get("id") != null
                ? o.get("id").location().orElse(null) : null;
        List<Finding> findings = new ArrayList<>(advisories);
        GateStatus status = switch (verdict) {
            case ACCEPTED -> GateStatus.PASSED;
            case NO_RESPONSE -> GateStatus.NOT_RUN;
            case REJECTED_ID_MISMATCH -> {
                findings.add(Finding.error(REPLY_ID_MISMATCH, "the reply's id " + shortText(replyId)
                        + " is not the request's id " + shortText(requestId) + ": the client cannot take it as the"
                        + " answer to its call, though the receiver did the work", "/id", at));
                yield GateStatus.FAILED;
            }
            case UNCORRELATED -> {
                findings.add(Finding.error(UNCORRELATED_REPLY, "the error reply's id is null because the request's id"
                        + " could not be read: the client cannot tell which of its calls this error answers", "/id", at));
                yield GateStatus.FAILED;
            }
        };
        return new GateOutcome(Gate.CORRELATION, status, status == GateStatus.NOT_RUN ? List.of() : findings);
    }

    /** An id as written, cut to 40 characters for a message. */
    static String shortText(JsonValue v) {
        String s = JsonWriter.write(v);
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }

    /** {@code {"verdict": …, "requestId": …, "replyId": …}}. */
    public JsonObject toJson() {
        return JsonObject.builder()
                .put("verdict", verdict.label())
                .put("requestId", requestId)
                .put("replyId", replyId)
                .build();
    }
}
