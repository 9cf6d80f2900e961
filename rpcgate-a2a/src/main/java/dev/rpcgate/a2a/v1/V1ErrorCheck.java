package dev.rpcgate.a2a.v1;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.CheckFindings;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.Optional;

/**
 * The checks of a JSON-RPC error object in its v1.0 form: {@code code} an integer, {@code message} a string,
 * {@code data} absent or an array of objects that each name their type in {@code @type} (a MUST of the binding);
 * a google.rpc.ErrorInfo among them has a string {@code reason} and {@code domain} and string-valued {@code metadata}.
 * An A2A error (-32001 to -32009) SHOULD carry an ErrorInfo of domain {@code a2a-protocol.org}: its absence is an
 * ADVISORY, a reason that names another error than the code an ERROR.
 */
final class V1ErrorCheck {
    private final CheckFindings budget;
    private final boolean unknownErrors;

    V1ErrorCheck(CheckFindings budget, boolean unknownErrors) {
        this.budget = budget;
        this.unknownErrors = unknownErrors;
    }

    void error(JsonValue v) {
        if (!(v instanceof JsonObject e)) {
            budget.error(SharedCode.TYPE_MISMATCH, "expected a JSON-RPC error object, found " + FindingText.found(v),
                    "", v);
            return;
        }
        Optional<V1Error> a2a = Optional.empty();
        JsonValue code = e.get("code");
        Integer number = null;
        if (code == null) {
            budget.error(SharedCode.MISSING_REQUIRED, "an error object needs an integer \"code\"", "/code", e);
        } else if (!(code instanceof JsonNumber n) || ScalarSyntax.integer(n, true) == ScalarSyntax.NOT_INTEGER) {
            budget.error(SharedCode.TYPE_MISMATCH, "the error code must be an integer, found "
                    + FindingText.found(code), "/code", code);
        } else if (ScalarSyntax.integer(n, false) != ScalarSyntax.IN_RANGE) {
            budget.error(A2aCode.INTEGER_OUT_OF_RANGE, "the error code " + FindingText.shown(n) + " is outside the "
                    + "32-bit range of JSON-RPC error codes", "/code", code);
        } else {
            number = (int) n.findLong().getAsLong();
            a2a = V1Error.findByCode(number);
        }
        JsonValue message = e.get("message");
        if (message == null) {
            budget.error(SharedCode.MISSING_REQUIRED, "an error object needs a string \"message\"", "/message", e);
        } else if (!(message instanceof JsonString)) {
            budget.error(SharedCode.TYPE_MISMATCH, "the error message must be a string, found "
                    + FindingText.found(message), "/message", message);
        }
        for (int i = 0; i < e.size(); i++) {
            String name = e.nameAt(i).value();
            if (!name.equals("code") && !name.equals("message") && !name.equals("data")) {
                unknown(e.nameAt(i), LazyPointer.ROOT, "a JSON-RPC error object");
            }
        }
        JsonValue data = e.get("data");
        int errorInfo = -1; // the index of the ErrorInfo of domain a2a-protocol.org
        if (data instanceof JsonArray details) {
            for (int i = 0; i < details.size() && !budget.exhausted(); i++) {
                if (detail(details.get(i), i) && errorInfo < 0) {
                    errorInfo = i;
                }
            }
        } else if (data != null) {
            budget.error(A2aCode.INVALID_ERROR_DATA, "in v1.0 \"data\" is an array of typed objects, each with an "
                    + "\"@type\" (ProtoJSON Any), found " + FindingText.found(data), "/data", data);
        }
        if (number == null || budget.exhausted()) {
            return;
        }
        if (errorInfo < 0) {
            if (a2a.isPresent()) {
                budget.advisory(A2aCode.MISSING_ERROR_INFO, "an A2A error (" + a2a.get().title() + ") should carry a "
                        + "google.rpc.ErrorInfo with reason \"" + a2a.get().reason() + "\" and domain \""
                        + V1Error.DOMAIN + "\" in its data", "/data", data == null ? e : data);
            }
            return;
        }
        JsonObject info = (JsonObject) ((JsonArray) data).get(errorInfo);
        if (info.get("reason") instanceof JsonString reason) {
            Optional<V1Error> named = V1Error.findByReason(reason.value());
            if (a2a.isPresent() && !reason.value().equals(a2a.get().reason())) {
                budget.error(A2aCode.INVALID_ERROR_DATA, "the ErrorInfo reason " + FindingText.shown(reason) + " does "
                        + "not match the code " + number + ", whose reason is \"" + a2a.get().reason() + "\"",
                        "/data/" + errorInfo + "/reason", reason);
            } else if (a2a.isEmpty() && named.isPresent()) {
                budget.error(A2aCode.INVALID_ERROR_DATA, "the ErrorInfo reason \"" + reason.value() + "\" is the A2A "
                        + "error " + named.get().code() + ", but the code is " + number,
                        "/data/" + errorInfo + "/reason", reason);
            }
        }
    }

