$version: "2"

// The A2A v1.0 JSON-RPC binding (https://github.com/a2aproject/A2A, tag v1.0.1, specification/a2a.proto and the
// specification's section 9) as a Smithy service and a two-peer protocol, as far as Smithy can express it, for
// checking gateway traffic logs with `rpcgate transcript` and requests with `rpcgate validate rpc`. The proto is the
// normative definition; the wire form is its ProtoJSON form. See docs/a2a.md, "Smithy model of v1.0".
//
// How the proto maps here:
// - Every proto message is a structure of the same name, its members the fields' ProtoJSON (lowerCamel) names.
//   A field marked REQUIRED is @required; a REQUIRED repeated field also has @length(min: 1), since the
//   specification (section 5.7) says a required array holds at least one element.
// - A message that is nothing but one oneof (SendMessageResponse, StreamResponse, SecurityScheme, OAuthFlows) is a
//   union: ProtoJSON writes it as an object with exactly one member named after the field that is set, which is
//   exactly a Smithy union's JSON form. So `{"task": {...}}` and `{"statusUpdate": {...}}` are checked strictly.
// - Enums are string enums with the proto's value names (ROLE_USER, TASK_STATE_COMPLETED, ...).
// - string, bool, int32, bytes are String, Boolean, Integer, Blob; google.protobuf.Timestamp is a date-time
//   timestamp; google.protobuf.Struct (an object of any JSON values) is a sparse map of documents;
//   google.protobuf.Value (a part's data: any JSON value, null included) is a document; google.protobuf.Empty is an
//   empty structure.
//
// What Smithy (and rpcgate's smithy.rpc traits) cannot say, and what this model checks instead:
// - Part: its content is a oneof (text | raw | url | data) inside a message that also has metadata, filename and
//   mediaType, so it cannot be a union. Part is a structure whose four content members are all optional: a part
//   with no content, or with two, passes here. rpcgate-a2a's v1.0 validator checks that rule (PartContent).
// - ProtoJSON parsers also accept a field's proto name (message_id), an enum by its number (1 for ROLE_USER),
//   an int32 or int64 as a decimal string ("10"), base64 in the URL-safe alphabet or without padding, a timestamp
//   with a UTC offset, and null for "the default value". This model accepts only the form the specification says
//   to write (section 5.5: lowerCamel names, enum names; section 5.6.1: timestamps in UTC with Z; padded standard
//   base64): each of the others is reported, as UnknownMember, TypeMismatch, InvalidBlob, InvalidTimestamp or
//   NullValue. The proto has no int64 field.
// - ProtoJSON writers omit a field at its default value ("", 0, false, []), REQUIRED fields included. This model
//   follows the proto's REQUIRED marks, so an omitted REQUIRED field is MissingRequired (and an empty ListTasks
//   page, whose tasks array is REQUIRED, is reported too). A REQUIRED enum set to its UNSPECIFIED value passes.
// - A union (SendMessageResponse, StreamResponse, SecurityScheme, OAuthFlows) must set exactly one member; ProtoJSON
//   would read {} as a message whose oneof is unset.
// - The A2A errors (-32001..-32009) lie in JSON-RPC's reserved server range, which @rpcError does not allow: they
//   are not modelled. Replies with those codes are accepted as server errors and their data (an array of typed
//   objects, google.rpc.ErrorInfo among them) is not checked.
// - Streaming (SendStreamingMessage, SubscribeToTask): the agent answers with several JSON-RPC responses over SSE,
//   all with the call's id. A Smithy operation has one result: the model describes one event (a StreamResponse).
//   A transcript takes the first reply with an id as the answer and any later one as DuplicateResponse; the
//   gateway's traffic log records only the request of a streamed exchange.
// - A2A says implementations SHOULD ignore unrecognised fields (section 5.7). Checked with rpcgate's default policy
//   (unknown members rejected) every member the proto does not name is an UnknownMember error, which is how the
//   v0.3 `kind` members and `final` of a status-update event show; `--unknown-members ignore` (validate rpc) skips
//   them in structures. Members a union does not declare are reported under either policy.
// - Bounds stated only in prose are modelled where they are exact: ListTasksRequest.pageSize is 1..100 (the
//   proto's comment), every historyLength at least 0 (unset, 0 and more are all the specification defines, section
//   3.2.4). Formats given only in prose (URLs, media types, ids) are plain strings.
namespace dev.rpcgate.a2a.v1

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#method

