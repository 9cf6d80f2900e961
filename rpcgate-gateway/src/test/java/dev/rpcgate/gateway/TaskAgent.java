package dev.rpcgate.gateway;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One instance of an A2A agent on 127.0.0.1 with a task store of its own, in v0.3 and v1.0 shapes: a message without
 * {@code taskId} creates a task here (answered as a Task, or as a Message naming it when its text is
 * {@code as-message}, or as a stream of events for the streaming methods); every call about a task answers only for
 * tasks this instance created, TaskNotFound -32001 otherwise. A message whose text is {@code id:<json>} gets a Task
 * with that JSON as its id (not stored): an agent naming odd task ids.
 */
public final class TaskAgent implements AutoCloseable {
    public final String name;
    public final Set<String> tasks = ConcurrentHashMap.newKeySet();
    public final AtomicInteger created = new AtomicInteger();
    public final AtomicInteger notFound = new AtomicInteger();
    private final LoopbackAgent http;

    private TaskAgent(String name) throws IOException {
        this.name = name;
        this.http = LoopbackAgent.http(this::answer);
    }

    public static TaskAgent start(String name) throws IOException {
        return new TaskAgent(name);
    }

    public URI uri() {
        return http.uri();
    }

    /** The requests this instance saw. */
    public int requests() {
        return http.requests.get();
    }

