package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.PayloadResult;
import dev.rpcgate.smithy.payload.FindingSink;

import java.util.Optional;

/**
 * One method's params, or one method's result, checked without the message around it: what a server does for a
 * call it has already read (params) or answered (its handler's result). The checks are the whole-message checks'
 * own ({@link ParamsCheck}, {@link ReplyCheck#result}), so findings have the paths and source locations they would
 * have in the message, and the value is held to the depth limit at the level it has there (2). Immutable.
 */
final class PayloadCheck {
    /** A payload stands one level inside its message object. */
    private static final int PAYLOAD_DEPTH = 2;

    private final MessageContracts contracts;
    private final ReplyCheck replies;
    private final JsonLimits limits;
    private final int findingBudget;

    PayloadCheck(MessageContracts contracts, ReplyCheck replies, JsonLimits limits, int findingBudget) {
        this.contracts = contracts;
        this.replies = replies;
        this.limits = limits;
        this.findingBudget = findingBudget;
    }

    /** Checks {@code params} ({@code null}: omitted) of a call or notification of {@code method}. */
    PayloadResult params(String method, JsonValue params) {
        FindingSink sink = FindingSink.withBudget(findingBudget);
        MethodRules rules = rules(method, sink);
        if (rules == null) {
            return new PayloadResult(Optional.empty(), sink.findings(), sink.complete());
        }
        // the depth bound is the reader's, before any contract: its finding names no operation, as in a request
        if (params == null || DocumentBounds.check(params, limits, PAYLOAD_DEPTH, "/params", sink)) {
            sink.restamp(rules.operation().toString());
            ParamsCheck.check(rules, params, null, "", sink);
        }
        return new PayloadResult(rules.results().operation(), sink.findings(), sink.complete());
    }

    /** Checks the result of a call of {@code method} ({@code null}: JSON null). */
    PayloadResult result(String method, JsonValue result) {
        FindingSink sink = FindingSink.withBudget(findingBudget);
        MethodRules rules = rules(method, sink);
        if (rules == null) {
            return new PayloadResult(Optional.empty(), sink.findings(), sink.complete());
        }
        JsonValue value = result == null ? JsonNull.NULL : result;
        if (DocumentBounds.check(value, limits, PAYLOAD_DEPTH, "/result", sink)) {
            sink.restamp(rules.operation().toString());
            replies.result(value, rules, "", sink);
        }
        return new PayloadResult(rules.results().operation(), sink.findings(), sink.complete());
    }

    private MethodRules rules(String method, FindingSink sink) {
        MethodRules rules = contracts.methodOrNull(method);
        if (rules == null) {
            sink.add(Finding.error(ContractCode.UNKNOWN_METHOD, "expected a method of the service, found \"" + method
                    + "\", which it does not have", "/method", null));
        }
        return rules;
    }
}
