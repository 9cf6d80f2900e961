package dev.rpcgate.core.message;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The ENVELOPE gate for one object: the JSON-RPC 2.0 or 1.0 rules for requests, notifications and responses.
 * Unknown members are ignored. Stateless and thread-safe.
 */
public final class Envelope {
    private static final Id NULL_REPLY_ID = Id.of(JsonNull.NULL);

    private Envelope() {
    }

    /**
     * Checks one value (an element of a batch, or a whole document that is not an array).
     *
     * @param value   the value
     * @param version the version to read it as
     * @param path    the JSON Pointer of the value ({@code ""} for a whole document, {@code "/3"} for a batch element)
     */
    public static EnvelopeResult check(JsonValue value, JsonRpcVersion version, String path) {
        if (!(value instanceof JsonObject o)) {
            String what = value instanceof JsonArray ? "an array inside a batch" : aType(value);
            Finding f = finding(EnvelopeCode.NOT_AN_OBJECT, "a JSON-RPC message is an object, not " + what, path, value);
            return new EnvelopeResult(null, null, NULL_REPLY_ID, List.of(f));
        }
        return new Check(o, version, path).run();
    }

    static Finding finding(EnvelopeCode code, String message, String path, JsonValue at) {
        return new Finding(code.code(), code.severity(), message, path, at.location().orElse(null));
    }

    /** One check of one object; collects findings in member order. */
    private static final class Check {
        private final JsonObject o;
        private final JsonRpcVersion version;
        private final String path;
        private List<Finding> findings = List.of(); // made on the first finding: most objects have none
        private boolean failed;

        Check(JsonObject o, JsonRpcVersion version, String path) {
            this.o = o;
            this.version = version;
            this.path = path;
        }

        private void add(EnvelopeCode code, String message, String member, JsonValue at) {
            if (findings.isEmpty()) {
                findings = new ArrayList<>(2);
            }
            findings.add(finding(code, message, member == null ? path : path + "/" + member, at == null ? o : at));
            failed |= code.severity() == dev.rpcgate.core.gate.Severity.ERROR;
        }

        EnvelopeResult run() {
            return version == JsonRpcVersion.V2_0 ? run20() : run10();
        }

        // run20 is split into small steps so that the JIT can inline the whole check of a valid request (one
        // method of over 325 bytes of bytecode is not inlined, and the Check would be allocated for every message)
        private EnvelopeResult run20() {
            JsonValue jsonrpc = o.get("jsonrpc");
            if (jsonrpc == null || !(jsonrpc instanceof JsonString s) || !s.valueEquals("2.0")) {
                wrongVersion(jsonrpc);
            }
            JsonValue idValue = o.get("id");
            Id id = Id.of(idValue);
            boolean idValid = !(id instanceof Id.Structured);
            if (!idValid || id instanceof Id.Numeric n && !n.value().isIntegral()) {
                badId(id, idValue);
            }
            Id replyId = idValid && idValue != null ? id : NULL_REPLY_ID;
            JsonValue method = o.get("method");
            return method != null ? request20(method, idValue, id, replyId) : response20(idValue, id, replyId);
        }

        private void wrongVersion(JsonValue jsonrpc) {
            if (jsonrpc == null) {
                add(EnvelopeCode.MISSING_VERSION, "no \"jsonrpc\" member: a 2.0 message carries \"jsonrpc\": \"2.0\"", null, null);
            } else {
                add(EnvelopeCode.WRONG_VERSION, "\"jsonrpc\" is " + shortText(jsonrpc) + ", not exactly the string \"2.0\"",
                        "jsonrpc", jsonrpc);
            }
        }

        private void badId(Id id, JsonValue idValue) {
            if (id instanceof Id.Structured) {
                add(EnvelopeCode.INVALID_ID, "the id is " + aType(idValue)
                        + ": a 2.0 id is a string, a number or null", "id", idValue);
            } else {
                add(EnvelopeCode.FRACTIONAL_ID, "the id " + ((Id.Numeric) id).value().lexeme()
                        + " has a fractional part, which 2.0 says ids should not have", "id", idValue);
            }
        }

