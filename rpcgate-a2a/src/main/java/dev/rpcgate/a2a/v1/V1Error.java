package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A2A v1.0's typed errors with their JSON-RPC codes. The ErrorInfo reason is the error type in UPPER_SNAKE_CASE
 * without the "Error" suffix ({@code TaskNotFoundError} -> {@code TASK_NOT_FOUND}), in the domain
 * {@value #DOMAIN}.
 */
public enum V1Error {
    /** The task id names no existing or accessible task. */
    TASK_NOT_FOUND(-32001, "TaskNotFound"),
    /** The task is not in a cancelable state. */
    TASK_NOT_CANCELABLE(-32002, "TaskNotCancelable"),
    /** The agent does not support push notifications. */
    PUSH_NOTIFICATION_NOT_SUPPORTED(-32003, "PushNotificationNotSupported"),
    /** The operation, or an aspect of it, is not supported. */
    UNSUPPORTED_OPERATION(-32004, "UnsupportedOperation"),
    /** A media type of the request's parts is not supported. */
    CONTENT_TYPE_NOT_SUPPORTED(-32005, "ContentTypeNotSupported"),
    /** An agent's response does not conform to the method. */
    INVALID_AGENT_RESPONSE(-32006, "InvalidAgentResponse"),
    /** No extended agent card is configured. */
    EXTENDED_AGENT_CARD_NOT_CONFIGURED(-32007, "ExtendedAgentCardNotConfigured"),
    /** A required extension was not declared by the client. */
    EXTENSION_SUPPORT_REQUIRED(-32008, "ExtensionSupportRequired"),
    /** The requested A2A-Version is not supported. */
    VERSION_NOT_SUPPORTED(-32009, "VersionNotSupported");

    /** The ErrorInfo domain of A2A's errors. */
    public static final String DOMAIN = "a2a-protocol.org";
    /** The {@code @type} of a google.rpc.ErrorInfo in ProtoJSON's Any form. */
    public static final String ERROR_INFO_TYPE = "type.googleapis.com/google.rpc.ErrorInfo";

    private final int code;
    private final String title;

    V1Error(int code, String title) {
        this.code = code;
        this.title = title;
    }

    /** The JSON-RPC error code, -32001 to -32009. */
    public int code() {
        return code;
    }

    /** The ErrorInfo reason, e.g. {@code TASK_NOT_FOUND}. */
    public String reason() {
        return name();
    }

    /** The error's name without the "Error" suffix, e.g. {@code TaskNotFound}. */
    public String title() {
        return title;
    }

    /** The error of that JSON-RPC code; empty for any other code. */
    public static Optional<V1Error> findByCode(int code) {
        for (V1Error e : values()) {
            if (e.code == code) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /** The error of that ErrorInfo reason (e.g. {@code TASK_NOT_FOUND}); empty for any other text. */
    public static Optional<V1Error> findByReason(String reason) {
        for (V1Error e : values()) {
            if (e.name().equals(reason)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /**
     * The v1.0 JSON-RPC error object: {@code code}, {@code message} and {@code data}, an array holding one
     * google.rpc.ErrorInfo with this reason, the domain {@value #DOMAIN} and the metadata (left out when empty).
     *
     * @param message  the human-readable message
     * @param metadata ErrorInfo metadata, string to string (e.g. {@code taskId}); written in its iteration order
     */
    public JsonObject toErrorObject(String message, Map<String, String> metadata) {
        Objects.requireNonNull(message, "message");
        JsonObject.Builder info = JsonObject.builder().put("@type", ERROR_INFO_TYPE).put("reason", reason())
                .put("domain", DOMAIN);
        if (metadata != null && !metadata.isEmpty()) {
            JsonObject.Builder m = JsonObject.builder();
            metadata.forEach((k, v) -> m.put(Objects.requireNonNull(k, "metadata key"),
                    Objects.requireNonNull(v, "metadata value")));
            info.put("metadata", m.build());
        }
        return JsonObject.builder().put("code", code).put("message", message)
                .put("data", JsonArray.of(info.build())).build();
    }
}
