package dev.rpcgate.a2a.v03;

import java.util.List;
import java.util.Set;

/** The JSON-RPC method names of A2A v0.3.0. */
public final class A2aMethods {
    /** Sends a message; the one method rpcgate's receiver dispatches. */
    public static final String MESSAGE_SEND = "message/send";
    /** Sends a message and streams the task's events (SSE). */
    public static final String MESSAGE_STREAM = "message/stream";
    /** Reads a task. */
    public static final String TASKS_GET = "tasks/get";
    /** Cancels a task. */
    public static final String TASKS_CANCEL = "tasks/cancel";
    /** Resubscribes to a task's event stream. */
    public static final String TASKS_RESUBSCRIBE = "tasks/resubscribe";
    /** Sets a task's push-notification configuration. */
    public static final String PUSH_CONFIG_SET = "tasks/pushNotificationConfig/set";
    /** Reads a task's push-notification configuration. */
    public static final String PUSH_CONFIG_GET = "tasks/pushNotificationConfig/get";
    /** Lists a task's push-notification configurations. */
    public static final String PUSH_CONFIG_LIST = "tasks/pushNotificationConfig/list";
    /** Deletes a task's push-notification configuration. */
    public static final String PUSH_CONFIG_DELETE = "tasks/pushNotificationConfig/delete";
    /** Reads the authenticated extended agent card. */
    public static final String GET_AUTHENTICATED_EXTENDED_CARD = "agent/getAuthenticatedExtendedCard";

    private static final List<String> ALL = List.of(MESSAGE_SEND, MESSAGE_STREAM, TASKS_GET, TASKS_CANCEL,
            TASKS_RESUBSCRIBE, PUSH_CONFIG_SET, PUSH_CONFIG_GET, PUSH_CONFIG_LIST, PUSH_CONFIG_DELETE,
            GET_AUTHENTICATED_EXTENDED_CARD);
    private static final Set<String> KNOWN = Set.copyOf(ALL);

    private A2aMethods() {
    }

    /** The ten v0.3.0 method names, in the specification's order. */
    public static List<String> all() {
        return ALL;
    }

    /** True for a v0.3.0 method name (exact, case-sensitive). */
    public static boolean isKnown(String method) {
        return method != null && KNOWN.contains(method);
    }
}
