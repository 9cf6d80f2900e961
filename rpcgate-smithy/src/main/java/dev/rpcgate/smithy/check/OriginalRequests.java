package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.ParseCode;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.payload.FindingSink;

import java.util.List;

/**
 * Reads an original request into the {@link Expectation} it sets for its reply. The original gets its own bounded
 * checks; one that is not strict JSON within the limits (duplicate keys, size, depth) or whose checks ran out of
 * budget cannot prove any reply right or wrong, so it fails context validation rather than counting as unreadable.
 */
final class OriginalRequests {
    static final Id NULL_ID = Id.of(JsonNull.NULL);
    private static final List<ParseCode> NOT_PROVABLE = List.of(ParseCode.DUPLICATE_KEY, ParseCode.SIZE_LIMIT,
            ParseCode.DEPTH_LIMIT);

    private final RequestCheck requests;
    private final JsonRpcVersion version;
    private final JsonReader reader;
    private final int budget;

    OriginalRequests(RequestCheck requests, JsonRpcVersion version, JsonReader reader, int budget) {
        this.requests = requests;
        this.version = version;
        this.reader = reader;
        this.budget = budget;
    }

    /** The expectation of one original request given as text. */
    Expectation single(String text) {
        JsonParse parse = reader.read(text);
        if (!parse.isValid()) {
            return unreadable(parse.findings().get(0), "the original request");
        }
        return classify(parse.value());
    }

    /**
     * The expectation of one original request already read into a value: the nesting bound applies as the reader's
     * would (the size bound is the reader's, which read it already).
     */
    Expectation single(JsonValue value) {
        FindingSink bounds = FindingSink.withBudget(1);
        if (!DocumentBounds.check(value, reader.limits(), "", bounds)) {
            return unreadable(bounds.findings().get(0), "the original request");
        }
        return classify(value);
    }

    private Expectation classify(JsonValue value) {
        if (value instanceof JsonArray) {
            return new Expectation.Unusable(List.of(Finding.error(EnvelopeCode.UNSUPPORTED_MESSAGE,
                    "expected one original request, found an array (a batch): check a batch response against its"
                            + " original batch instead", "", null)));
        }
        FindingSink sink = FindingSink.withBudget(budget);
        ClassifiedRequest c = requests.single(value, sink).request();
        if (sink.exhausted()) {
            return incomplete("the original request", budget);
        }
        return of(c, "the original request");
    }

    /** The expectation of unreadable original text: -32700 in 2.0, unless the text is not provably unreadable. */
    Expectation unreadable(Finding parseFinding, String what) {
        if (NOT_PROVABLE.stream().anyMatch(parseFinding::is)) {
            return invalid("expected " + what + " as strict JSON within the limits, found " + parseFinding.code()
                    + (parseFinding.path().isEmpty() ? "" : " at " + parseFinding.path()) + " (" + parseFinding.message()
                    + "), so no reply can be proved right or wrong");
        }
        if (version == JsonRpcVersion.V1_0) {
            return invalid("expected " + what + " as JSON, found " + parseFinding.code()
                    + "; JSON-RPC 1.0 defines no reply to unreadable text");
        }
        return new Expectation.ProtocolError(ErrorCodes.PARSE_ERROR, NULL_ID, null,
                what + " is not valid JSON (" + parseFinding.code() + ")");
    }

    /** The context failure for an original whose checks ran out of budget. */
    static Expectation incomplete(String what, int budget) {
        return invalid("expected " + what + " to be checked completely, but it has more than " + budget
                + " findings, so no reply can be proved right or wrong");
    }

    /** The expectation a classified request sets. */
    Expectation of(ClassifiedRequest c, String what) {
        boolean v2 = version == JsonRpcVersion.V2_0;
        return switch (c.status()) {
            case NOT_A_REQUEST -> invalid("expected " + what + " to be a request, found a response");
            case INVALID_ENVELOPE -> v2
                    ? new Expectation.ProtocolError(ErrorCodes.INVALID_REQUEST, c.replyId(), null,
                    what + " is not a valid request")
                    : invalid("expected " + what + " to be a valid 1.0 request, found an invalid one;"
                    + " JSON-RPC 1.0 defines no error reply to it");
            case UNKNOWN_METHOD, INVALID_PARAMS -> {
                String why = c.status() == ClassifiedRequest.Status.UNKNOWN_METHOD
                        ? what + " names method \"" + c.method() + "\", which the service does not have"
                        : what + "'s params break the contract of " + c.method();
                if (c.kind() == MessageKind.NOTIFICATION) {
                    yield new Expectation.NoReply(what + " is a notification");
                }
                long code = c.status() == ClassifiedRequest.Status.UNKNOWN_METHOD
                        ? ErrorCodes.METHOD_NOT_FOUND : ErrorCodes.INVALID_PARAMS;
                yield v2 ? new Expectation.ProtocolError(code, c.replyId(), c.rules(), why)
                        : new Expectation.AnyError(c.replyId(), c.rules(), why);
            }
            case VALID -> c.kind() == MessageKind.NOTIFICATION
                    ? new Expectation.NoReply(what + " is a notification")
                    : new Expectation.Answer(c.rules(), c.replyId());
        };
    }

    private static Expectation invalid(String message) {
        return new Expectation.Unusable(List.of(Finding.error(ContractCode.INVALID_CONTEXT, message, "", null)));
    }
}
