package dev.rpcgate.a2a;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import java.util.Objects;

/**
 * How a client would match the reply to its request, by the JSON-RPC {@code id} (never the nested {@code messageId}).
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
        /** An error reply with a null id to a request whose id could not be read: the only reply it could get. */
        ACCEPTED_NULL_ID("accepted-null-id"),
        /** The reply's id is not the request's: the client cannot take it as the answer to its call. */
        REJECTED_ID_MISMATCH("rejected-id-mismatch"),
        /** No reply at all (a notification): nothing confirms that the request was received or succeeded. */
        NO_RESPONSE("no-response");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        /** The label written in JSON, e.g. {@code accepted-null-id}. */
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
            return new Correlation(Verdict.ACCEPTED_NULL_ID, requestId, replyId);
        }
        boolean same = readable && id.equals(Id.of(replyId));
        return new Correlation(same ? Verdict.ACCEPTED : Verdict.REJECTED_ID_MISMATCH, requestId, replyId);
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
