package dev.rpcgate.a2a;

import dev.rpcgate.a2a.v03.ParamsCheck;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import java.util.List;

/**
 * The receiver of one A2A version as the request trace drives it: which names it knows, the one it dispatches, how it
 * checks that method's params and receives them, and its error forms. The trace's gates stay the same for every
 * version; only this differs.
 */
interface TracedReceiver {
    /** True for a method name of this version. */
    boolean isKnown(String method);

    /** True for the one method the receiver implements. */
    boolean dispatches(String method);

    /** Why a known method other than the dispatched one fails DISPATCH (the {@code UnsupportedOperation} finding). */
    String unsupportedMessage(String method);

    /** The -32004 reply to a known method the receiver does not implement. */
    JsonObject unsupportedReply(Id id, String method);

    /** Checks the params of the dispatched method; paths from the params root. */
    ParamsCheck check(JsonValue params);

    /** Keeps the receipt of params that passed {@link #check} and returns the result. */
    JsonObject receive(JsonValue params, ParamsCheck check);

    /**
     * The runtime's reply in this version's error form: the runtime fills {@code error.data} with an object
     * ({@code findings} for -32602, {@code exception} for -32603).
     *
     * @param runtimeReply   the dispatcher's reply (a success, an error, or {@code null})
     * @param paramsFindings the PARAMS findings, paths from the request root (empty when PARAMS did not run)
     */
    JsonValue errorReply(JsonValue runtimeReply, List<Finding> paramsFindings);
}
