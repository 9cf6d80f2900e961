package dev.rpcgate.transcript;

/**
 * The stable code names of the findings the transcript checker, protocol preparation and the transcript and log
 * readers add to those of message validation. Expect lists match on these names; they are never reworded once
 * released.
 */
public final class TranscriptCodes {
    /** A sender that is not a peer of the protocol, or a named receiver that is not the sender's other peer. */
    public static final String UNKNOWN_PEER = "UnknownPeer";
    /** An entry over the entry byte limit; it is skipped. */
    public static final String ENTRY_LIMIT = "EntryLimit";
    /** A call, unreadable entry or batch beyond the active-call limit of its sender; it is not tracked. */
    public static final String ACTIVE_CALL_LIMIT = "ActiveCallLimit";
    /** The last finding within the finding budget: later findings are not reported. */
    public static final String FINDING_LIMIT = "FindingLimit";
    /** A call whose id is still awaiting the reply to an earlier call of the same sender. */
    public static final String ACTIVE_ID_REUSED = "ActiveIdReused";
    /** A second reply to an answered call ({@code related} names the first reply). */
    public static final String DUPLICATE_RESPONSE = "DuplicateResponse";
    /** A reply whose id belongs to an active call of its own sender: the wrong peer answered. */
    public static final String WRONG_RESPONDER = "WrongResponder";
    /** A null-id reply after a JSON-RPC 1.0 notification, which never gets one. */
    public static final String RESPONSE_TO_NOTIFICATION = "ResponseToNotification";
    /** A reply that answers no call the checker knows of. */
    public static final String UNSOLICITED_RESPONSE = "UnsolicitedResponse";
    /** A null-id reply that could answer two requests; it answers the earlier (advisory). */
    public static final String AMBIGUOUS_ID = "AmbiguousId";
    /** A single reply to a call inside a pending request batch, which awaits one reply array. */
    public static final String WRONG_REPLY_FORM = "WrongReplyForm";
    /** An array under JSON-RPC 1.0, which has no batches. */
    public static final String UNSUPPORTED_MESSAGE = "UnsupportedMessage";
    /** A request the receiving peer does not model; for a peer that accepts nothing, on the protocol shape. */
    public static final String UNKNOWN_METHOD = "UnknownMethod";
    /** A notification the receiver does not model, of a method the protocol lets a receiver ignore (advisory). */
    public static final String IGNORED_NOTIFICATION = "IgnoredNotification";
    /** A call (or batch) left unanswered at the end of a complete transcript (error). */
    public static final String MISSING_RESPONSE = "MissingResponse";
    /** A call (or batch) still unanswered at the end of a partial transcript (advisory). */
    public static final String OUTSTANDING_CALL = "OutstandingCall";
    /** A method sent in a session state its lifecycle does not allow. */
    public static final String STATE_VIOLATION = "StateViolation";
    /** A reply to a call its caller cancelled, where a cancelled call gets no reply (advisory: it may have crossed). */
    public static final String REPLY_AFTER_CANCEL = "ReplyAfterCancel";
    /** A progress report whose token no call of its receiver that still awaits progress gave. */
    public static final String UNKNOWN_PROGRESS_TOKEN = "UnknownProgressToken";
    /** A call giving a progress token that another active call of its sender already gave. */
    public static final String PROGRESS_TOKEN_REUSED = "ProgressTokenReused";
    /** A progress report whose value does not increase on the previous report for its token. */
    public static final String PROGRESS_NOT_INCREASING = "ProgressNotIncreasing";
    /** A method sent before a capability it requires was advertised. */
    public static final String CAPABILITY_NOT_ADVERTISED = "CapabilityNotAdvertised";
    /** A cancellation naming a call of its sender that is not active (advisory: it may race the reply). */
    public static final String CANCEL_INACTIVE_CALL = "CancelInactiveCall";
    /** The checker failed on an entry; the entry is skipped and the check is incomplete. */
    public static final String CHECK_FAILED = "CheckFailed";
    /** Preparation: the protocol shape is missing, is not a structure, or lacks {@code @jsonRpcProtocol}. */
    public static final String UNKNOWN_PROTOCOL = "UnknownProtocol";
    /** Preparation: the protocol does not declare the requested JSON-RPC version. */
    public static final String UNSUPPORTED_VERSION = "UnsupportedVersion";
    /** Preparation: a protocol, session, lifecycle or cancellation trait is malformed or names what is not there. */
    public static final String INVALID_CONTRACT = "InvalidContract";
    /** Reading: a transcript, log line or expected-findings item that cannot be read; the entry or item is dropped. */
    public static final String INVALID_TRANSCRIPT = "InvalidTranscript";
    /** Reading: a key the document format does not define; it is ignored (advisory). */
    public static final String UNKNOWN_TRANSCRIPT_KEY = "UnknownTranscriptKey";
    /** Reading: a log record that would open a session past the session limit; it is dropped. */
    public static final String SESSION_LIMIT = "SessionLimit";

    private TranscriptCodes() {
    }
}
