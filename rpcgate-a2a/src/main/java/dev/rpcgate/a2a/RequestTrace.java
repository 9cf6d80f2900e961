package dev.rpcgate.a2a;

import dev.rpcgate.a2a.receiver.A2aReceiver;
import dev.rpcgate.a2a.receiver.Receipt;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateOutcome;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.JsonRpcVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The request-document trace, the engine of the lab: the text of one JSON-RPC request runs through PARSE and ENVELOPE
 * (core's {@link Classifier}), DISPATCH, PARAMS and HANDLER (the runtime's dispatcher over a fresh
 * {@link A2aReceiver} with the policy's part rules — or, {@link #withVersions with versions}, over the receiver of the
 * document's A2A version), then CORRELATION — for every reply, an error too — and comes back as an {@link A2aTrace}.
 * Each call starts from an empty receipt store, so the receipts in the trace are exactly those this document caused. A
 * batch is classified entry by entry, as the runtime serves one. Immutable and thread-safe.
 */
public final class RequestTrace {
    /** The gates of the A2A request trace, in order. */
    public static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE, Gate.DISPATCH, Gate.PARAMS, Gate.HANDLER,
            Gate.CORRELATION);

    private final TracePolicy policy;
    private final JsonReader reader;
    private final VersionChoice versions; // null: v0.3.0 alone, no version reported

    /** A trace with the policy and the reader's limits; every document is v0.3.0 and no version is reported. */
    public RequestTrace(TracePolicy policy, JsonReader reader) {
        this(policy, reader, null);
    }

    private RequestTrace(TracePolicy policy, JsonReader reader, VersionChoice versions) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.reader = Objects.requireNonNull(reader, "reader");
        this.versions = versions;
    }

    /** A trace with the policy and the default limits (16 MiB, depth 128). */
    public RequestTrace(TracePolicy policy) {
        this(policy, JsonReader.standard());
    }

    /** The policy. */
    public TracePolicy policy() {
        return policy;
    }

    /**
     * This trace deciding each document's A2A version by {@code choice} (see {@link VersionChoice#decide}): a v1.0
     * document runs the same gates against the v1.0 receiver, DISPATCH holds the version findings, and the trace
     * reports the version ({@link A2aTrace#version()}).
     */
    public RequestTrace withVersions(VersionChoice choice) {
        return new RequestTrace(policy, reader, Objects.requireNonNull(choice, "choice"));
    }

    /** Traces a document given as UTF-8 bytes. */
    public A2aTrace check(byte[] utf8) {
        return run(reader.read(utf8), List.of(), null);
    }

    /** Traces a document given as text. */
    public A2aTrace check(String text) {
        return run(reader.read(text), List.of(), null);
    }

    /**
     * Traces a whole HTTP request (request line, headers, blank line, body; see {@link HttpRequestFile}). The head's
     * findings belong to PARSE: when one is an error, PARSE fails with them and with whatever the body's own reading
     * found, and nothing later runs; advisories (no {@code Content-Length}) accompany the body's trace.
     */
    public A2aTrace checkHttp(byte[] file) {
        HttpRequestFile http = HttpRequestFile.read(file);
        JsonParse body = reader.read(file, http.bodyFrom(), http.bodyTo(), http.bodyLine());
        if (http.hasErrors()) {
            List<Finding> all = new ArrayList<>(http.findings());
            all.addAll(body.findings());
            return run(new JsonParse(null, all, body.source()), List.of(), http);
        }
        return run(body, http.findings(), http);
    }

    private A2aTrace run(JsonParse parse, List<Finding> parseAdvisories, HttpRequestFile http) {
        DocumentVersion version = versions == null ? null : DocumentVersion.of(versions, http, parse.value());
        A2aTrace t = trace(parse, parseAdvisories, version);
        return version == null ? t : t.withVersion(version.detected());
    }

    private A2aTrace trace(JsonParse parse, List<Finding> parseAdvisories, DocumentVersion version) {
        TraceRun run = new TraceRun(policy, Classifier.DEFAULT_MAX_BATCH_ENTRIES, version);
        Trace trace = new Classifier(JsonRpcVersion.V2_0, GATES, run).classify(parse);
        if (!parseAdvisories.isEmpty()) {
            List<Finding> findings = new ArrayList<>(parseAdvisories);
            findings.addAll(trace.gates().get(0).findings());
            trace = withFindings(trace, Gate.PARSE, findings);
        }
        JsonValue document = parse.value();
        if (trace.kind() == MessageKind.BATCH && document instanceof JsonArray batch && !trace.entries().isEmpty()) {
            List<A2aTrace> entries = new ArrayList<>(batch.size());
            for (Trace e : trace.entries()) {
                entries.add(message(run, batch.get(e.index()), e, List.of()));
            }
            List<GateOutcome> gates = trace.failedGate() == null ? summarized(trace.gates(), entries) : trace.gates();
            Trace whole = new Trace(trace.kind(), gates, trace.failedGate(), trace.code(), trace.replyDue(),
                    trace.reply(), trace.index(), entries.stream().map(A2aTrace::trace).toList());
            return new A2aTrace(whole, List.of(), null, entries, run.receipts());
        }
        return message(run, document, trace, run.receipts());
    }

    /**
     * The whole batch's gates after ENVELOPE, which run per entry: failed when an entry failed the gate, else passed
     * when an entry passed it, else not run; the findings stay with the entries. So a receipt an entry's handler
     * kept is never shown beside a HANDLER that did not run.
     */
    private static List<GateOutcome> summarized(List<GateOutcome> whole, List<A2aTrace> entries) {
        List<GateOutcome> gates = new ArrayList<>(whole.size());
        for (int i = 0; i < whole.size(); i++) {
            GateOutcome g = whole.get(i);
            if (g.status() != GateStatus.NOT_RUN) {
                gates.add(g);
                continue;
            }
            GateStatus status = GateStatus.NOT_RUN;
            for (A2aTrace e : entries) {
                GateStatus s = e.trace().gates().get(i).status();
                if (s == GateStatus.FAILED || s == GateStatus.PASSED && status == GateStatus.NOT_RUN) {
                    status = s;
                }
            }
            gates.add(new GateOutcome(g.gate(), status, List.of()));
        }
        return gates;
    }

    /**
     * One message's trace with its parts and correlation; PARAMS shows the advisories of a passing check, DISPATCH the
     * version advisories. An error reply is correlated too: the client checks its id against the call's whichever
     * gate failed, so CORRELATION has the outcome of the same decision as the correlation verdict.
     */
    private static A2aTrace message(TraceRun run, JsonValue source, Trace trace, List<Receipt> receipts) {
        TraceRun.Detail d = run.detail(source);
        if (!d.dispatchAdvisories.isEmpty()) {
            List<Finding> findings = new ArrayList<>(d.dispatchAdvisories);
            findings.addAll(trace.gates().get(GATES.indexOf(Gate.DISPATCH)).findings());
            trace = withFindings(trace, Gate.DISPATCH, findings);
        }
        List<PartSummary> parts = List.of();
        if (d.check != null) {
            parts = d.check.parts();
            GateOutcome params = trace.gates().get(GATES.indexOf(Gate.PARAMS));
            if (params.status() == GateStatus.PASSED) {
                trace = withFindings(trace, Gate.PARAMS, A2aReceiver.inRequest(d.check.findings()));
            }
        }
        Correlation c = d.correlation != null ? d.correlation : Correlation.of(source, trace.reply());
        int at = GATES.indexOf(Gate.CORRELATION);
        if (trace.gates().get(at).status() == GateStatus.NOT_RUN && trace.reply() != null) {
            List<GateOutcome> gates = new ArrayList<>(trace.gates());
            gates.set(at, c.outcome(source, List.of()));
            trace = new Trace(trace.kind(), gates, trace.failedGate(), trace.code(), trace.replyDue(), trace.reply(),
                    trace.index(), trace.entries());
        }
        return new A2aTrace(trace, parts, c, List.of(), receipts);
    }

    /** The trace with {@code gate}'s findings replaced (its status unchanged). */
    private static Trace withFindings(Trace t, Gate gate, List<Finding> findings) {
        List<GateOutcome> gates = new ArrayList<>(t.gates());
        int i = GATES.indexOf(gate);
        gates.set(i, new GateOutcome(gate, gates.get(i).status(), findings));
        return new Trace(t.kind(), gates, t.failedGate(), t.code(), t.replyDue(), t.reply(), t.index(), t.entries());
    }
}
