package dev.rpcgate.core.gate;

import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Records gate outcomes in order for one document and builds its {@link Trace}. Gates must be reported in the
 * face's order; after the first failure, and for any gate not reported, the outcome is NOT_RUN. Single use, not
 * thread-safe.
 *
 * <p>Gates that pass with nothing to say are only counted until a gate has findings or fails, so a message that
 * passes every gate cleanly (most of them) records nothing but that count (see {@link #passedCleanly()}).
 */
public final class TraceRecorder {
    private final List<Gate> gates;
    private List<GateOutcome> outcomes; // made on the first outcome that is not a clean pass
    private int clean; // the gates that passed cleanly before any outcome was kept
    private Gate failedGate;
    private Integer code;

    /** A recorder for a face that runs {@code gates}, in that order. */
    public TraceRecorder(List<Gate> gates) {
        this.gates = List.copyOf(gates);
    }

    /** True once a gate has failed: later gates will not run. */
    public boolean hasFailed() {
        return failedGate != null;
    }

    /** True when every gate of the face was reported and each passed without a finding. */
    public boolean passedCleanly() {
        return outcomes == null && clean == gates.size();
    }

    /** Records that {@code gate} ran; it fails when any finding is an ERROR, with the code the gate owns. */
    public TraceRecorder record(Gate gate, List<Finding> findings) {
        boolean error = false;
        for (int i = 0, n = findings.size(); i < n && !error; i++) { // indexed: no stream or iterator per gate
            error = findings.get(i).isError();
        }
        return error ? failed(gate, findings, gate.findOwnedCode().orElse(null)) : passed(gate, findings);
    }

    /** Records that {@code gate} passed, possibly with advisories. */
    public TraceRecorder passed(Gate gate, List<Finding> advisories) {
        advance(gate);
        if (outcomes == null && advisories.isEmpty()) {
            clean++;
            return this;
        }
        kept().add(new GateOutcome(gate, GateStatus.PASSED, advisories));
        return this;
    }

    /** Records that {@code gate} failed with {@code findings} and the given code ({@code null} if it owns none). */
    public TraceRecorder failed(Gate gate, List<Finding> findings, Integer errorCode) {
        advance(gate);
        kept().add(new GateOutcome(gate, GateStatus.FAILED, findings));
        failedGate = gate;
        code = errorCode;
        return this;
    }

    /**
     * Records that {@code gate} did not run for this message although later gates do: it does not apply (a reply
     * that answers no request has no result contract to check, but its correlation fails).
     */
    public TraceRecorder notRun(Gate gate) {
        advance(gate);
        kept().add(new GateOutcome(gate, GateStatus.NOT_RUN, List.of()));
        return this;
    }

    /** The kept outcomes, made with the clean passes so far when first needed. */
    private List<GateOutcome> kept() {
        if (outcomes == null) {
            outcomes = new ArrayList<>(gates.size());
            for (int i = 0; i < clean; i++) {
                outcomes.add(new GateOutcome(gates.get(i), GateStatus.PASSED, List.of()));
            }
        }
        return outcomes;
    }

    private void advance(Gate gate) {
        if (failedGate != null) {
            throw new IllegalStateException(gate + " reported after " + failedGate + " failed");
        }
        int next = outcomes == null ? clean : outcomes.size();
        if (next >= gates.size() || gates.get(next) != gate) {
            throw new IllegalStateException(gate + " is not the next gate of this face; expected "
                    + (next < gates.size() ? gates.get(next) : "none"));
        }
    }

    /**
     * Builds the trace; gates not reported are NOT_RUN. Called once: the recorder is done then.
     *
     * @param kind     the message kind, or {@code null} when it cannot be told
     * @param replyDue whether a reply is due
     * @param reply    the reply the face produced, or {@code null}
     * @param entries  batch entries, each already placed at its index; empty otherwise
     */
    public Trace finish(MessageKind kind, boolean replyDue, JsonValue reply, List<Trace> entries) {
        List<GateOutcome> all = kept();
        for (int i = all.size(); i < gates.size(); i++) {
            all.add(new GateOutcome(gates.get(i), GateStatus.NOT_RUN, List.of()));
        }
        return new Trace(kind, all, failedGate, code, replyDue, reply, null, entries); // the trace copies them
    }
}