/// A client talking to an A2A v1.0 agent over JSON-RPC 2.0. The client receives no JSON-RPC methods: push
/// notifications are plain HTTP callbacks, outside JSON-RPC.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "agent", accepts: A2aAgent}])
structure A2aJsonRpc {}

/// An A2A v1.0 agent's JSON-RPC methods: the proto's A2AService, one method per rpc, named as the rpc.
@jsonRpc(versions: ["2.0"])
service A2aAgent {
    version: "1.0"
    operations: [
        SendMessage
        SendStreamingMessage
        GetTask
        ListTasks
        CancelTask
        SubscribeToTask
        CreateTaskPushNotificationConfig
        GetTaskPushNotificationConfig
        ListTaskPushNotificationConfigs
        DeleteTaskPushNotificationConfig
        GetExtendedAgentCard
    ]
}

/// Sends a message; the result is {"task": ...} or {"message": ...}.
@method(name: "SendMessage", params: "named", resultMember: "result")
operation SendMessage {
    input: SendMessageRequest
    output := {
        @required
        result: SendMessageResponse
    }
}

/// Sends a message and streams the task's events over SSE; the result described is one event, {"task": ...},
/// {"message": ...}, {"statusUpdate": ...} or {"artifactUpdate": ...}.
@method(name: "SendStreamingMessage", params: "named", resultMember: "result")
operation SendStreamingMessage {
    input: SendMessageRequest
    output := {
        @required
        result: StreamResponse
    }
}

/// Reads a task; the result is the Task itself, not wrapped.
@method(name: "GetTask", params: "named")
operation GetTask {
    input: GetTaskRequest
    output: Task
}

/// Lists tasks that match a filter.
@method(name: "ListTasks", params: "named")
operation ListTasks {
    input: ListTasksRequest
    output: ListTasksResponse
}

/// Cancels a task; the result is the Task in its new state, not wrapped.
@method(name: "CancelTask", params: "named")
operation CancelTask {
    input: CancelTaskRequest
    output: Task
}

/// Subscribes to a task's events over SSE; the result described is one event, as for SendStreamingMessage.
@method(name: "SubscribeToTask", params: "named", resultMember: "result")
operation SubscribeToTask {
    input: SubscribeToTaskRequest
    output := {
        @required
        result: StreamResponse
    }
}

/// Creates a push-notification configuration for a task; params and result are a TaskPushNotificationConfig.
@method(name: "CreateTaskPushNotificationConfig", params: "named")
operation CreateTaskPushNotificationConfig {
    input: TaskPushNotificationConfig
    output: TaskPushNotificationConfig
}

/// Reads a task's push-notification configuration.
@method(name: "GetTaskPushNotificationConfig", params: "named")
operation GetTaskPushNotificationConfig {
    input: GetTaskPushNotificationConfigRequest
    output: TaskPushNotificationConfig
}

/// Lists a task's push-notification configurations.
@method(name: "ListTaskPushNotificationConfigs", params: "named")
operation ListTaskPushNotificationConfigs {
    input: ListTaskPushNotificationConfigsRequest
    output: ListTaskPushNotificationConfigsResponse
}

/// Deletes a task's push-notification configuration; the result is google.protobuf.Empty, {} in ProtoJSON.
@method(name: "DeleteTaskPushNotificationConfig", params: "named")
operation DeleteTaskPushNotificationConfig {
    input: DeleteTaskPushNotificationConfigRequest
    output: Empty
}

/// Reads the extended agent card; the result is the AgentCard itself. The params may be left out.
@method(name: "GetExtendedAgentCard", params: "named")
operation GetExtendedAgentCard {
    input: GetExtendedAgentCardRequest
    output: AgentCard
}

// ---- requests and responses

/// The params of SendMessage and SendStreamingMessage.
structure SendMessageRequest {
    tenant: String
    @required
    message: Message
    configuration: SendMessageConfiguration
    metadata: Struct
}

structure SendMessageConfiguration {
    acceptedOutputModes: Strings
    taskPushNotificationConfig: TaskPushNotificationConfig
    @range(min: 0)
    historyLength: Integer
    returnImmediately: Boolean
}

/// SendMessage's result: exactly one of task and message. A union cannot be an operation's output, so SendMessage
/// wraps it; the name is the proto's.
@suppress(["OperationNameAmbiguity"])
union SendMessageResponse {
    task: Task
    message: Message
}

/// One event of a stream: exactly one of task, message, statusUpdate and artifactUpdate.
union StreamResponse {
    task: Task
    message: Message
    statusUpdate: TaskStatusUpdateEvent
    artifactUpdate: TaskArtifactUpdateEvent
}

