package dev.rpcgate.smithy;

/**
 * How far a response check could reach: the envelope alone, the envelope and the method's result or error contract,
 * or all of that plus correlation with the original request.
 */
public enum Scope {
    /** Only the JSON-RPC envelope was checked. */
    ENVELOPE("envelope"),
    /** The envelope and the payload against one method's contract; the id's correlation was not checked. */
    METHOD_PAYLOAD("methodPayload"),
    /** Everything, judged against the original request or batch. */
    REQUEST_CONTEXT("requestContext");

    private final String label;

    Scope(String label) {
        this.label = label;
    }

    /** The name written in reports: {@code envelope}, {@code methodPayload} or {@code requestContext}. */
    public String label() {
        return label;
    }
}
