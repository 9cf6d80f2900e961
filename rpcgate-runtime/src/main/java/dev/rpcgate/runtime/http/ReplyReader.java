package dev.rpcgate.runtime.http;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.RpcError;
import dev.rpcgate.runtime.RpcException;
import dev.rpcgate.runtime.http.HttpReplyException.Problem;
import java.util.OptionalLong;

/**
 * Reads the server's answer to one call: 200 with a JSON-RPC 2.0 response for the call's exact id. A result is
 * returned; an error is thrown as {@link RpcException}; anything else as {@link HttpReplyException}. An error reply
 * with a {@code null} id is the server's answer to this request (HTTP pairs them: it could not read the id, e.g. a
 * parse error), so it is thrown as the error it is; any other id is a CORRELATION failure.
 */
final class ReplyReader {
    private final JsonReader reader;

    ReplyReader(JsonReader reader) {
        this.reader = reader;
    }

    JsonValue result(int status, byte[] body, Id sent) throws HttpReplyException {
        if (status == 204) {
            throw new HttpReplyException(Problem.NO_REPLY, status, "the server answered 204 No Content to call "
                    + sent.toJson() + ", which is owed a reply", null);
        }
        if (status != 200) {
            throw new HttpReplyException(Problem.UNEXPECTED_STATUS, status, "the server answered HTTP " + status
                    + " to call " + sent.toJson(), null);
        }
        JsonParse parse = reader.read(body);
        if (!parse.isValid()) {
            throw invalid(status, "the reply is not JSON: " + parse.findings().get(0).message(), null);
        }
        JsonValue value = parse.value();
        if (value instanceof JsonArray) {
            throw invalid(status, "the reply to a single call is an array", value);
        }
        EnvelopeResult envelope = Envelope.check(value, JsonRpcVersion.V2_0, "");
        if (!envelope.isValid()) {
            String why = envelope.findings().stream().filter(Finding::isError).findFirst().map(Finding::message)
                    .orElse("invalid envelope");
            throw invalid(status, "the reply is not a JSON-RPC 2.0 response: " + why, value);
        }
        return switch (envelope.message()) {
            case Message.Success s -> {
                expectId(s.id(), sent, value);
                yield s.result();
            }
            case Message.Failure f -> {
                if (!(f.id() instanceof Id.Null)) {
                    expectId(f.id(), sent, value);
                }
                throw rpcException(f.error(), value);
            }
            default -> throw invalid(status, "the reply is a request, not a response", value);
        };
    }

    /** The body as JSON, or {@code null} when it is not (for reports). */
    JsonValue json(byte[] body) {
        return reader.read(body).value();
    }

    private static void expectId(Id got, Id sent, JsonValue reply) throws HttpReplyException {
        if (!got.equals(sent)) {
            throw new HttpReplyException(Problem.ID_MISMATCH, 200, "the reply's id " + got.toJson()
                    + " is not the call's id " + sent.toJson(), reply);
        }
    }

    private static RpcException rpcException(RpcError error, JsonValue reply) throws HttpReplyException {
        OptionalLong code = error.findCode();
        if (code.isEmpty()) {
            throw invalid(200, "the error code " + error.code().lexeme() + " does not fit a long", reply);
        }
        return new RpcException(code.getAsLong(), error.message(), error.data());
    }

    private static HttpReplyException invalid(int status, String message, JsonValue reply) {
        return new HttpReplyException(Problem.INVALID_REPLY, status, message, reply);
    }
}
