package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.gateway.api.GatewayCode;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.gateway.registry.AgentIds;
import java.util.ArrayList;
import java.util.List;

/**
 * The gateway's own ENVELOPE conditions on top of JSON-RPC 2.0's (which core's classifier checks): one request per
 * HTTP call (no batch, no response), and a well-formed agent id in the path, taken as sent (nothing decoded).
 * Stateless.
 */
final class EnvelopeGate {
    private EnvelopeGate() {
    }

    /** A batch, whatever it holds: the gateway forwards one request per HTTP call. */
    static GateVerdict<Void> batch(JsonArray batch) {
        Finding f = Finding.error(GatewayCode.BATCH_NOT_SUPPORTED, "the gateway forwards one request per HTTP call;"
                + " send the batch's requests one by one", "", null);
        return GateVerdict.fail(Failure.of(GatewayError.INVALID_REQUEST, null, List.of(f)));
    }

    /**
     * One object after the version's rules: the agent id it goes to when the gateway takes it. A failure's findings
     * are the ones the version's rules did not already record.
     */
    static GateVerdict<String> message(EnvelopeResult envelope, String rawAgentId) {
        if (!envelope.isValid()) {
            return GateVerdict.fail(Failure.of(GatewayError.INVALID_REQUEST, null, errors(envelope.findings())),
                    List.of());
        }
        if (envelope.kind() == MessageKind.RESPONSE) {
            Finding f = Finding.error(SharedCode.NOT_A_REQUEST, "the gateway takes requests; this is a response", "",
                    null);
            return GateVerdict.fail(Failure.of(GatewayError.INVALID_REQUEST, null, List.of(f)));
        }
        if (!AgentIds.isValid(rawAgentId)) {
            Finding f = Finding.error(GatewayCode.INVALID_AGENT_ID, "the agent id in the path, "
                    + AgentIds.quote(rawAgentId) + ", is not 1 to " + AgentIds.MAX_LENGTH
                    + " lower-case letters, digits and '-'", "", null);
            return GateVerdict.fail(Failure.of(GatewayError.INVALID_AGENT_ID, null, List.of(f)));
        }
        return GateVerdict.pass(rawAgentId);
    }

    /** The method of a call or notification, {@code null} for anything else. */
    static String method(Message m) {
        return switch (m) {
            case Message.Call c -> c.method();
            case Message.Notification n -> n.method();
            case null, default -> null;
        };
    }

    /** A method name as error messages quote it: JSON string syntax, long names shortened. */
    static String quote(String s) {
        return JsonWriter.write(JsonString.of(s.length() > 64 ? s.substring(0, 64) + "..." : s));
    }

    private static List<Finding> errors(List<Finding> findings) {
        List<Finding> out = new ArrayList<>(findings.size());
        for (Finding f : findings) {
            if (f.isError()) {
                out.add(f);
            }
        }
        return out;
    }
}