structure GetTaskRequest {
    tenant: String
    @required
    id: String
    @range(min: 0)
    historyLength: Integer
}

structure ListTasksRequest {
    tenant: String
    contextId: String
    status: TaskState
    @range(min: 1, max: 100)
    pageSize: Integer
    pageToken: String
    @range(min: 0)
    historyLength: Integer
    statusTimestampAfter: DateTime
    includeArtifacts: Boolean
}

structure ListTasksResponse {
    @required
    @length(min: 1)
    tasks: TaskList
    /// "" on the last page; always present.
    @required
    nextPageToken: String
    @required
    pageSize: Integer
    @required
    totalSize: Integer
}

structure CancelTaskRequest {
    tenant: String
    @required
    id: String
    metadata: Struct
}

structure SubscribeToTaskRequest {
    tenant: String
    @required
    id: String
}

structure GetTaskPushNotificationConfigRequest {
    tenant: String
    @required
    taskId: String
    @required
    id: String
}

structure DeleteTaskPushNotificationConfigRequest {
    tenant: String
    @required
    taskId: String
    @required
    id: String
}

structure ListTaskPushNotificationConfigsRequest {
    tenant: String
    @required
    taskId: String
    pageSize: Integer
    pageToken: String
}

structure ListTaskPushNotificationConfigsResponse {
    configs: TaskPushNotificationConfigList
    nextPageToken: String
}

structure GetExtendedAgentCardRequest {
    tenant: String
}

/// google.protobuf.Empty.
structure Empty {}

// ---- tasks and messages

structure Task {
    @required
    id: String
    contextId: String
    @required
    status: TaskStatus
    artifacts: ArtifactList
    history: MessageList
    metadata: Struct
}

enum TaskState {
    TASK_STATE_UNSPECIFIED
    TASK_STATE_SUBMITTED
    TASK_STATE_WORKING
    TASK_STATE_COMPLETED
    TASK_STATE_FAILED
    TASK_STATE_CANCELED
    TASK_STATE_INPUT_REQUIRED
    TASK_STATE_REJECTED
    TASK_STATE_AUTH_REQUIRED
}

structure TaskStatus {
    @required
    state: TaskState
    message: Message
    timestamp: DateTime
}

/// A part of a message or artifact. Its content is one of text, raw, url and data (a oneof the model cannot
/// enforce here: see the top of the file); metadata, filename and mediaType go with any of them.
structure Part {
    text: String
    /// The file's bytes, padded standard base64.
    raw: Blob
    url: String
    /// Any JSON value, null included.
    data: Document
    metadata: Struct
    filename: String
    mediaType: String
}

enum Role {
    ROLE_UNSPECIFIED
    ROLE_USER
    ROLE_AGENT
}

structure Message {
    @required
    messageId: String
    contextId: String
    taskId: String
    @required
    role: Role
    @required
    @length(min: 1)
    parts: PartList
    metadata: Struct
    extensions: Strings
    referenceTaskIds: Strings
}

structure Artifact {
    @required
    artifactId: String
    name: String
    description: String
    @required
    @length(min: 1)
    parts: PartList
    metadata: Struct
    extensions: Strings
}

/// A task's status changed. Unlike v0.3 it has no `final` member: the stream ends when the task is done.
structure TaskStatusUpdateEvent {
    @required
    taskId: String
    @required
    contextId: String
    @required
    status: TaskStatus
    metadata: Struct
}

structure TaskArtifactUpdateEvent {
    @required
    taskId: String
    @required
    contextId: String
    @required
    artifact: Artifact
    append: Boolean
    lastChunk: Boolean
    metadata: Struct
}

// ---- push notifications

structure TaskPushNotificationConfig {
    tenant: String
    id: String
    taskId: String
    @required
    url: String
    token: String
    authentication: AuthenticationInfo
}

structure AuthenticationInfo {
    @required
    scheme: String
    credentials: String
}

// ---- the agent card

structure AgentCard {
    @required
    name: String
    @required
    description: String
    @required
    @length(min: 1)
    supportedInterfaces: AgentInterfaceList
    provider: AgentProvider
    @required
    version: String
    documentationUrl: String
    @required
    capabilities: AgentCapabilities
    securitySchemes: SecuritySchemeMap
    securityRequirements: SecurityRequirementList
    @required
    @length(min: 1)
    defaultInputModes: Strings
    @required
    @length(min: 1)
    defaultOutputModes: Strings
    @required
    @length(min: 1)
    skills: AgentSkillList
    signatures: AgentCardSignatureList
    iconUrl: String
}

