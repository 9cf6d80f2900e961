package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every JSON example of the A2A v1.0 specification (see {@link V1SpecExamples}) is in exactly one table below, and its
 * entry holds: a v1.0 JSON-RPC request reads its params by its method into their record, and a v1.0 body (card,
 * request, response, event, part) into the record of its proto message, and each writes back to the same JSON value;
 * the skipped ones are skipped for the reason given, and that reason is checked: the text is not strict JSON, or a
 * REQUIRED field is missing (or a value elided) where the reader says, or the JSON is not a v1.0 record at all.
 */
class V1SpecExamplesTest {
    /** Examples that read into records: the proto message of the body, or "rpc" for a JSON-RPC request. */
    private static final Map<String, String> READ = new LinkedHashMap<>();
    /** Examples that are not strict JSON: why. */
    private static final Map<String, String> NOT_JSON = new LinkedHashMap<>();
    /** Examples in a v1.0 shape that leave out a REQUIRED field or elide a value: message, path of the fault. */
    private static final Map<String, String[]> INCOMPLETE = new LinkedHashMap<>();
    /** Strict JSON examples that are no v1.0 record: why. */
    private static final Map<String, String> NOT_A_RECORD = new LinkedHashMap<>();

    /** The params record of each v1.0 method in the examples. */
    private static final Map<String, String> PARAMS = Map.of("SendMessage", "SendMessageRequest",
            "SendStreamingMessage", "SendMessageRequest", "GetTask", "GetTaskRequest", "ListTasks", "ListTasksRequest",
            "CancelTask", "CancelTaskRequest", "SubscribeToTask", "SubscribeToTaskRequest",
            "GetExtendedAgentCard", "GetExtendedAgentCardRequest");

    static {
        READ.put("4.6.2. Extensions Points #2", "Artifact");
        READ.put("6.1. Basic Task Execution #1", "SendMessageRequest");
        READ.put("6.1. Basic Task Execution #2", "SendMessageResponse");
        READ.put("6.2. Streaming Task Execution #1", "SendMessageRequest");
        READ.put("6.2. Streaming Task Execution #2/1", "StreamResponse");
        READ.put("6.3. Multi-Turn Interaction #1", "SendMessageRequest");
        READ.put("6.3. Multi-Turn Interaction #3", "SendMessageRequest");
        READ.put("6.4. Version Negotiation Error #1", "SendMessageRequest");
        READ.put("Request: All tasks from a specific context #2", "ListTasksResponse");
        READ.put("Request: All working tasks across all contexts #2", "ListTasksResponse");
        READ.put("6.6. Push Notification Setup and Usage #1", "SendMessageRequest");
        READ.put("6.6. Push Notification Setup and Usage #2", "SendMessageResponse");
        READ.put("6.6. Push Notification Setup and Usage #3", "StreamResponse");
        READ.put("6.7. File Exchange (Upload and Download) #2", "SendMessageResponse");
        READ.put("6.8. Structured Data Exchange #1", "SendMessageRequest");
        READ.put("6.8. Structured Data Exchange #2", "SendMessageResponse");
        READ.put("8.4.2. Signature Format #1", "AgentCardSignature");
        READ.put("8.5. Sample Agent Card #1", "AgentCard"); // its "security" member is kept as one the proto lacks
        READ.put("9.4.3. GetTask #1", "rpc");
        READ.put("9.4.4. ListTasks #1", "rpc");
        READ.put("9.4.5. CancelTask #1", "rpc");
        READ.put("9.4.6. SubscribeToTask #1", "rpc");
        READ.put("9.4.8. GetExtendedAgentCard #1", "rpc"); // no params: the request with no field set
        READ.put("11.4. Request/Response Format #1", "SendMessageRequest");
        READ.put("11.4. Request/Response Format #2", "SendMessageResponse");
        READ.put("A.2.1 Breaking Change: Kind Discriminator Removed #3", "Part");

        NOT_JSON.put("4.3.3. Push Notification Payload #1", "/* */ comments stand for the payload objects");
        NOT_JSON.put("4.6.1. Extension Declaration #1", "a trailing comma after \"protocolVersion\"");
        NOT_JSON.put("Pagination Example #2", "a /* */ comment stands for the tasks");
        NOT_JSON.put("6.7. File Exchange (Upload and Download) #1", "a missing comma after \"raw\", a trailing one");
        NOT_JSON.put("Step 3: Client fetches authenticated extended Agent Card #2", "a /* */ comment for the skills");
        NOT_JSON.put("9.2. Service Parameter Transmission #1", "a /* */ comment stands for the params");
        NOT_JSON.put("9.3. Base Request Structure #1", "a /* */ comment stands for the params");
        NOT_JSON.put("9.4.1. SendMessage #1", "a /* */ comment stands for the params");
        NOT_JSON.put("9.4.1. SendMessage #2", "a /* */ comment stands for the result, and no closing brace");
        NOT_JSON.put("11.7. Streaming #1", "a /* */ comment stands for the request");
        NOT_JSON.put("11.7. Streaming #2/1", "a /* */ comment stands for the event");
        NOT_JSON.put("11.7. Streaming #2/2", "a /* */ comment stands for the event");

        INCOMPLETE.put("4.6.1. Extension Declaration #2", new String[] {"SendMessageRequest", "/message/messageId"});
        INCOMPLETE.put("4.6.2. Extensions Points #1", new String[] {"Message", "/messageId"});
        INCOMPLETE.put("5.8. Custom Binding Identification #1", new String[] {"AgentCard", "/name"}); // a fragment
        INCOMPLETE.put("6.2. Streaming Task Execution #2/2", new String[] {"StreamResponse", "/artifactUpdate/contextId"});
        INCOMPLETE.put("6.2. Streaming Task Execution #2/3", new String[] {"StreamResponse", "/statusUpdate/contextId"});
        INCOMPLETE.put("6.3. Multi-Turn Interaction #2", new String[] {"SendMessageResponse",
                "/task/status/message/messageId"});
        INCOMPLETE.put("6.9. Fetching Authenticated Extended Agent Card #2", new String[] {"AgentCard", "/name"});
        INCOMPLETE.put("8.4.1. Canonicalization Requirements #1", new String[] {"AgentCard", "/supportedInterfaces"});
        INCOMPLETE.put("8.4.1. Canonicalization Requirements #2", new String[] {"AgentCard", "/supportedInterfaces"});
        INCOMPLETE.put("11.2. Service Parameter Transmission #1", new String[] {"SendMessageRequest",
                "/message/messageId"});
        INCOMPLETE.put("12.7. Agent Card Declaration #1", new String[] {"AgentCard", "/name"}); // a fragment
        INCOMPLETE.put("A.2.1 Breaking Change: Kind Discriminator Removed #4", new String[] {"Part", "/raw"}); // "..."
        INCOMPLETE.put("A.2.2 Breaking Change: Extended Agent Card Field Relocated #1", new String[] {"AgentCard",
                "/name"}); // a fragment, showing the v0.3.0 field
        INCOMPLETE.put("A.2.2 Breaking Change: Extended Agent Card Field Relocated #2", new String[] {"AgentCard",
                "/name"}); // a fragment

        NOT_A_RECORD.put("5.6.1. Timestamps #1", "an illustration of timestamp strings");
        NOT_A_RECORD.put("6.4. Version Negotiation Error #2", "an HTTP problem+json error body");
        NOT_A_RECORD.put("Validation Error Example #2", "an HTTP problem+json error body");
        NOT_A_RECORD.put("8.4.2. Signature Format #2", "a decoded JWS protected header");
        NOT_A_RECORD.put("9.5. Error Handling #1", "a JSON-RPC error response: the error object is no record");
        NOT_A_RECORD.put("9.5. Error Handling #2", "a JSON-RPC error response: the error object is no record");
        NOT_A_RECORD.put("11.6. Error Handling #1", "an HTTP+JSON error body");
        NOT_A_RECORD.put("A.2.1 Breaking Change: Kind Discriminator Removed #1", "a v0.3.0 part, for comparison");
        NOT_A_RECORD.put("A.2.1 Breaking Change: Kind Discriminator Removed #2", "a v0.3.0 part, for comparison");
    }

