package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.payload.FindingOwner;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.JsonPath;
import dev.rpcgate.smithy.payload.ValueText;

import java.util.OptionalLong;

/**
 * Checks one response object: what its envelope is (core's rules, as the classifier found them), its result or error
 * against a method's contract, and its agreement with what the original request expects. Immutable.
 */
final class ReplyCheck {
    private final ValidationPolicy.LegacyErrors legacyErrors;

    ReplyCheck(ValidationPolicy.LegacyErrors legacyErrors) {
        this.legacyErrors = legacyErrors;
    }

    /**
     * Reports what the envelope check found for a reply (core's classifier checks it), and {@code NotAResponse} for a
     * request.
     */
    void report(EnvelopeResult envelope, JsonValue value, String base, FindingSink sink) {
        for (Finding f : envelope.findings()) {
            sink.add(f);
        }
        if (envelope.kind() == MessageKind.CALL || envelope.kind() == MessageKind.NOTIFICATION) {
            sink.error(ContractCode.NOT_A_RESPONSE, "expected a response (an object with \"result\" or \"error\"), found a "
                    + envelope.kind().label(), JsonPath.of(base), value, RequestCheck.NO_OWNER);
        }
    }

    /** Checks a response whose envelope was checked against what its original request expects. */
    void against(Expectation expected, EnvelopeResult envelope, String base, FindingSink sink) {
        if (expected instanceof Expectation.NoReply none) {
            sink.error(ContractCode.UNEXPECTED_RESPONSE, "expected no response, since " + none.why()
                    + ", which never gets one; found a response", JsonPath.of(base), null, RequestCheck.NO_OWNER);
            return;
        }
        if (expected instanceof Expectation.Unusable || !(envelope.message() instanceof Message m)
                || envelope.kind() != MessageKind.RESPONSE) {
            return;
        }
        JsonObject source = m.source();
        Id id = m instanceof Message.Success s ? s.id() : ((Message.Failure) m).id();
        Id want = expected.idOrNull();
        if (!id.equals(want)) {
            sink.error(ContractCode.ID_MISMATCH, "expected the id " + want.toJson() + " of the original request, found "
                    + id.toJson(), JsonPath.of(base + "/id"), source.get("id"), RequestCheck.NO_OWNER);
        }
        switch (expected) {
            case Expectation.ProtocolError p -> {
                if (m instanceof Message.Failure f && f.error() != null) {
                    if (!f.error().code().equals(JsonNumber.of(p.code()))) {
                        sink.error(ContractCode.ERROR_MISMATCH, "expected error code " + p.code() + ", since " + p.why()
                                + ", found " + f.error().code().lexeme(), JsonPath.of(base + "/error/code"),
                                f.error().code(), RequestCheck.NO_OWNER);
                    }
                } else if (m instanceof Message.Failure) {
                    sink.error(ContractCode.ERROR_MISMATCH, "expected error code " + p.code() + ", since " + p.why()
                            + ", found an error without one", JsonPath.of(base + "/error"), source.get("error"),
                            RequestCheck.NO_OWNER);
                } else {
                    sink.error(ContractCode.ERROR_MISMATCH, "expected an error with code " + p.code() + ", since "
                            + p.why() + ", found a result", JsonPath.of(base + "/result"), source.get("result"),
                            RequestCheck.NO_OWNER);
                }
            }
            case Expectation.AnyError a -> {
                if (m instanceof Message.Failure f) {
                    legacyError(f, null, base, sink);
                } else {
                    sink.error(ContractCode.ERROR_MISMATCH, "expected a non-null error, since " + a.why()
                            + ", found a result with a null error", JsonPath.of(base + "/error"), source.get("error"),
                            RequestCheck.NO_OWNER);
                }
            }
            case Expectation.Answer a -> {
                if (m instanceof Message.Failure f && f.error() != null && refutesCall(f.error().code())) {
                    sink.error(ContractCode.ERROR_MISMATCH, "expected a result or an error the method allows, since the"
                            + " original request is a valid call of " + a.rules().wireName() + "; found error code "
                            + f.error().code().lexeme() + ", which says it is not", JsonPath.of(base + "/error/code"),
                            f.error().code(), RequestCheck.NO_OWNER);
                    return;
                }
                payload(m, a.rules(), base, sink);
            }
            default -> {
            }
        }
    }

    /** -32700, -32600 and -32601 deny that a parsed, valid call of a modeled method was one. */
    private static boolean refutesCall(JsonNumber code) {
        OptionalLong c = code.findLong();
        return c.isPresent() && (c.getAsLong() == ErrorCodes.PARSE_ERROR || c.getAsLong() == ErrorCodes.INVALID_REQUEST
                || c.getAsLong() == ErrorCodes.METHOD_NOT_FOUND);
    }

    /** Checks a response's result or error against the method's contract (no correlation). */
    void payload(Message m, MethodRules rules, String base, FindingSink sink) {
        if (m instanceof Message.Success s) {
            result(s.result(), rules, base, sink);
        } else if (m instanceof Message.Failure f) {
            if (f.error() != null) {
                error(f.error().code(), f.error().data(), m.source().get("error"), rules, base, sink);
            } else {
                legacyError(f, rules, base, sink);
            }
        }
    }

