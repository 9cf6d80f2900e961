package dev.rpcgate.a2a.v03;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.util.Set;

/**
 * Exact JSON reading and writing of the A2A v0.3.0 records over core's {@link JsonValue}. Reading keeps every member
 * the schema does not name in the record's {@code extra} (the schema allows them everywhere) and keeps numbers as
 * written; writing puts the modelled members first, then the kept ones, so {@code write(expect(v))} equals {@code v}
 * as JSON. The {@code expect} methods check the shape (types, required members, {@code kind}) and throw
 * {@link IllegalArgumentException} naming the JSON Pointer of the first fault; for findings instead of an exception
 * use {@link MessageSendValidator}. The part policy (sizes, Base64, URIs, empty parts) is not applied here.
 */
public final class A2aJson {
    /** The empty object, the {@code extra} of a record with nothing kept. */
    public static final JsonObject EMPTY = JsonObject.builder().build();

    private static final Set<String> PARAMS = Set.copyOf(ParamsWalk.PARAMS);
    private static final Set<String> MESSAGE = Set.copyOf(ParamsWalk.MESSAGE);
    private static final Set<String> CONFIGURATION = Set.copyOf(ParamsWalk.CONFIGURATION);
    private static final Set<String> PUSH = Set.copyOf(ParamsWalk.PUSH);
    private static final Set<String> AUTHENTICATION = Set.copyOf(ParamsWalk.AUTHENTICATION);
    private static final Set<String> TEXT = Set.copyOf(PartWalk.TEXT);
    private static final Set<String> FILE = Set.copyOf(PartWalk.FILE);
    private static final Set<String> DATA = Set.copyOf(PartWalk.DATA);
    private static final Set<String> FILE_CONTENT = Set.copyOf(PartWalk.FILE_CONTENT);
    private static final Set<String> TASK = Set.of("kind", "id", "contextId", "status", "artifacts", "history",
            "metadata");
    private static final Set<String> STATUS = Set.of("state", "message", "timestamp");
    private static final Set<String> ARTIFACT = Set.of("artifactId", "name", "description", "parts", "metadata",
            "extensions");
    private static final Set<String> STATUS_EVENT = Set.of("kind", "taskId", "contextId", "status", "final",
            "metadata");
    private static final Set<String> ARTIFACT_EVENT = Set.of("kind", "taskId", "contextId", "artifact", "append",
            "lastChunk", "metadata");
    private static final Set<String> CARD = Set.of("name", "description", "url", "version", "protocolVersion",
            "capabilities", "defaultInputModes", "defaultOutputModes", "skills", "preferredTransport",
            "supportsAuthenticatedExtendedCard");
    private static final Set<String> CAPABILITIES = Set.of("streaming", "pushNotifications", "stateTransitionHistory");
    private static final Set<String> SKILL = Set.of("id", "name", "description", "tags", "examples", "inputModes",
            "outputModes");

    private A2aJson() {
    }

    // ---------------------------------------------------------------------------------------------- reading

    /** Reads {@code message/send} params. */
    public static MessageSendParams expectMessageSendParams(JsonValue v) {
        return params(v, "");
    }

    /** Reads a message. */
    public static Message expectMessage(JsonValue v) {
        return message(v, "");
    }

    /** Reads a part. */
    public static Part expectPart(JsonValue v) {
        return part(v, "");
    }

    /** Reads a task. */
    public static Task expectTask(JsonValue v) {
        return task(v, "");
    }

    /** Reads an artifact. */
    public static Artifact expectArtifact(JsonValue v) {
        return artifact(v, "");
    }

    /** Reads a status-update event. */
    public static TaskStatusUpdateEvent expectStatusUpdate(JsonValue v) {
        MemberReader in = MemberReader.of(v, "");
        in.kind("status-update");
        return new TaskStatusUpdateEvent(in.string("taskId"), in.string("contextId"), in.one("status", A2aJson::status),
                in.bool("final"), in.optObject("metadata"), in.extra(STATUS_EVENT));
    }

    /** Reads an artifact-update event. */
    public static TaskArtifactUpdateEvent expectArtifactUpdate(JsonValue v) {
        MemberReader in = MemberReader.of(v, "");
        in.kind("artifact-update");
        return new TaskArtifactUpdateEvent(in.string("taskId"), in.string("contextId"),
                in.one("artifact", A2aJson::artifact), in.optBoolean("append"), in.optBoolean("lastChunk"),
                in.optObject("metadata"), in.extra(ARTIFACT_EVENT));
    }

    /** Reads an agent card. */
    public static AgentCard expectAgentCard(JsonValue v) {
        MemberReader in = MemberReader.of(v, "");
        return new AgentCard(in.string("name"), in.string("description"), in.string("url"), in.string("version"),
                in.string("protocolVersion"), in.one("capabilities", A2aJson::capabilities),
                in.strings("defaultInputModes"), in.strings("defaultOutputModes"),
                in.list("skills", A2aJson::skill), in.optString("preferredTransport"),
                in.optBoolean("supportsAuthenticatedExtendedCard"), in.extra(CARD));
    }

