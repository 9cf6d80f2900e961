package dev.rpcgate.core.message;

import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import java.util.List;
import java.util.Objects;

/**
 * The contract-free face: classifies a document at PARSE and ENVELOPE only and says which reply a conforming
 * server would send (or that none is due). Immutable and thread-safe.
 */
public final class Explain {
    /** The gates this face runs. */
    public static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE);

    private final JsonReader reader;
    private final Classifier classifier;

    /**
     * A classifier for {@code version} that reads with {@code reader}'s limits and refuses batches of more than
     * {@code maxBatchEntries} entries.
     */
    public Explain(JsonReader reader, JsonRpcVersion version, int maxBatchEntries) {
        this.reader = Objects.requireNonNull(reader, "reader");
        this.classifier = new Classifier(version, GATES, MessageStage.NONE, maxBatchEntries);
    }

    /**
     * A classifier for {@code version} that reads with {@code reader}'s limits and the servers' batch bound,
     * {@value Classifier#DEFAULT_MAX_BATCH_ENTRIES} entries.
     */
    public Explain(JsonReader reader, JsonRpcVersion version) {
        this(reader, version, Classifier.DEFAULT_MAX_BATCH_ENTRIES);
    }

    /** Classifies UTF-8 text. */
    public Trace explain(byte[] utf8) {
        return explain(reader.read(utf8));
    }

    /** Classifies text. */
    public Trace explain(String text) {
        return explain(reader.read(text));
    }

    /** Classifies a document already read. */
    public Trace explain(JsonParse parse) {
        return classifier.classify(parse);
    }
}