    /** Checks a success's result against the method's result rule; {@code base} is the response's pointer. */
    void result(JsonValue result, MethodRules rules, String base, FindingSink sink) {
        JsonPath path = JsonPath.of(base + "/result");
        switch (rules.result()) {
            case MethodRules.ResultRule.Value v -> v.validator().validate(result, path, sink);
            case MethodRules.ResultRule.AlwaysNull ignored -> {
                if (!(result instanceof JsonNull)) {
                    sink.error(ContractCode.EXPECTED_NULL_RESULT, "expected a null result, since method "
                            + rules.wireName() + " always answers null, found " + ValueText.found(result), path, result,
                            RequestCheck.NO_OWNER);
                }
            }
        }
    }

    /** A 1.0 error value: opaque (an advisory says so), or read as code/message/data when the policy says. */
    private void legacyError(Message.Failure f, MethodRules rules, String base, FindingSink sink) {
        JsonValue error = f.legacyError();
        if (legacyErrors == ValidationPolicy.LegacyErrors.OPAQUE) {
            sink.add(Finding.advisory(ContractCode.LIMITED_SCOPE, "the 1.0 error value is opaque, so its content is not"
                    + " checked; read it as code/message/data to check it", base + "/error", location(error)));
            return;
        }
        if (!(error instanceof JsonObject e)) {
            sink.error(EnvelopeCode.ERROR_NOT_OBJECT, "expected the error as an object with \"code\" and"
                    + " \"message\", found " + ValueText.found(error), JsonPath.of(base + "/error"), error,
                    RequestCheck.NO_OWNER);
            return;
        }
        JsonValue code = e.get("code");
        JsonValue message = e.get("message");
        boolean readable = true;
        if (!(code instanceof JsonNumber n) || !n.isIntegral()) {
            sink.error(EnvelopeCode.ERROR_CODE_NOT_INTEGER, "expected an integer error code, found "
                    + (code == null ? "none" : ValueText.found(code)), JsonPath.of(base + "/error" + (code == null ? "" : "/code")),
                    code == null ? e : code, RequestCheck.NO_OWNER);
            readable = false;
        }
        if (!(message instanceof JsonString)) {
            sink.error(EnvelopeCode.ERROR_MESSAGE_NOT_STRING, "expected a string error message, found "
                    + (message == null ? "none" : ValueText.found(message)),
                    JsonPath.of(base + "/error" + (message == null ? "" : "/message")), message == null ? e : message,
                    RequestCheck.NO_OWNER);
            readable = false;
        }
        if (readable && rules != null) {
            error((JsonNumber) code, e.get("data"), e, rules, base, sink);
        }
    }

    /** {@code errorObject} is the error as read, where a finding about its absent data is located. */
    private void error(JsonNumber code, JsonValue data, JsonValue errorObject, MethodRules rules, String base,
                       FindingSink sink) {
        OptionalLong value = code.findLong();
        ErrorCodes.Range range = value.isPresent() ? ErrorCodes.classify(value.getAsLong()) : ErrorCodes.Range.APPLICATION;
        JsonPath codePath = JsonPath.of(base + "/error/code");
        switch (range) {
            case STANDARD, SERVER -> {
                // protocol and server errors carry no application data contract
            }
            case RESERVED_UNASSIGNED -> sink.error(ContractCode.UNASSIGNED_CODE, "expected a defined protocol code, a"
                    + " server code (-32099..-32000) or an application code, found " + code.lexeme()
                    + ", which JSON-RPC reserves but assigns to nothing", codePath, code, RequestCheck.NO_OWNER);
            case APPLICATION -> {
                MethodRules.ErrorRule rule = value.isPresent() ? rules.errors().get(value.getAsLong()) : null;
                if (rule == null && rules.openErrors()) {
                    return; // the service accepts any application code
                }
                if (rule == null) {
                    sink.error(ContractCode.UNKNOWN_ERROR, "expected an error code that " + rules.wireName()
                            + " models " + modeled(rules) + ", found " + code.lexeme(), codePath, code,
                            RequestCheck.NO_OWNER);
                    return;
                }
                data(rule, data, errorObject, base, sink);
            }
        }
    }

    private static void data(MethodRules.ErrorRule rule, JsonValue data, JsonValue errorObject, String base,
                             FindingSink sink) {
        JsonPath errorPath = JsonPath.of(base + "/error");
        switch (rule.data()) {
            case WHOLE -> {
                if (data == null) {
                    sink.error(ContractCode.MISSING_DATA, "expected error data holding " + rule.shape() + " for code "
                            + rule.code() + ", found none", errorPath, errorObject, new FindingOwner(rule.shape(), null));
                } else {
                    rule.validator().validate(data, errorPath.child("data"), sink);
                }
            }
            case MEMBER -> {
                if (data == null) {
                    if (rule.required()) {
                        sink.error(ContractCode.MISSING_DATA, "expected error data holding the required member "
                                + rule.dataMember() + " for code " + rule.code() + ", found none", errorPath,
                                errorObject, ParamsCheck.owner(rule.dataMember()));
                    }
                } else {
                    rule.validator().validate(data, errorPath.child("data"), sink);
                }
            }
            case ABSENT -> {
                if (data != null) {
                    sink.error(ContractCode.UNEXPECTED_DATA, "expected no error data, since " + rule.shape() + " (code "
                            + rule.code() + ") carries none, found " + ValueText.found(data), errorPath.child("data"),
                            data, new FindingOwner(rule.shape(), null));
                }
            }
        }
    }

    private static String modeled(MethodRules rules) {
        if (rules.errors().isEmpty()) {
            return "(it models none)";
        }
        return "(" + String.join(", ", rules.errors().keySet().stream().sorted().map(String::valueOf).toList()) + ")";
    }

    private static dev.rpcgate.core.json.SourceLocation location(JsonValue v) {
        return v == null ? null : v.location().orElse(null);
    }
}