    private static MessageSendParams params(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        return new MessageSendParams(in.one("message", A2aJson::message),
                in.opt("configuration", A2aJson::configuration), in.optObject("metadata"), in.extra(PARAMS));
    }

    private static Message message(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        in.kind("message");
        Role role;
        try {
            role = Role.expect(in.string("role"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("at \"" + in.at("role") + "\": " + e.getMessage(), e);
        }
        return new Message(role, in.list("parts", A2aJson::part), in.string("messageId"), in.optString("contextId"),
                in.optString("taskId"), in.optStrings("referenceTaskIds"), in.optStrings("extensions"),
                in.optObject("metadata"), in.extra(MESSAGE));
    }

    private static Part part(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        String kind = in.string("kind");
        return switch (kind) {
            case "text" -> new TextPart(in.string("text"), in.optObject("metadata"), in.extra(TEXT));
            case "data" -> new DataPart(in.one("data", MemberReader::object), in.optObject("metadata"), in.extra(DATA));
            case "file" -> new FilePart(in.one("file", A2aJson::file), in.optObject("metadata"), in.extra(FILE));
            default -> throw new IllegalArgumentException("at \"" + in.at("kind") + "\": not a part kind: \"" + kind
                    + "\"");
        };
    }

    private static FileContent file(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        boolean bytes = ((JsonObject) v).has("bytes");
        boolean uri = ((JsonObject) v).has("uri");
        if (bytes == uri) {
            throw new IllegalArgumentException("at \"" + path + "\": a file has exactly one of \"bytes\" and \"uri\"");
        }
        return bytes
                ? new FileWithBytes(in.string("bytes"), in.optString("name"), in.optString("mimeType"),
                        in.extra(FILE_CONTENT))
                : new FileWithUri(in.string("uri"), in.optString("name"), in.optString("mimeType"),
                        in.extra(FILE_CONTENT));
    }

    private static MessageSendConfiguration configuration(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        return new MessageSendConfiguration(in.optStrings("acceptedOutputModes"), in.optInteger("historyLength"),
                in.opt("pushNotificationConfig", A2aJson::push), in.optBoolean("blocking"), in.extra(CONFIGURATION));
    }

    private static PushNotificationConfig push(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        return new PushNotificationConfig(in.string("url"), in.optString("id"), in.optString("token"),
                in.opt("authentication", (a, p) -> {
                    MemberReader auth = MemberReader.of(a, p);
                    return new PushNotificationAuthenticationInfo(auth.strings("schemes"),
                            auth.optString("credentials"), auth.extra(AUTHENTICATION));
                }), in.extra(PUSH));
    }

    private static Task task(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        in.kind("task");
        return new Task(in.string("id"), in.string("contextId"), in.one("status", A2aJson::status),
                in.optList("artifacts", A2aJson::artifact), in.optList("history", A2aJson::message),
                in.optObject("metadata"), in.extra(TASK));
    }

    private static TaskStatus status(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        TaskState state;
        try {
            state = TaskState.expect(in.string("state"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("at \"" + in.at("state") + "\": " + e.getMessage(), e);
        }
        return new TaskStatus(state, in.opt("message", A2aJson::message), in.optString("timestamp"), in.extra(STATUS));
    }

    private static Artifact artifact(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        return new Artifact(in.string("artifactId"), in.optString("name"), in.optString("description"),
                in.list("parts", A2aJson::part), in.optObject("metadata"), in.optStrings("extensions"),
                in.extra(ARTIFACT));
    }

    private static AgentCapabilities capabilities(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        return new AgentCapabilities(in.optBoolean("streaming"), in.optBoolean("pushNotifications"),
                in.optBoolean("stateTransitionHistory"), in.extra(CAPABILITIES));
    }

    private static AgentSkill skill(JsonValue v, String path) {
        MemberReader in = MemberReader.of(v, path);
        return new AgentSkill(in.string("id"), in.string("name"), in.string("description"), in.strings("tags"),
                in.optStrings("examples"), in.optStrings("inputModes"),
                in.optStrings("outputModes"), in.extra(SKILL));
    }

    // ---------------------------------------------------------------------------------------------- writing

    /** The params as JSON. */
    public static JsonObject toJson(MessageSendParams p) {
        return new MemberWriter().put("message", toJson(p.message()))
                .opt("configuration", p.configuration(), A2aJson::toJson)
                .optObject("metadata", p.metadata()).with(p.extra());
    }

    /** The message as JSON, {@code kind: "message"} included. */
    public static JsonObject toJson(Message m) {
        return new MemberWriter().put("kind", "message").put("messageId", m.messageId()).put("role", m.role().wire())
                .put("parts", MemberWriter.list(m.parts(), A2aJson::toJson)).optString("contextId", m.contextId())
                .optString("taskId", m.taskId()).optStrings("referenceTaskIds", m.referenceTaskIds())
                .optStrings("extensions", m.extensions()).optObject("metadata", m.metadata()).with(m.extra());
    }

    /** The part as JSON. */
    public static JsonObject toJson(Part part) {
        MemberWriter out = new MemberWriter().put("kind", part.kind());
        switch (part) {
            case TextPart t -> out.put("text", t.text());
            case DataPart d -> out.put("data", d.data());
            case FilePart f -> out.put("file", toJson(f.file()));
        }
        return out.optObject("metadata", part.metadata()).with(part.extra());
    }

    /** The file content as JSON. */
    public static JsonObject toJson(FileContent file) {
        MemberWriter out = new MemberWriter();
        switch (file) {
            case FileWithBytes b -> out.put("bytes", b.bytes());
            case FileWithUri u -> out.put("uri", u.uri());
        }
        return out.optString("name", file.name()).optString("mimeType", file.mimeType()).with(file.extra());
    }

    /** The configuration as JSON. */
    public static JsonObject toJson(MessageSendConfiguration c) {
        return new MemberWriter().optStrings("acceptedOutputModes", c.acceptedOutputModes())
                .opt("historyLength", c.historyLength(), n -> n)
                .opt("pushNotificationConfig", c.pushNotificationConfig(), A2aJson::toJson)
                .optBoolean("blocking", c.blocking()).with(c.extra());
    }

    /** The push-notification configuration as JSON. */
    public static JsonObject toJson(PushNotificationConfig p) {
        return new MemberWriter().put("url", p.url()).optString("id", p.id()).optString("token", p.token())
                .opt("authentication", p.authentication(), a -> new MemberWriter()
                        .put("schemes", MemberWriter.strings(a.schemes()))
                        .optString("credentials", a.credentials()).with(a.extra()))
                .with(p.extra());
    }

    /** The task as JSON, {@code kind: "task"} included. */
    public static JsonObject toJson(Task t) {
        return new MemberWriter().put("kind", "task").put("id", t.id()).put("contextId", t.contextId())
                .put("status", toJson(t.status())).optList("artifacts", t.artifacts(), A2aJson::toJson)
                .optList("history", t.history(), A2aJson::toJson).optObject("metadata", t.metadata())
                .with(t.extra());
    }

    /** The task status as JSON. */
    public static JsonObject toJson(TaskStatus s) {
        return new MemberWriter().put("state", s.state().wire()).opt("message", s.message(), A2aJson::toJson)
                .optString("timestamp", s.timestamp()).with(s.extra());
    }

    /** The artifact as JSON. */
    public static JsonObject toJson(Artifact a) {
        return new MemberWriter().put("artifactId", a.artifactId()).optString("name", a.name())
                .optString("description", a.description()).put("parts", MemberWriter.list(a.parts(), A2aJson::toJson))
                .optObject("metadata", a.metadata()).optStrings("extensions", a.extensions()).with(a.extra());
    }

    /** The status-update event as JSON, {@code kind: "status-update"} included. */
    public static JsonObject toJson(TaskStatusUpdateEvent e) {
        return new MemberWriter().put("kind", "status-update").put("taskId", e.taskId()).put("contextId", e.contextId())
                .put("status", toJson(e.status())).put("final", e.isFinal()).optObject("metadata", e.metadata())
                .with(e.extra());
    }

    /** The artifact-update event as JSON, {@code kind: "artifact-update"} included. */
    public static JsonObject toJson(TaskArtifactUpdateEvent e) {
        return new MemberWriter().put("kind", "artifact-update").put("taskId", e.taskId())
                .put("contextId", e.contextId()).put("artifact", toJson(e.artifact())).optBoolean("append", e.append())
                .optBoolean("lastChunk", e.lastChunk()).optObject("metadata", e.metadata()).with(e.extra());
    }

    /** The agent card as JSON. */
    public static JsonObject toJson(AgentCard c) {
        AgentCapabilities caps = c.capabilities();
        return new MemberWriter().put("name", c.name()).put("description", c.description()).put("url", c.url())
                .put("version", c.version()).put("protocolVersion", c.protocolVersion())
                .put("capabilities", new MemberWriter().optBoolean("streaming", caps.streaming())
                        .optBoolean("pushNotifications", caps.pushNotifications())
                        .optBoolean("stateTransitionHistory", caps.stateTransitionHistory()).with(caps.extra()))
                .put("defaultInputModes", MemberWriter.strings(c.defaultInputModes()))
                .put("defaultOutputModes", MemberWriter.strings(c.defaultOutputModes()))
                .put("skills", MemberWriter.list(c.skills(), s -> new MemberWriter().put("id", s.id())
                        .put("name", s.name()).put("description", s.description())
                        .put("tags", MemberWriter.strings(s.tags()))
                        .optStrings("examples", s.examples()).optStrings("inputModes", s.inputModes())
                        .optStrings("outputModes", s.outputModes()).with(s.extra())))
                .optString("preferredTransport", c.preferredTransport())
                .optBoolean("supportsAuthenticatedExtendedCard", c.supportsAuthenticatedExtendedCard())
                .with(c.extra());
    }
}
