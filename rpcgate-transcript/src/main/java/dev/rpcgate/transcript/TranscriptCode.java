package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.FindingCode;

/**
 * The finding codes the transcript checker, protocol preparation and the transcript and log readers add to those of
 * message validation; {@link #code()} is the UpperCamelCase name reports print and expect lists match, never reworded
 * once released. Codes declared elsewhere keep their declaring enum: {@code ContractCode} (rpcgate-smithy) for
 * {@code DuplicateResponse}, {@code MissingResponse}, {@code UnknownMethod}, {@code UnsupportedVersion},
 * {@code WrongReplyForm}, ...; {@code EnvelopeCode} for {@code AmbiguousId} and {@code UnsupportedMessage};
 * {@code SharedCode} for {@code FindingLimit} and {@code InvalidContract}.
 */
public enum TranscriptCode implements FindingCode {
    /** A sender that is not a peer of the protocol, or a named receiver that is not the sender's other peer. */
    UNKNOWN_PEER("UnknownPeer"),
    /** An entry over the entry byte limit; it is skipped. */
    ENTRY_LIMIT("EntryLimit"),
    /** A call, unreadable entry or batch beyond the active-call limit of its sender; it is not tracked. */
    ACTIVE_CALL_LIMIT("ActiveCallLimit"),
    /** A call whose id is still awaiting the reply to an earlier call of the same sender. */
    ACTIVE_ID_REUSED("ActiveIdReused"),
    /** A reply whose id belongs to an active call of its own sender: the wrong peer answered. */
    WRONG_RESPONDER("WrongResponder"),
    /** A null-id reply after a JSON-RPC 1.0 notification, which never gets one. */
    RESPONSE_TO_NOTIFICATION("ResponseToNotification"),
    /** A reply that answers no call the checker knows of. */
    UNSOLICITED_RESPONSE("UnsolicitedResponse"),
    /** A notification the receiver does not model, of a method the protocol lets a receiver ignore (advisory). */
    IGNORED_NOTIFICATION("IgnoredNotification"),
    /** A call (or batch) still unanswered at the end of a partial transcript (advisory). */
    OUTSTANDING_CALL("OutstandingCall"),
    /** A method sent in a session state its lifecycle does not allow. */
    STATE_VIOLATION("StateViolation"),
    /** A reply to a call its caller cancelled, where a cancelled call gets no reply (advisory: it may have crossed). */
    REPLY_AFTER_CANCEL("ReplyAfterCancel"),
    /** A progress report whose token no call of its receiver that still awaits progress gave. */
    UNKNOWN_PROGRESS_TOKEN("UnknownProgressToken"),
    /** A call giving a progress token that another active call of its sender already gave. */
    PROGRESS_TOKEN_REUSED("ProgressTokenReused"),
    /** A progress report whose value does not increase on the previous report for its token. */
    PROGRESS_NOT_INCREASING("ProgressNotIncreasing"),
    /** A method sent before a capability it requires was advertised. */
    CAPABILITY_NOT_ADVERTISED("CapabilityNotAdvertised"),
    /** A cancellation naming a call of its sender that is not active (advisory: it may race the reply). */
    CANCEL_INACTIVE_CALL("CancelInactiveCall"),
    /** The checker failed on an entry; the entry is skipped and the check is incomplete. */
    CHECK_FAILED("CheckFailed"),
    /** Preparation: the protocol shape is missing, is not a structure, or lacks {@code @jsonRpcProtocol}. */
    UNKNOWN_PROTOCOL("UnknownProtocol"),
    /** Reading: a transcript, log line or expected-findings item that cannot be read; the entry or item is dropped. */
    INVALID_TRANSCRIPT("InvalidTranscript"),
    /** Reading: a key the document format does not define; it is ignored (advisory). */
    UNKNOWN_TRANSCRIPT_KEY("UnknownTranscriptKey"),
    /** Reading: a log record that would open a session past the session limit; it is dropped. */
    SESSION_LIMIT("SessionLimit");

    private final String code;

    TranscriptCode(String code) {
        this.code = code;
    }

    /** The name written in reports, e.g. {@code UnknownPeer}. */
    @Override
    public String code() {
        return code;
    }
}
