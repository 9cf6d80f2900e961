package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Classifier;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.smithy.payload.FindingOwner;
import dev.rpcgate.smithy.payload.FindingSink;

import java.util.List;

/**
 * The contract face's request checks: core's {@link Classifier} runs PARSE and ENVELOPE (each batch element on its
 * own) with the face's {@link RequestRun} as its ENVELOPE rule and as its DISPATCH (the method, by name) and PARAMS
 * (the call or notification kind the method takes, and its params) stage. Request validation, original-request
 * context and both batch checks share it, so a request is classified in one place. Immutable.
 */
final class RequestCheck {
    static final FindingOwner NO_OWNER = new FindingOwner(null, null);

    /** The gates a request check runs, in order. */
    static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE, Gate.DISPATCH, Gate.PARAMS);

    private final MessageContracts contracts;
    // a check bounds a batch by its finding budget, not by its number of entries
    private final Classifier classifier;

    RequestCheck(MessageContracts contracts, JsonRpcVersion version) {
        this.contracts = contracts;
        this.classifier = new Classifier(version, GATES, MessageStage.NONE, Integer.MAX_VALUE);
    }

    /** Checks one request document already read, reporting to {@code sink}. */
    RequestRun single(JsonValue value, FindingSink sink) {
        RequestRun run = RequestRun.single(contracts, sink, value);
        return run.traced(classifier.classify(value, run, run));
    }

    /**
     * Checks a batch document already read, reporting to {@code sink}; {@code entries} cuts each element's findings
     * and reports calls that share an id (see {@link RequestRun#batch}).
     */
    RequestRun batch(JsonValue value, FindingSink sink, boolean entries) {
        RequestRun run = RequestRun.batch(contracts, sink, value, entries);
        return run.traced(classifier.classify(value, run, run));
    }

    /** The trace of text that failed PARSE. */
    Trace unreadable(JsonParse parse) {
        return classifier.classify(parse);
    }

    /** The trace of a value over the nesting bound, whose PARSE failed with {@code findings}. */
    Trace unreadable(JsonValue value, List<Finding> findings) {
        return classifier.unreadable(value, findings);
    }
}
