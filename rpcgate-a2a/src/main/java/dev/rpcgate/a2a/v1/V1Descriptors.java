package dev.rpcgate.a2a.v1;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The compiled table of the A2A v1.0 proto ({@code lf.a2a.v1}): every message and enum, each field written as the
 * proto declares it ({@code [repeated|optional] TYPE name}, {@code map<string, TYPE> name}) plus {@code REQUIRED} for
 * {@code (google.api.field_behavior) = REQUIRED} and {@code oneof GROUP}; and google.protobuf.Empty, the result of
 * DeleteTaskPushNotificationConfig. Built once when the class loads, then only read.
 */
final class V1Descriptors {
    /** The proto package of the v1.0 messages. */
    static final String PACKAGE = "lf.a2a.v1";
    /** The well-known empty message, {@code {}} in JSON. */
    static final String EMPTY = "google.protobuf.Empty";

    private static final Map<String, List<String>> MESSAGES = new LinkedHashMap<>();
    private static final Map<String, List<String>> ENUMS = new LinkedHashMap<>();

    static {
        message("SendMessageConfiguration",
                "repeated string accepted_output_modes",
                "TaskPushNotificationConfig task_push_notification_config",
                "optional int32 history_length",
                "bool return_immediately");
        message("Task",
                "string id REQUIRED",
                "string context_id",
                "TaskStatus status REQUIRED",
                "repeated Artifact artifacts",
                "repeated Message history",
                "google.protobuf.Struct metadata");
        enumeration("TaskState", "TASK_STATE_UNSPECIFIED", "TASK_STATE_SUBMITTED", "TASK_STATE_WORKING",
                "TASK_STATE_COMPLETED", "TASK_STATE_FAILED", "TASK_STATE_CANCELED", "TASK_STATE_INPUT_REQUIRED",
                "TASK_STATE_REJECTED", "TASK_STATE_AUTH_REQUIRED");
        message("TaskStatus",
                "TaskState state REQUIRED",
                "Message message",
                "google.protobuf.Timestamp timestamp");
        message("Part",
                "string text oneof content",
                "bytes raw oneof content",
                "string url oneof content",
                "google.protobuf.Value data oneof content",
                "google.protobuf.Struct metadata",
                "string filename",
                "string media_type");
        enumeration("Role", "ROLE_UNSPECIFIED", "ROLE_USER", "ROLE_AGENT");
        message("Message",
                "string message_id REQUIRED",
                "string context_id",
                "string task_id",
                "Role role REQUIRED",
                "repeated Part parts REQUIRED",
                "google.protobuf.Struct metadata",
                "repeated string extensions",
                "repeated string reference_task_ids");
        message("Artifact",
                "string artifact_id REQUIRED",
                "string name",
                "string description",
                "repeated Part parts REQUIRED",
                "google.protobuf.Struct metadata",
                "repeated string extensions");
        message("TaskStatusUpdateEvent",
                "string task_id REQUIRED",
                "string context_id REQUIRED",
                "TaskStatus status REQUIRED",
                "google.protobuf.Struct metadata");
        message("TaskArtifactUpdateEvent",
                "string task_id REQUIRED",
                "string context_id REQUIRED",
                "Artifact artifact REQUIRED",
                "bool append",
                "bool last_chunk",
                "google.protobuf.Struct metadata");
        message("AuthenticationInfo",
                "string scheme REQUIRED",
                "string credentials");
        message("AgentInterface",
                "string url REQUIRED",
                "string protocol_binding REQUIRED",
                "string tenant",
                "string protocol_version REQUIRED");
        message("AgentCard",
                "string name REQUIRED",
                "string description REQUIRED",
                "repeated AgentInterface supported_interfaces REQUIRED",
                "AgentProvider provider",
                "string version REQUIRED",
                "optional string documentation_url",
                "AgentCapabilities capabilities REQUIRED",
                "map<string, SecurityScheme> security_schemes",
                "repeated SecurityRequirement security_requirements",
                "repeated string default_input_modes REQUIRED",
                "repeated string default_output_modes REQUIRED",
                "repeated AgentSkill skills REQUIRED",
                "repeated AgentCardSignature signatures",
                "optional string icon_url");
        message("AgentProvider",
                "string url REQUIRED",
                "string organization REQUIRED");
        message("AgentCapabilities",
                "optional bool streaming",
                "optional bool push_notifications",
                "repeated AgentExtension extensions",
                "optional bool extended_agent_card");
        message("AgentExtension",
                "string uri",
                "string description",
                "bool required",
                "google.protobuf.Struct params");
        message("AgentSkill",
                "string id REQUIRED",
                "string name REQUIRED",
                "string description REQUIRED",
                "repeated string tags REQUIRED",
                "repeated string examples",
                "repeated string input_modes",
                "repeated string output_modes",
                "repeated SecurityRequirement security_requirements");
        message("AgentCardSignature",
                "string protected REQUIRED",
                "string signature REQUIRED",
                "google.protobuf.Struct header");
        message("TaskPushNotificationConfig",
                "string tenant",
                "string id",
                "string task_id",
                "string url REQUIRED",
                "string token",
                "AuthenticationInfo authentication");
        message("StringList",
                "repeated string list");
        message("SecurityRequirement",
                "map<string, StringList> schemes");
        message("SecurityScheme",
                "APIKeySecurityScheme api_key_security_scheme oneof scheme",
                "HTTPAuthSecurityScheme http_auth_security_scheme oneof scheme",
                "OAuth2SecurityScheme oauth2_security_scheme oneof scheme",
                "OpenIdConnectSecurityScheme open_id_connect_security_scheme oneof scheme",
                "MutualTlsSecurityScheme mtls_security_scheme oneof scheme");
        message("APIKeySecurityScheme",
                "string description",
                "string location REQUIRED",
                "string name REQUIRED");
        message("HTTPAuthSecurityScheme",
                "string description",
                "string scheme REQUIRED",
                "string bearer_format");
        message("OAuth2SecurityScheme",
                "string description",
                "OAuthFlows flows REQUIRED",
                "string oauth2_metadata_url");
        message("OpenIdConnectSecurityScheme",
                "string description",
                "string open_id_connect_url REQUIRED");
        message("MutualTlsSecurityScheme",
                "string description");
        message("OAuthFlows",
                "AuthorizationCodeOAuthFlow authorization_code oneof flow",
                "ClientCredentialsOAuthFlow client_credentials oneof flow",
                "ImplicitOAuthFlow implicit oneof flow",
                "PasswordOAuthFlow password oneof flow",
                "DeviceCodeOAuthFlow device_code oneof flow");
        message("AuthorizationCodeOAuthFlow",
                "string authorization_url REQUIRED",
                "string token_url REQUIRED",
                "string refresh_url",
                "map<string, string> scopes REQUIRED",
                "bool pkce_required");
        message("ClientCredentialsOAuthFlow",
                "string token_url REQUIRED",
                "string refresh_url",
                "map<string, string> scopes REQUIRED");
        message("ImplicitOAuthFlow",
                "string authorization_url",
                "string refresh_url",
                "map<string, string> scopes");
        message("PasswordOAuthFlow",
                "string token_url",
                "string refresh_url",
                "map<string, string> scopes");
        message("DeviceCodeOAuthFlow",
                "string device_authorization_url REQUIRED",
                "string token_url REQUIRED",
                "string refresh_url",
                "map<string, string> scopes REQUIRED");
        message("SendMessageRequest",
                "string tenant",
                "Message message REQUIRED",
                "SendMessageConfiguration configuration",
                "google.protobuf.Struct metadata");
        message("GetTaskRequest",
                "string tenant",
                "string id REQUIRED",
                "optional int32 history_length");
        message("ListTasksRequest",
                "string tenant",
                "string context_id",
                "TaskState status",
                "optional int32 page_size",
                "string page_token",
                "optional int32 history_length",
                "google.protobuf.Timestamp status_timestamp_after",
                "optional bool include_artifacts");
        message("ListTasksResponse",
                "repeated Task tasks REQUIRED",
                "string next_page_token REQUIRED",
                "int32 page_size REQUIRED",
                "int32 total_size REQUIRED");
        message("CancelTaskRequest",
                "string tenant",
                "string id REQUIRED",
                "google.protobuf.Struct metadata");
        message("GetTaskPushNotificationConfigRequest",
                "string tenant",
                "string task_id REQUIRED",
                "string id REQUIRED");
        message("DeleteTaskPushNotificationConfigRequest",
                "string tenant",
                "string task_id REQUIRED",
                "string id REQUIRED");
        message("SubscribeToTaskRequest",
                "string tenant",
                "string id REQUIRED");
        message("ListTaskPushNotificationConfigsRequest",
                "string tenant",
                "string task_id REQUIRED",
                "int32 page_size",
                "string page_token");
        message("GetExtendedAgentCardRequest",
                "string tenant");
        message("SendMessageResponse",
                "Task task oneof payload",
                "Message message oneof payload");
        message("StreamResponse",
                "Task task oneof payload",
                "Message message oneof payload",
                "TaskStatusUpdateEvent status_update oneof payload",
                "TaskArtifactUpdateEvent artifact_update oneof payload");
        message("ListTaskPushNotificationConfigsResponse",
                "repeated TaskPushNotificationConfig configs",
                "string next_page_token");
        message(EMPTY);
    }