structure AgentInterface {
    @required
    url: String
    @required
    protocolBinding: String
    tenant: String
    @required
    protocolVersion: String
}

structure AgentProvider {
    @required
    url: String
    @required
    organization: String
}

structure AgentCapabilities {
    streaming: Boolean
    pushNotifications: Boolean
    extensions: AgentExtensionList
    extendedAgentCard: Boolean
}

structure AgentExtension {
    uri: String
    description: String
    required: Boolean
    params: Struct
}

structure AgentSkill {
    @required
    id: String
    @required
    name: String
    @required
    description: String
    @required
    @length(min: 1)
    tags: Strings
    examples: Strings
    inputModes: Strings
    outputModes: Strings
    securityRequirements: SecurityRequirementList
}

structure AgentCardSignature {
    /// The protected JWS header, base64url: a string here, as in the proto.
    @required
    protected: String
    @required
    signature: String
    header: Struct
}

/// The proto's StringList message: {"list": [...]}.
structure StringList {
    list: Strings
}

structure SecurityRequirement {
    schemes: StringListMap
}

/// Exactly one kind of security scheme.
union SecurityScheme {
    apiKeySecurityScheme: APIKeySecurityScheme
    httpAuthSecurityScheme: HTTPAuthSecurityScheme
    oauth2SecurityScheme: OAuth2SecurityScheme
    openIdConnectSecurityScheme: OpenIdConnectSecurityScheme
    mtlsSecurityScheme: MutualTlsSecurityScheme
}

structure APIKeySecurityScheme {
    description: String
    @required
    location: String
    @required
    name: String
}

structure HTTPAuthSecurityScheme {
    description: String
    @required
    scheme: String
    bearerFormat: String
}

structure OAuth2SecurityScheme {
    description: String
    @required
    flows: OAuthFlows
    oauth2MetadataUrl: String
}

structure OpenIdConnectSecurityScheme {
    description: String
    @required
    openIdConnectUrl: String
}

structure MutualTlsSecurityScheme {
    description: String
}

/// Exactly one OAuth 2.0 flow; implicit and password are deprecated in the proto.
union OAuthFlows {
    authorizationCode: AuthorizationCodeOAuthFlow
    clientCredentials: ClientCredentialsOAuthFlow
    implicit: ImplicitOAuthFlow
    password: PasswordOAuthFlow
    deviceCode: DeviceCodeOAuthFlow
}

structure AuthorizationCodeOAuthFlow {
    @required
    authorizationUrl: String
    @required
    tokenUrl: String
    refreshUrl: String
    @required
    scopes: StringMap
    pkceRequired: Boolean
}

structure ClientCredentialsOAuthFlow {
    @required
    tokenUrl: String
    refreshUrl: String
    @required
    scopes: StringMap
}

structure ImplicitOAuthFlow {
    authorizationUrl: String
    refreshUrl: String
    scopes: StringMap
}

structure PasswordOAuthFlow {
    tokenUrl: String
    refreshUrl: String
    scopes: StringMap
}

structure DeviceCodeOAuthFlow {
    @required
    deviceAuthorizationUrl: String
    @required
    tokenUrl: String
    refreshUrl: String
    @required
    scopes: StringMap
}

// ---- ProtoJSON's well-known types and the lists and maps

/// google.protobuf.Timestamp: RFC 3339 in UTC, ending with Z.
@timestampFormat("date-time")
timestamp DateTime

/// google.protobuf.Struct: an object whose values are any JSON values, null included.
@sparse
map Struct {
    key: String
    value: Document
}

map StringMap {
    key: String
    value: String
}

map StringListMap {
    key: String
    value: StringList
}

map SecuritySchemeMap {
    key: String
    value: SecurityScheme
}

list Strings {
    member: String
}

list PartList {
    member: Part
}

list MessageList {
    member: Message
}

list ArtifactList {
    member: Artifact
}

list TaskList {
    member: Task
}

list TaskPushNotificationConfigList {
    member: TaskPushNotificationConfig
}

list AgentInterfaceList {
    member: AgentInterface
}

list AgentExtensionList {
    member: AgentExtension
}

list AgentSkillList {
    member: AgentSkill
}

list AgentCardSignatureList {
    member: AgentCardSignature
}

list SecurityRequirementList {
    member: SecurityRequirement
}
