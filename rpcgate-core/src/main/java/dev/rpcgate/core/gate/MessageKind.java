package dev.rpcgate.core.gate;

/** What a document is, as far as its envelope tells. */
public enum MessageKind {
    /** A request that expects a reply (it has an id). */
    CALL("call"),
    /** A request that expects none (2.0: no id; 1.0: a null id). */
    NOTIFICATION("notification"),
    /** A 2.0 array of messages. */
    BATCH("batch"),
    /** A success or error response. */
    RESPONSE("response");

    private final String label;

    MessageKind(String label) {
        this.label = label;
    }

    /** The name written in traces: {@code call}, {@code notification}, {@code batch}, {@code response}. */
    public String label() {
        return label;
    }
}