    /** The compiled table, built from the declarations above. */
    static final Table TABLE = Table.compile(MESSAGES, ENUMS);

    private V1Descriptors() {
    }

    private static void message(String name, String... fields) {
        MESSAGES.put(name, List.of(fields));
    }

    /** An enum whose values are numbered 0, 1, 2, ... in the order given, as every v1.0 enum is. */
    private static void enumeration(String name, String... values) {
        ENUMS.put(name, List.of(values));
    }

    /** The compiled messages and enums, by name. */
    record Table(Map<String, MessageDesc> messages, Map<String, EnumDesc> enums) {
        static Table compile(Map<String, List<String>> messageDecls, Map<String, List<String>> enumDecls) {
            Map<String, EnumDesc> enums = new LinkedHashMap<>();
            enumDecls.forEach((name, values) -> {
                int[] numbers = new int[values.size()];
                for (int i = 0; i < numbers.length; i++) {
                    numbers[i] = i;
                }
                enums.put(name, new EnumDesc(name, values.toArray(String[]::new), numbers));
            });
            Map<String, MessageDesc> messages = new LinkedHashMap<>();
            messageDecls.forEach((name, decls) -> {
                List<FieldDesc> fields = new ArrayList<>(decls.size());
                for (String d : decls) {
                    fields.add(parse(name, fields.size(), d));
                }
                messages.put(name, new MessageDesc(name, fields));
            });
            for (MessageDesc m : messages.values()) {
                for (FieldDesc f : m.fields) {
                    if (f.kind == FieldKind.MESSAGE) {
                        f.message = require(messages.get(f.type), m, f);
                    } else if (f.kind == FieldKind.ENUM) {
                        f.enumType = require(enums.get(f.type), m, f);
                    }
                }
            }
            return new Table(Map.copyOf(messages), Map.copyOf(enums));
        }