    private void answer(com.sun.net.httpserver.HttpExchange ex, byte[] body) throws IOException {
        JsonObject req = (JsonObject) JsonReader.standard().read(body).value();
        String id = JsonWriter.write(req.get("id"));
        String method = ((JsonString) req.get("method")).value();
        JsonValue params = req.get("params");
        boolean v1 = Character.isUpperCase(method.charAt(0));
        switch (method) {
            case "message/send", "SendMessage" -> {
                String text = text(params);
                if (text.startsWith("id:")) {
                    String odd = text.substring(3);
                    reply(ex, id, v1 ? "{\"task\":{\"id\":" + odd + ",\"status\":{\"state\":\"TASK_STATE_SUBMITTED\"}}}"
                            : "{\"kind\":\"task\",\"id\":" + odd + ",\"status\":{\"state\":\"submitted\"}}");
                    return;
                }
                String task = existingOrNew(ex, id, member(params instanceof JsonObject p ? p.get("message") : null, "taskId"));
                if (task == null) {
                    return;
                }
                if (text.equals("as-message")) {
                    reply(ex, id, v1 ? "{\"message\":{\"messageId\":\"m-" + task + "\",\"role\":\"ROLE_AGENT\","
                            + "\"taskId\":\"" + task + "\",\"parts\":[{\"text\":\"ok\"}]}}"
                            : "{\"kind\":\"message\",\"messageId\":\"m-" + task + "\",\"role\":\"agent\",\"taskId\":\""
                            + task + "\",\"parts\":[{\"kind\":\"text\",\"text\":\"ok\"}]}");
                } else {
                    reply(ex, id, v1 ? "{\"task\":" + task(task, true) + "}" : task(task, false));
                }
            }
            case "message/stream", "SendStreamingMessage" -> {
                String task = existingOrNew(ex, id, member(params instanceof JsonObject p ? p.get("message") : null, "taskId"));
                if (task != null) {
                    stream(ex, id, v1 ? "{\"task\":" + task(task, true) + "}" : task(task, false),
                            v1 ? "{\"statusUpdate\":{\"taskId\":\"" + task + "\",\"status\":{\"state\":"
                                    + "\"TASK_STATE_WORKING\"}}}"
                                    : "{\"kind\":\"status-update\",\"taskId\":\"" + task + "\",\"status\":{\"state\":"
                                    + "\"working\"},\"final\":true}");
                }
            }
            case "tasks/get", "tasks/cancel", "GetTask", "CancelTask" -> {
                if (known(ex, id, member(params, "id"))) {
                    reply(ex, id, task(member(params, "id"), v1));
                }
            }
            case "tasks/resubscribe", "SubscribeToTask" -> {
                String task = member(params, "id");
                if (known(ex, id, task)) {
                    stream(ex, id, v1 ? "{\"statusUpdate\":{\"taskId\":\"" + task + "\",\"status\":{\"state\":"
                            + "\"TASK_STATE_WORKING\"}}}" : "{\"kind\":\"status-update\",\"taskId\":\"" + task
                            + "\",\"status\":{\"state\":\"working\"},\"final\":true}");
                }
            }
            case "tasks/pushNotificationConfig/set", "CreateTaskPushNotificationConfig",
                 "GetTaskPushNotificationConfig", "ListTaskPushNotificationConfigs",
                 "DeleteTaskPushNotificationConfig" -> {
                String task = member(params, "taskId");
                if (known(ex, id, task)) {
                    reply(ex, id, "{\"taskId\":\"" + task + "\",\"url\":\"https://example.com/hook\"}");
                }
            }
            case "tasks/pushNotificationConfig/get", "tasks/pushNotificationConfig/list",
                 "tasks/pushNotificationConfig/delete" -> {
                if (known(ex, id, member(params, "id"))) {
                    reply(ex, id, method.endsWith("list") ? "[]" : method.endsWith("delete") ? "null"
                            : "{\"taskId\":\"" + member(params, "id") + "\",\"pushNotificationConfig\":{\"url\":"
                            + "\"https://example.com/hook\"}}");
                }
            }
            default -> LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":" + id
                    + ",\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}");
        }
    }

    /** The task the message continues when this instance holds it, a new one when it names none, else null. */
    private String existingOrNew(com.sun.net.httpserver.HttpExchange ex, String id, String named) throws IOException {
        if (named != null) {
            return known(ex, id, named) ? named : null;
        }
        String task = name + "-task-" + created.incrementAndGet();
        tasks.add(task);
        return task;
    }

    /** True when this instance holds {@code task}; else answers TaskNotFound. */
    private boolean known(com.sun.net.httpserver.HttpExchange ex, String id, String task) throws IOException {
        if (task != null && tasks.contains(task)) {
            return true;
        }
        notFound.incrementAndGet();
        LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":" + id
                + ",\"error\":{\"code\":-32001,\"message\":\"Task not found\"}}");
        return false;
    }

    private static String task(String task, boolean v1) {
        return v1 ? "{\"id\":\"" + task + "\",\"contextId\":\"ctx\",\"status\":{\"state\":\"TASK_STATE_WORKING\"}}"
                : "{\"kind\":\"task\",\"id\":\"" + task + "\",\"contextId\":\"ctx\",\"status\":{\"state\":"
                + "\"working\"}}";
    }

    private static void reply(com.sun.net.httpserver.HttpExchange ex, String id, String result) throws IOException {
        LoopbackAgent.send(ex, 200, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + result + "}");
    }

    private static void stream(com.sun.net.httpserver.HttpExchange ex, String id, String... results)
            throws IOException {
        ex.getResponseHeaders().set("Content-Type", "text/event-stream");
        ex.sendResponseHeaders(200, 0);
        try (OutputStream out = ex.getResponseBody()) {
            for (String r : results) {
                out.write(("data: {\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + r + "}\n\n")
                        .getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        }
    }

    private static String member(JsonValue v, String name) {
        return v instanceof JsonObject o && o.get(name) instanceof JsonString s ? s.value() : null;
    }

    private static String text(JsonValue params) {
        if (params instanceof JsonObject p && p.get("message") instanceof JsonObject m
                && m.get("parts") instanceof dev.rpcgate.core.json.JsonArray parts && parts.size() > 0) {
            String t = member(parts.elements().get(0), "text");
            return t == null ? "" : t;
        }
        return "";
    }

    @Override
    public void close() {
        http.close();
    }
}
