package dev.rpcgate.core.message;

/** The JSON-RPC protocol versions rpcgate reads. */
public enum JsonRpcVersion {
    /** JSON-RPC 1.0: no {@code jsonrpc} member, a null id marks a notification, no batches. */
    V1_0("1.0"),
    /** JSON-RPC 2.0: {@code "jsonrpc": "2.0"}, batches, the standard error object. */
    V2_0("2.0");

    private final String label;

    JsonRpcVersion(String label) {
        this.label = label;
    }

    /** The version as written, {@code 1.0} or {@code 2.0}. */
    public String label() {
        return label;
    }

    /**
     * The version for a label.
     *
     * @throws IllegalArgumentException for anything but {@code 1.0} or {@code 2.0}
     */
    public static JsonRpcVersion expectLabel(String label) {
        for (JsonRpcVersion v : values()) {
            if (v.label.equals(label)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown JSON-RPC version '" + label + "': use 1.0 or 2.0");
    }
}