        private static <T> T require(T found, MessageDesc m, FieldDesc f) {
            if (found == null) {
                throw new IllegalStateException(m.name + "." + f.protoName + ": no message or enum " + f.type);
            }
            return found;
        }

        /** One declaration: {@code [repeated|optional] TYPE name [REQUIRED] [oneof GROUP]} or a map field. */
        private static FieldDesc parse(String message, int index, String decl) {
            String rest = decl;
            boolean repeated = false;
            boolean optional = false;
            boolean map = false;
            String type;
            if (rest.startsWith("map<string, ")) {
                map = true;
                int close = rest.indexOf('>');
                type = rest.substring("map<string, ".length(), close);
                rest = rest.substring(close + 2);
            } else {
                if (rest.startsWith("repeated ")) {
                    repeated = true;
                    rest = rest.substring(9);
                } else if (rest.startsWith("optional ")) {
                    optional = true;
                    rest = rest.substring(9);
                }
                int space = rest.indexOf(' ');
                type = rest.substring(0, space);
                rest = rest.substring(space + 1);
            }
            String[] words = rest.split(" ");
            String name = words[0];
            boolean required = false;
            String oneof = null;
            for (int i = 1; i < words.length; i++) {
                if (words[i].equals("REQUIRED")) {
                    required = true;
                } else if (words[i].equals("oneof") && i + 1 < words.length) {
                    oneof = words[++i];
                } else {
                    throw new IllegalStateException(message + ": cannot read the field declaration \"" + decl + "\"");
                }
            }
            FieldKind kind = FieldKind.ofProtoType(type);
            if (kind == null) {
                kind = ENUMS.containsKey(type) ? FieldKind.ENUM : FieldKind.MESSAGE;
            }
            return new FieldDesc(index, name, kind, type, repeated, map, required, optional, oneof);
        }
    }
}