    /** Checks one element of {@code data}; true when it is an ErrorInfo of domain a2a-protocol.org. */
    private boolean detail(JsonValue v, int i) {
        String at = "/data/" + i;
        if (!(v instanceof JsonObject d)) {
            budget.error(A2aCode.INVALID_ERROR_DATA, "an element of \"data\" must be an object with an \"@type\", "
                    + "found " + FindingText.found(v), at, v);
            return false;
        }
        JsonValue type = d.get("@type");
        if (type == null) {
            budget.error(A2aCode.INVALID_ERROR_DATA, "an element of \"data\" must name its type in \"@type\" (e.g. \""
                    + V1Error.ERROR_INFO_TYPE + "\")", at + "/@type", d);
            return false;
        }
        if (!(type instanceof JsonString t)) {
            budget.error(A2aCode.INVALID_ERROR_DATA, "\"@type\" must be a string, found " + FindingText.found(type),
                    at + "/@type", type);
            return false;
        }
        if (!t.value().equals(V1Error.ERROR_INFO_TYPE)) {
            return false; // another detail type (BadRequest, ...): kept as it is
        }
        boolean ok = string(d, "reason", at) & string(d, "domain", at);
        JsonValue metadata = d.get("metadata");
        if (metadata != null) {
            if (metadata instanceof JsonObject m) {
                for (int k = 0; k < m.size() && !budget.exhausted(); k++) {
                    if (!(m.valueAt(k) instanceof JsonString)) {
                        budget.error(A2aCode.INVALID_ERROR_DATA, "ErrorInfo metadata values are strings, found "
                                + FindingText.found(m.valueAt(k)),
                                LazyPointer.ROOT.child("data").child(i).child("metadata").at(m.nameAt(k).value()),
                                m.valueAt(k));
                    }
                }
            } else {
                budget.error(A2aCode.INVALID_ERROR_DATA, "ErrorInfo metadata is an object of strings, found "
                        + FindingText.found(metadata), at + "/metadata", metadata);
            }
        }
        for (int k = 0; k < d.size(); k++) {
            String name = d.nameAt(k).value();
            if (!name.equals("@type") && !name.equals("reason") && !name.equals("domain") && !name.equals("metadata")) {
                unknown(d.nameAt(k), LazyPointer.ROOT.child("data").child(i), "google.rpc.ErrorInfo");
            }
        }
        return ok && ((JsonString) d.get("domain")).value().equals(V1Error.DOMAIN);
    }

    private boolean string(JsonObject d, String member, String at) {
        JsonValue v = d.get(member);
        if (v instanceof JsonString) {
            return true;
        }
        budget.error(A2aCode.INVALID_ERROR_DATA, "a google.rpc.ErrorInfo needs a string \"" + member + "\", found "
                + (v == null ? "none" : FindingText.found(v)), JsonWriter.pointerChild(at, member), v == null ? d : v);
        return false;
    }

    private void unknown(JsonString name, LazyPointer at, String what) {
        String message = "\"" + name.value() + "\" is not a member of " + what
                + (unknownErrors ? "" : ": kept, not checked");
        if (unknownErrors) {
            budget.error(SharedCode.UNKNOWN_MEMBER, message, at.at(name.value()), name);
        } else {
            budget.advisory(SharedCode.UNKNOWN_MEMBER, message, at.at(name.value()), name);
        }
    }
}
