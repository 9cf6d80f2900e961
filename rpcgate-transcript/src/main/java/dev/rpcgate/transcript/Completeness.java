package dev.rpcgate.transcript;

/** Whether a transcript claims to hold the whole conversation, which decides how unanswered calls are reported. */
public enum Completeness {
    /** The whole conversation: an unanswered call is a {@code MissingResponse} error. */
    COMPLETE,
    /** A part of it (the default): an unanswered call is an {@code OutstandingCall} advisory. */
    PARTIAL
}