        private EnvelopeResult request20(JsonValue method, JsonValue idValue, Id id, Id replyId) {
            MessageKind kind = idValue == null ? MessageKind.NOTIFICATION : MessageKind.CALL;
            if (id instanceof Id.Null) {
                nullId(idValue);
            }
            String name = methodName(method);
            JsonValue params = o.get("params");
            if (params != null && !(params instanceof JsonArray) && !(params instanceof JsonObject)) {
                paramsNotStructured(params);
            }
            return request(kind, id, name, params, replyId);
        }

        /** The request's result: its message when no finding failed it, none otherwise. */
        private EnvelopeResult request(MessageKind kind, Id id, String name, JsonValue params, Id replyId) {
            if (failed) {
                return new EnvelopeResult(kind, null, replyId, findings);
            }
            Message m = kind == MessageKind.CALL
                    ? new Message.Call(version, id, name, params, o)
                    : new Message.Notification(version, name, params, o);
            return new EnvelopeResult(kind, m, replyId, findings);
        }

        private void nullId(JsonValue idValue) {
            add(EnvelopeCode.NULL_ID, "the id is null: its reply cannot be told from the reply to an unreadable"
                    + " request; use a string or number id, or omit it for a notification", "id", idValue);
        }

        private void paramsNotStructured(JsonValue params) {
            add(EnvelopeCode.PARAMS_NOT_STRUCTURED, "\"params\" is " + aType(params)
                    + ": it must be an array or an object, or be left out", "params", params);
        }

        private EnvelopeResult response20(JsonValue idValue, Id id, Id replyId) {
            JsonValue result = o.get("result"); // looked up only here: a request has no use for them
            JsonValue error = o.get("error");
            if (result != null || error != null) {
                if (idValue == null) {
                    add(EnvelopeCode.MISSING_ID, "a response carries the id of its call (null when that was unreadable)",
                            null, null);
                }
                if (result != null && error != null) {
                    add(EnvelopeCode.RESULT_AND_ERROR, "a response has exactly one of \"result\" and \"error\", not both",
                            "error", error);
                }
                RpcError rpcError = error == null ? null : errorObject(error);
                if (failed) {
                    return new EnvelopeResult(MessageKind.RESPONSE, null, replyId, findings);
                }
                Message m = rpcError == null
                        ? new Message.Success(version, id, result, o)
                        : new Message.Failure(version, id, rpcError, null, o);
                return new EnvelopeResult(MessageKind.RESPONSE, m, replyId, findings);
            }
            add(EnvelopeCode.MISSING_METHOD, "the object has neither \"method\" (a request) nor \"result\" or \"error\""
                    + " (a response)", null, null);
            return new EnvelopeResult(null, null, replyId, findings);
        }

        private String methodName(JsonValue method) {
            if (!(method instanceof JsonString s)) {
                add(EnvelopeCode.METHOD_NOT_STRING, "\"method\" is " + aType(method) + ": it must be a string",
                        "method", method);
                return null;
            }
            if (version == JsonRpcVersion.V2_0 && s.value().startsWith("rpc.")) {
                add(EnvelopeCode.RESERVED_METHOD, "method names that begin with \"rpc.\" are reserved for"
                        + " system extensions", "method", method);
            }
            return s.value();
        }