    private static final List<V1SpecExamples.Example> EXAMPLES = V1SpecExamples.read();

    @Test
    void everyExampleIsInExactlyOneTable() {
        List<String> names = EXAMPLES.stream().map(V1SpecExamples.Example::name).toList();
        assertThat(names).doesNotHaveDuplicates().hasSize(61);
        List<String> tabled = new java.util.ArrayList<>();
        tabled.addAll(READ.keySet());
        tabled.addAll(NOT_JSON.keySet());
        tabled.addAll(INCOMPLETE.keySet());
        tabled.addAll(NOT_A_RECORD.keySet());
        assertThat(tabled).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(names);
    }

    @Test
    void theV1ExamplesReadIntoRecordsAndWriteBackTheSameJson() {
        int rpc = 0;
        for (V1SpecExamples.Example e : EXAMPLES) {
            String kind = READ.get(e.name());
            if (kind == null) {
                continue;
            }
            JsonValue v = strict(e);
            if (!kind.equals("rpc")) {
                assertThat(Codecs.of(kind).roundTrip(v)).as(e.name() + " (line " + e.line() + ")").isEqualTo(v);
                continue;
            }
            JsonObject request = (JsonObject) v;
            String method = ((JsonString) request.get("method")).value();
            assertThat(PARAMS).as(e.name()).containsKey(method);
            JsonValue params = request.get("params");
            JsonObject written = Codecs.of(PARAMS.get(method)).roundTrip(params == null ? V1Json.EMPTY : params);
            JsonObject.Builder back = request.toBuilder();
            if (params == null) {
                assertThat(written).as(e.name()).isEqualTo(V1Json.EMPTY);
            } else {
                back.put("params", written);
            }
            assertThat(back.build()).as(e.name()).isEqualTo(request);
            rpc++;
        }
        assertThat(rpc).isEqualTo(5);
    }

    @Test
    void theSkippedExamplesAreSkippedForTheirReason() {
        for (V1SpecExamples.Example e : EXAMPLES) {
            if (NOT_JSON.containsKey(e.name())) {
                JsonParse parse = JsonReader.standard().read(e.text());
                assertThat(parse.isValid()).as(e.name() + ": " + NOT_JSON.get(e.name())).isFalse();
            } else if (INCOMPLETE.containsKey(e.name())) {
                String[] fault = INCOMPLETE.get(e.name());
                JsonValue v = strict(e);
                assertThatIllegalArgumentException().as(e.name())
                        .isThrownBy(() -> Codecs.of(fault[0]).expect().apply(v))
                        .withMessageStartingWith("at \"" + fault[1] + "\": ");
            } else if (NOT_A_RECORD.containsKey(e.name())) {
                strict(e);
            }
        }
    }

    private static JsonValue strict(V1SpecExamples.Example e) {
        JsonParse parse = JsonReader.standard().read(e.text());
        assertThat(parse.findings()).as(e.name() + " (line " + e.line() + ") is strict JSON").isEmpty();
        return parse.value();
    }
}
