package dev.rpcgate.core.gate;

import dev.rpcgate.core.json.JsonValue;
import java.util.List;
import java.util.Optional;

/**
 * The ordered outcomes of the gates one face ran for one document (or one batch element), and what follows from
 * them: the first failed gate, its code, whether a reply is due and which. The single source for a server's error
 * reply, the CLI's report and exit code, a validator's findings and the lab's animation. Build one with
 * {@link TraceRecorder}.
 *
 * @param kind       call, notification, batch or response; {@code null} when it cannot be told
 * @param gates      the gates this face runs, in order, each passed, failed or not run
 * @param failedGate the first failed gate, or {@code null} when every gate that ran passed
 * @param code       the code of the first failed gate, or {@code null} (none failed, or it owns no code)
 * @param replyDue   whether a conforming peer must reply
 * @param reply      the reply, when the face produced one; {@code null} otherwise
 * @param index      the position in the enclosing batch, or {@code null} for a whole document
 * @param entries    for a batch, one trace per element in order; otherwise empty
 */
public record Trace(MessageKind kind, List<GateOutcome> gates, Gate failedGate, Integer code, boolean replyDue,
                    JsonValue reply, Integer index, List<Trace> entries) {
    /** Copies the lists. */
    public Trace {
        gates = List.copyOf(gates);
        entries = List.copyOf(entries);
    }

    /** True when no gate failed here and every batch entry is valid too. */
    public boolean valid() {
        if (failedGate != null) {
            return false;
        }
        for (Trace e : entries) {
            if (!e.valid()) {
                return false;
            }
        }
        return true;
    }

    /** The first failed gate, if any. */
    public Optional<Gate> findFailedGate() {
        return Optional.ofNullable(failedGate);
    }

    /** The reply the face produced, if any. */
    public Optional<JsonValue> findReply() {
        return Optional.ofNullable(reply);
    }

    /** The gates that did not run: an earlier one failed, the face's context did not reach them, or they did not apply. */
    public List<Gate> notRun() {
        return gates.stream().filter(g -> g.status() == GateStatus.NOT_RUN).map(GateOutcome::gate).toList();
    }

    /** Every finding of every gate, in gate order (batch entries not included). */
    public List<Finding> findings() {
        return gates.stream().flatMap(g -> g.findings().stream()).toList();
    }

    /** This trace placed at {@code i} in a batch. */
    public Trace atIndex(int i) {
        return new Trace(kind, gates, failedGate, code, replyDue, reply, i, entries);
    }
}
