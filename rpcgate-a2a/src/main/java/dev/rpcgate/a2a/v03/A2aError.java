package dev.rpcgate.a2a.v03;

import java.util.Optional;

/** The A2A-specific JSON-RPC error codes of v0.3.0, with the schema's type names and default messages. */
public enum A2aError {
    /** -32001: the task id is unknown or expired. */
    TASK_NOT_FOUND(-32001, "TaskNotFoundError", "Task not found"),
    /** -32002: the task is in a state that cannot be canceled. */
    TASK_NOT_CANCELABLE(-32002, "TaskNotCancelableError", "Task cannot be canceled"),
    /** -32003: the agent does not support push notifications. */
    PUSH_NOTIFICATION_NOT_SUPPORTED(-32003, "PushNotificationNotSupportedError", "Push Notification is not supported"),
    /** -32004: the operation is known but not supported by this agent. */
    UNSUPPORTED_OPERATION(-32004, "UnsupportedOperationError", "This operation is not supported"),
    /** -32005: the requested content types are incompatible with the agent's. */
    CONTENT_TYPE_NOT_SUPPORTED(-32005, "ContentTypeNotSupportedError", "Incompatible content types"),
    /** -32006: the agent produced a response that does not conform to the specification. */
    INVALID_AGENT_RESPONSE(-32006, "InvalidAgentResponseError", "Invalid agent response"),
    /** -32007: the agent has no authenticated extended card configured. */
    AUTHENTICATED_EXTENDED_CARD_NOT_CONFIGURED(-32007, "AuthenticatedExtendedCardNotConfiguredError",
            "Authenticated Extended Card is not configured");

    private final int code;
    private final String typeName;
    private final String message;

    A2aError(int code, String typeName, String message) {
        this.code = code;
        this.typeName = typeName;
        this.message = message;
    }

    /** The JSON-RPC error code. */
    public int code() {
        return code;
    }

    /** The schema's definition name, e.g. {@code UnsupportedOperationError}. */
    public String typeName() {
        return typeName;
    }

    /** The schema's default message. */
    public String message() {
        return message;
    }

    /** The error with this code, if A2A v0.3.0 defines one. */
    public static Optional<A2aError> findByCode(int code) {
        for (A2aError e : values()) {
            if (e.code == code) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
