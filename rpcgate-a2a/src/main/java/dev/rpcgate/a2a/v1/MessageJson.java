package dev.rpcgate.a2a.v1;

import static dev.rpcgate.a2a.v1.ProtoFields.ARTIFACT;
import static dev.rpcgate.a2a.v1.ProtoFields.ARTIFACT_UPDATE;
import static dev.rpcgate.a2a.v1.ProtoFields.MESSAGE;
import static dev.rpcgate.a2a.v1.ProtoFields.PART;
import static dev.rpcgate.a2a.v1.ProtoFields.SEND_RESPONSE;
import static dev.rpcgate.a2a.v1.ProtoFields.STATUS_UPDATE;
import static dev.rpcgate.a2a.v1.ProtoFields.STREAM_RESPONSE;
import static dev.rpcgate.a2a.v1.ProtoFields.TASK;
import static dev.rpcgate.a2a.v1.ProtoFields.TASK_STATUS;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/** ProtoJSON reading and writing of messages, parts, tasks, artifacts, their events and the response oneofs. */
final class MessageJson {
    private MessageJson() {
    }

    // ---------------------------------------------------------------------------------------------- reading

    static Part part(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, PART);
        List<String> given = new ArrayList<>(1);
        for (String name : List.of("text", "raw", "url")) {
            if (in.has(name)) {
                given.add(name);
            }
        }
        if (in.raw("data") != null) { // a google.protobuf.Value: null is its null value, not "not set"
            given.add("data");
        }
        if (given.size() != 1) {
            throw FieldReader.fault(path, "a Part has exactly one of \"text\", \"raw\", \"url\" and \"data\", found "
                    + (given.isEmpty() ? "none" : String.join(", ", given)));
        }
        PartContent content = switch (given.get(0)) {
            case "text" -> new PartContent.Text(in.string("text"));
            case "raw" -> new PartContent.Raw(in.one("raw", ScalarReader::bytes));
            case "url" -> new PartContent.Url(in.string("url"));
            default -> new PartContent.Data(in.raw("data"));
        };
        return new Part(content, in.optString("mediaType"), in.optString("filename"), in.optStruct("metadata"),
                in.extra());
    }

    static Message message(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, MESSAGE);
        return new Message(in.string("messageId"), in.optString("contextId"), in.optString("taskId"),
                in.one("role", ScalarReader::role), in.list("parts", MessageJson::part), in.optStruct("metadata"),
                in.optStrings("extensions"), in.optStrings("referenceTaskIds"), in.extra());
    }

    static Task task(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, TASK);
        return new Task(in.string("id"), in.optString("contextId"), in.one("status", MessageJson::status),
                in.optList("artifacts", MessageJson::artifact), in.optList("history", MessageJson::message),
                in.optStruct("metadata"), in.extra());
    }

    static TaskStatus status(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, TASK_STATUS);
        return new TaskStatus(in.one("state", ScalarReader::taskState), in.opt("message", MessageJson::message),
                in.opt("timestamp", ScalarReader::timestamp), in.extra());
    }

    static Artifact artifact(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, ARTIFACT);
        return new Artifact(in.string("artifactId"), in.optString("name"), in.optString("description"),
                in.list("parts", MessageJson::part), in.optStruct("metadata"), in.optStrings("extensions"),
                in.extra());
    }

    static TaskStatusUpdateEvent statusUpdate(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, STATUS_UPDATE);
        return new TaskStatusUpdateEvent(in.string("taskId"), in.string("contextId"),
                in.one("status", MessageJson::status), in.optStruct("metadata"), in.extra());
    }

    static TaskArtifactUpdateEvent artifactUpdate(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, ARTIFACT_UPDATE);
        return new TaskArtifactUpdateEvent(in.string("taskId"), in.string("contextId"),
                in.one("artifact", MessageJson::artifact), in.optBool("append"), in.optBool("lastChunk"),
                in.optStruct("metadata"), in.extra());
    }

    static SendMessageResponse sendResponse(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, SEND_RESPONSE);
        return switch (payload(in, path, SEND_RESPONSE)) {
            case "task" -> new SendMessageResponse.TaskPayload(in.one("task", MessageJson::task), in.extra());
            default -> new SendMessageResponse.MessagePayload(in.one("message", MessageJson::message), in.extra());
        };
    }

    static StreamResponse streamResponse(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, STREAM_RESPONSE);
        return switch (payload(in, path, STREAM_RESPONSE)) {
            case "task" -> new StreamResponse.TaskPayload(in.one("task", MessageJson::task), in.extra());
            case "message" -> new StreamResponse.MessagePayload(in.one("message", MessageJson::message), in.extra());
            case "statusUpdate" -> new StreamResponse.StatusUpdatePayload(
                    in.one("statusUpdate", MessageJson::statusUpdate), in.extra());
            default -> new StreamResponse.ArtifactUpdatePayload(in.one("artifactUpdate", MessageJson::artifactUpdate),
                    in.extra());
        };
    }

    /** The json name of the one payload field that is set (every field of these messages is in the oneof). */
    private static String payload(FieldReader in, String path, Fields fields) {
        List<String> given = new ArrayList<>(1);
        for (String name : fields.jsonNames()) {
            if (in.has(name)) {
                given.add(name);
            }
        }
        if (given.size() != 1) {
            throw FieldReader.fault(path, "a " + fields.message() + " has exactly one of " + fields.jsonNames()
                    + ", found " + (given.isEmpty() ? "none" : String.join(", ", given)));
        }
        return given.get(0);
    }

    // ---------------------------------------------------------------------------------------------- writing

    static JsonObject write(Part p) {
        FieldWriter out = new FieldWriter(PART);
        switch (p.content()) {
            case PartContent.Text t -> out.put("text", t.text());
            case PartContent.Raw r -> out.put("raw", r.base64());
            case PartContent.Url u -> out.put("url", u.url());
            case PartContent.Data d -> out.put("data", d.data());
        }
        return out.optStruct("metadata", p.metadata()).optString("filename", p.filename())
                .optString("mediaType", p.mediaType()).with(p.extra());
    }

    static JsonObject write(Message m) {
        return new FieldWriter(MESSAGE).put("messageId", m.messageId()).optString("contextId", m.contextId())
                .optString("taskId", m.taskId()).put("role", m.role().wireName())
                .put("parts", FieldWriter.list(m.parts(), MessageJson::write)).optStruct("metadata", m.metadata())
                .optStrings("extensions", m.extensions()).optStrings("referenceTaskIds", m.referenceTaskIds())
                .with(m.extra());
    }

    static JsonObject write(Task t) {
        return new FieldWriter(TASK).put("id", t.id()).optString("contextId", t.contextId())
                .put("status", write(t.status()))
                .optList("artifacts", t.artifacts(), MessageJson::write)
                .optList("history", t.history(), MessageJson::write).optStruct("metadata", t.metadata())
                .with(t.extra());
    }

    static JsonObject write(TaskStatus s) {
        return new FieldWriter(TASK_STATUS).put("state", s.state().wireName())
                .opt("message", s.message(), MessageJson::write)
                .opt("timestamp", s.timestamp(), t -> JsonString.of(t.text())).with(s.extra());
    }

    static JsonObject write(Artifact a) {
        return new FieldWriter(ARTIFACT).put("artifactId", a.artifactId()).optString("name", a.name())
                .optString("description", a.description()).put("parts", FieldWriter.list(a.parts(), MessageJson::write))
                .optStruct("metadata", a.metadata()).optStrings("extensions", a.extensions()).with(a.extra());
    }

    static JsonObject write(TaskStatusUpdateEvent e) {
        return new FieldWriter(STATUS_UPDATE).put("taskId", e.taskId()).put("contextId", e.contextId())
                .put("status", write(e.status())).optStruct("metadata", e.metadata()).with(e.extra());
    }

    static JsonObject write(TaskArtifactUpdateEvent e) {
        return new FieldWriter(ARTIFACT_UPDATE).put("taskId", e.taskId()).put("contextId", e.contextId())
                .put("artifact", write(e.artifact())).optBool("append", e.append())
                .optBool("lastChunk", e.lastChunk()).optStruct("metadata", e.metadata()).with(e.extra());
    }

    static JsonObject write(SendMessageResponse r) {
        FieldWriter out = new FieldWriter(SEND_RESPONSE);
        switch (r) {
            case SendMessageResponse.TaskPayload t -> out.put("task", write(t.task()));
            case SendMessageResponse.MessagePayload m -> out.put("message", write(m.message()));
        }
        return out.with(r.extra());
    }

    static JsonObject write(StreamResponse r) {
        FieldWriter out = new FieldWriter(STREAM_RESPONSE);
        switch (r) {
            case StreamResponse.TaskPayload t -> out.put("task", write(t.task()));
            case StreamResponse.MessagePayload m -> out.put("message", write(m.message()));
            case StreamResponse.StatusUpdatePayload s -> out.put("statusUpdate", write(s.statusUpdate()));
            case StreamResponse.ArtifactUpdatePayload a -> out.put("artifactUpdate", write(a.artifactUpdate()));
        }
        return out.with(r.extra());
    }
}
