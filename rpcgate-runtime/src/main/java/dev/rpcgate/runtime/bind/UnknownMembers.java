package dev.rpcgate.runtime.bind;

/**
 * What decoding does with an object member no record component (or parameter) names, and with array params beyond
 * the last parameter.
 */
public enum UnknownMembers {
    /** An ERROR finding {@code UnknownMember}: strict, the default. */
    REJECT,
    /** Skipped silently, for peers that send more than we know of. */
    IGNORE
}