        private RpcError errorObject(JsonValue error) {
            if (!(error instanceof JsonObject e)) {
                add(EnvelopeCode.ERROR_NOT_OBJECT, "\"error\" is " + aType(error)
                        + ": it must be an object with \"code\" and \"message\"", "error", error);
                return null;
            }
            JsonValue code = e.get("code");
            JsonValue message = e.get("message");
            JsonNumber codeNumber = null;
            if (code == null) {
                add(EnvelopeCode.ERROR_CODE_NOT_INTEGER, "the error has no \"code\": it must be an integer",
                        "error", error);
            } else if (!(code instanceof JsonNumber n) || !n.isIntegral()) {
                add(EnvelopeCode.ERROR_CODE_NOT_INTEGER, "the error code " + shortText(code)
                        + " is not an integer", "error/code", code);
            } else {
                codeNumber = n;
                if (new RpcError(n, "", null, e).range() == ErrorCodes.Range.RESERVED_UNASSIGNED) {
                    add(EnvelopeCode.RESERVED_ERROR_CODE, "the error code " + n.lexeme() + " lies in the reserved range"
                            + " -32768..-32000 but is not assigned", "error/code", code);
                }
            }
            if (message == null) {
                add(EnvelopeCode.ERROR_MESSAGE_NOT_STRING, "the error has no \"message\": it must be a string",
                        "error", error);
            } else if (!(message instanceof JsonString)) {
                add(EnvelopeCode.ERROR_MESSAGE_NOT_STRING, "the error message is " + aType(message)
                        + ": it must be a string", "error/message", message);
            }
            if (codeNumber == null || !(message instanceof JsonString text)) {
                return null;
            }
            return new RpcError(codeNumber, text.value(), e.get("data"), e);
        }

        private EnvelopeResult run10() {
            JsonValue idValue = o.get("id");
            Id id = Id.of(idValue);
            Id replyId = idValue == null ? NULL_REPLY_ID : id;
            JsonValue method = o.get("method");
            if (method != null) {
                MessageKind kind = id instanceof Id.Null ? MessageKind.NOTIFICATION : MessageKind.CALL;
                if (idValue == null) {
                    add(EnvelopeCode.MISSING_ID, "a 1.0 request carries an id (null for a notification)", null, null);
                }
                String name = methodName(method);
                JsonValue params = o.get("params");
                if (!(params instanceof JsonArray)) {
                    add(EnvelopeCode.PARAMS_NOT_ARRAY, params == null
                            ? "a 1.0 request carries \"params\" as an array"
                            : "\"params\" is " + aType(params) + ": 1.0 params are an array",
                            params == null ? null : "params", params);
                }
                return request(kind, id, name, params, replyId);
            }
            JsonValue result = o.get("result");
            JsonValue error = o.get("error");
            if (result != null || error != null) {
                if (idValue == null) {
                    add(EnvelopeCode.MISSING_ID, "a 1.0 response carries the id of its call", null, null);
                }
                if (result == null) {
                    add(EnvelopeCode.MISSING_RESULT, "a 1.0 response carries \"result\" (null on failure)", null, null);
                }
                if (error == null) {
                    add(EnvelopeCode.MISSING_ERROR, "a 1.0 response carries \"error\" (null on success)", null, null);
                }
                boolean isError = error != null && !(error instanceof JsonNull);
                if (isError && result != null && !(result instanceof JsonNull)) {
                    add(EnvelopeCode.RESULT_AND_ERROR, "a 1.0 error response has a null \"result\"", "result", result);
                }
                if (failed) {
                    return new EnvelopeResult(MessageKind.RESPONSE, null, replyId, findings);
                }
                Message m = isError
                        ? new Message.Failure(version, id, null, error, o)
                        : new Message.Success(version, id, result, o);
                return new EnvelopeResult(MessageKind.RESPONSE, m, replyId, findings);
            }
            add(EnvelopeCode.MISSING_METHOD, "the object has neither \"method\" (a request) nor \"result\" and"
                    + " \"error\" (a response)", null, null);
            return new EnvelopeResult(null, null, replyId, findings);
        }
    }

    /** A value's type with its article, for messages: {@code an object}, {@code a string}, {@code null}. */
    static String aType(JsonValue v) {
        return switch (v) {
            case JsonObject ignored -> "an object";
            case JsonArray ignored -> "an array";
            case JsonNull ignored -> "null";
            default -> "a " + v.typeName();
        };
    }

    /** A value's JSON text, cut short for messages. */
    static String shortText(JsonValue v) {
        String s = JsonWriter.write(v);
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }
}
