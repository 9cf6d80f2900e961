package dev.rpcgate.core.json;

/**
 * Bounds on one JSON document. Exceeding either is a PARSE finding, never an exception.
 *
 * @param maxBytes the largest accepted document, in bytes of UTF-8 (default 16 MiB)
 * @param maxDepth the deepest accepted nesting of arrays and objects (default 128)
 */
public record JsonLimits(int maxBytes, int maxDepth) {
    /** 16 MiB of UTF-8. */
    public static final int DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
    /** 128 levels of arrays and objects. */
    public static final int DEFAULT_MAX_DEPTH = 128;
    /** The defaults: 16 MiB and depth 128. */
    public static final JsonLimits DEFAULT = new JsonLimits(DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH);

    /** Checks that both bounds are positive. */
    public JsonLimits {
        if (maxBytes < 1) {
            throw new IllegalArgumentException("maxBytes must be at least 1, was " + maxBytes);
        }
        if (maxDepth < 1) {
            throw new IllegalArgumentException("maxDepth must be at least 1, was " + maxDepth);
        }
    }

    /** Returns these limits with another byte bound. */
    public JsonLimits withMaxBytes(int bytes) {
        return new JsonLimits(bytes, maxDepth);
    }

    /** Returns these limits with another depth bound. */
    public JsonLimits withMaxDepth(int depth) {
        return new JsonLimits(maxBytes, depth);
    }
}
