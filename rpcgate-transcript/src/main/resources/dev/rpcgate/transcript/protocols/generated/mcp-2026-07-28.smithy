// GENERATED FILE: do not edit. Made by rpcgate-transcript/src/test/java/dev/rpcgate/transcript/protocols/McpModelGenerator.java
// from the MCP JSON Schema 2026-07-28 (schema/2026-07-28/schema.json of
// github.com/modelcontextprotocol/modelcontextprotocol, sha256 ef70b61f99b6d2e5e3b46863822eab08dff6a45bedc7a08914e0e5b133f40203)
// and the session rules of the specification in rpcgate-transcript/src/test/resources/protocols/mcp/session-2026-07-28.json.
// GeneratedProtocolsTest fails when this file is not what the generator makes; run it with
// -Drpcgate.regenerate=true to write it again.

$version: "2"

namespace mcp.v2026_07_28

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcCancels
use smithy.rpc#jsonRpcLifecycle
use smithy.rpc#jsonRpcProgress
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#jsonRpcSession
use smithy.rpc#method
use smithy.rpc#untagged

/// MCP 2026-07-28: the client (the host's side) and the server it runs.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client", accepts: Client}, {name: "server", accepts: Server}])
@jsonRpcSession(
    states: ["running"]
)
structure Mcp {}

/// What the server receives: the client's requests and notifications.
@jsonRpc(versions: ["2.0"], openErrors: true)
service Server {
    version: "2026-07-28"
    operations: [
        CallTool
        CancelledToServer
        Complete
        Discover
        GetPrompt
        ListPrompts
        ListResourceTemplates
        ListResources
        ListTools
        ReadResource
        SubscriptionsListen
    ]
}

/// What the client receives: the server's requests and notifications.
@jsonRpc(versions: ["2.0"], openErrors: true)
service Client {
    version: "2026-07-28"
    operations: [
        CancelledToClient
        LoggingMessage
        Progress
        PromptListChanged
        ResourceListChanged
        ResourceUpdated
        SubscriptionsAcknowledged
        ToolListChanged
    ]
}

// Methods

/// A request from the client asking the server to advertise its supported protocol versions, capabilities, and other metadata. Servers **MUST** implement `server/discover`. Clients **MAY** call it but are not required to — version negotiation can also happen inline via per-request `_meta`.
@method(name: "server/discover", kind: "call")
operation Discover {
    input: RequestParams
    output: DiscoverResult
}

/// Sent from the client to request a list of resources the server has.
@method(name: "resources/list", kind: "call")
operation ListResources {
    input: PaginatedRequestParams
    output: ListResourcesResult
}

/// Sent from the client to request a list of resource templates the server has.
@method(name: "resources/templates/list", kind: "call")
operation ListResourceTemplates {
    input: PaginatedRequestParams
    output: ListResourceTemplatesResult
}

/// Sent from the client to the server, to read a specific resource URI.
@method(name: "resources/read", kind: "call", resultMember: "result")
operation ReadResource {
    input: ReadResourceRequestParams
    output: ReadResourceOutput
}

/// Sent from the client to open a long-lived channel for receiving notifications outside the context of a specific request. Replaces the previous HTTP GET endpoint and ensures consistent behavior between HTTP and STDIO.
@method(name: "subscriptions/listen", kind: "call")
operation SubscriptionsListen {
    input: SubscriptionsListenRequestParams
    output: SubscriptionsListenResult
}

/// Sent from the client to request a list of prompts and prompt templates the server has.
@method(name: "prompts/list", kind: "call")
operation ListPrompts {
    input: PaginatedRequestParams
    output: ListPromptsResult
}

/// Used by the client to get a prompt provided by the server.
@method(name: "prompts/get", kind: "call", resultMember: "result")
operation GetPrompt {
    input: GetPromptRequestParams
    output: GetPromptOutput
}

/// Sent from the client to request a list of tools the server has.
@method(name: "tools/list", kind: "call")
operation ListTools {
    input: PaginatedRequestParams
    output: ListToolsResult
}

/// Used by the client to invoke a tool provided by the server.
@method(name: "tools/call", kind: "call", resultMember: "result")
operation CallTool {
    input: CallToolRequestParams
    output: CallToolOutput
}

/// A request from the client to the server, to ask for completion options.
@method(name: "completion/complete", kind: "call")
operation Complete {
    input: CompleteRequestParams
    output: CompleteResult
}

/// This notification is sent by the client to indicate that it is cancelling a request it previously issued.
@jsonRpcCancels(idMember: "requestId", noReply: true)
@method(name: "notifications/cancelled", kind: "notification")
operation CancelledToServer {
    input: CancelledNotificationParams
}

/// This notification is sent by the client to indicate that it is cancelling a request it previously issued.
@method(name: "notifications/cancelled", kind: "notification")
operation CancelledToClient {
    input: CancelledNotificationParams
}

/// An out-of-band notification used to inform the receiver of a progress update for a long-running request.
@jsonRpcProgress(tokenMember: "progressToken", callPointer: "/_meta/progressToken", valueMember: "progress")
@method(name: "notifications/progress", kind: "notification")
operation Progress {
    input: ProgressNotificationParams
}

/// An optional notification from the server to the client, informing it that the list of resources it can read from has changed. This is only delivered on a {@link SubscriptionsListenRequestsubscriptions/listen} stream when the client requested it via the `resourcesListChanged` filter field.
@method(name: "notifications/resources/list_changed", kind: "notification")
operation ResourceListChanged {
    input: NotificationParams
}

/// Sent by the server to acknowledge that a {@link SubscriptionsListenRequestsubscriptions/listen} subscription has been established and to report which notification types it agreed to honor.
@method(name: "notifications/subscriptions/acknowledged", kind: "notification")
operation SubscriptionsAcknowledged {
    input: SubscriptionsAcknowledgedNotificationParams
}

/// A notification from the server to the client, informing it that a resource has changed and may need to be read again. This is only sent for resources the client opted in to via the `resourceSubscriptions` field of a {@link SubscriptionsListenRequestsubscriptions/listen} request.
@method(name: "notifications/resources/updated", kind: "notification")
operation ResourceUpdated {
    input: ResourceUpdatedNotificationParams
}

/// An optional notification from the server to the client, informing it that the list of prompts it offers has changed. This is only delivered on a {@link SubscriptionsListenRequestsubscriptions/listen} stream when the client requested it via the `promptsListChanged` filter field.
@method(name: "notifications/prompts/list_changed", kind: "notification")
operation PromptListChanged {
    input: NotificationParams
}

/// An optional notification from the server to the client, informing it that the list of tools it offers has changed. This is only delivered on a {@link SubscriptionsListenRequestsubscriptions/listen} stream when the client requested it via the `toolsListChanged` filter field.
@method(name: "notifications/tools/list_changed", kind: "notification")
operation ToolListChanged {
    input: NotificationParams
}

/// JSONRPCNotification of a log message passed from server to client. The client opts in by setting `"io.modelcontextprotocol/logLevel"` in a request's `_meta`.
@method(name: "notifications/message", kind: "notification")
operation LoggingMessage {
    input: LoggingMessageNotificationParams
}

// Payloads: every definition of the schema, and the shapes of its inline schemas

/// Optional annotations for the client. The client can use annotations to inform how objects are used or displayed
structure Annotations {
    /// Describes who the intended audience of this object or data is.
    audience: RoleList

    /// The moment the resource was last modified, as an ISO 8601 formatted string.
    lastModified: String

    /// Describes how important this data is for operating the server.
    @range(min: 0, max: 1)
    priority: BigDecimal
}

/// Any JSON object: a schema of type object with no properties.
structure AnyObject {}

/// Audio provided to or from an LLM.
structure AudioContent {
    _meta: MetaObject

    /// Optional annotations for the client.
    annotations: Annotations

    /// The base64-encoded audio data.
    @required
    data: Blob

    /// The MIME type of the audio. Different providers may support different audio types.
    @required
    mimeType: String

    @required
    type: ConstAudio
}

/// Base interface for metadata with name (identifier) and title (display name) properties.
structure BaseMetadata {
    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String
}

structure BlobResourceContents {
    _meta: MetaObject

    /// A base64-encoded string representing the binary data of the item.
    @required
    blob: Blob

    /// The MIME type of this resource, if known.
    mimeType: String

    /// The URI of this resource.
    @required
    uri: String
}

structure BooleanSchema {
    default: Boolean

    description: String

    title: String

    @required
    type: ConstBoolean
}

/// A result that supports a time-to-live (TTL) hint for client-side caching.
structure CacheableResult {
    _meta: ResultMetaObject

    /// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
    @required
    cacheScope: CacheableResultCacheScope

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String

    /// A hint from the server indicating how long (in milliseconds) the client MAY cache this response before re-fetching. Semantics are analogous to HTTP Cache-Control max-age.
    @range(min: 0)
    @required
    ttlMs: BigInteger
}

/// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
enum CacheableResultCacheScope {
    PRIVATE = "private"
    PUBLIC = "public"
}

/// The result of tools/call, as the schema gives it.
structure CallToolOutput {
    @required
    result: CallToolResultUnion
}

/// Used by the client to invoke a tool provided by the server.
structure CallToolRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstToolsCall

    @required
    params: CallToolRequestParams
}

/// Parameters for a `tools/call` request.
structure CallToolRequestParams {
    @required
    _meta: RequestMetaObject

    /// Arguments to use for the tool call.
    arguments: AnyObject

    inputResponses: InputResponses

    /// The name of the tool.
    @required
    name: String

    requestState: String
}

/// The result returned by the server for a {@link CallToolRequesttools/call} request.
structure CallToolResult {
    _meta: ResultMetaObject

    /// A list of content objects that represent the unstructured result of the tool call.
    @required
    content: ContentBlockList

    /// Whether the tool call ended in an error.
    isError: Boolean

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String

    /// An optional JSON value that represents the structured result of the tool call.
    structuredContent: Document
}

/// A successful response from the server for a {@link CallToolRequesttools/call} request.
structure CallToolResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: CallToolResultResponseResult
}

@untagged
union CallToolResultResponseResult {
    inputRequiredResult: InputRequiredResult
    callToolResult: CallToolResult
}

@untagged
union CallToolResultUnion {
    inputRequiredResult: InputRequiredResult
    callToolResult: CallToolResult
}

/// This notification is sent by the client to indicate that it is cancelling a request it previously issued.
structure CancelledNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsCancelled

    @required
    params: CancelledNotificationParams
}

/// Parameters for a `notifications/cancelled` notification.
structure CancelledNotificationParams {
    _meta: NotificationMetaObject

    /// An optional string describing the reason for the cancellation. This MAY be logged or presented to the user.
    reason: String

    /// The ID of the request to cancel.
    @required
    requestId: RequestId
}

/// Capabilities a client may support. Known capabilities are defined here, in this schema, but this is not a closed set: any client can define its own, additional capabilities.
structure ClientCapabilities {
    /// Present if the client supports elicitation from the server.
    elicitation: ClientCapabilitiesElicitation

    /// Experimental, non-standard capabilities that the client supports.
    experimental: ClientCapabilitiesExperimental

    /// Optional MCP extensions that the client supports. Keys are extension identifiers (e.g., "io.modelcontextprotocol/oauth-client-credentials"), and values are per-extension settings objects. An empty object indicates support with no settings.
    extensions: ClientCapabilitiesExtensions

    /// Present if the client supports listing roots.
    roots: ClientCapabilitiesRoots

    /// Present if the client supports sampling from an LLM.
    sampling: ClientCapabilitiesSampling
}

/// Present if the client supports elicitation from the server.
structure ClientCapabilitiesElicitation {
    form: JSONObject

    url: JSONObject
}

/// Experimental, non-standard capabilities that the client supports.
map ClientCapabilitiesExperimental {
    key: String
    value: JSONObject
}

/// Optional MCP extensions that the client supports. Keys are extension identifiers (e.g., "io.modelcontextprotocol/oauth-client-credentials"), and values are per-extension settings objects. An empty object indicates support with no settings.
map ClientCapabilitiesExtensions {
    key: String
    value: JSONObject
}

/// Present if the client supports listing roots.
structure ClientCapabilitiesRoots {
}

/// Present if the client supports sampling from an LLM.
structure ClientCapabilitiesSampling {
    /// Whether the client supports context inclusion via `includeContext` parameter. If not declared, servers SHOULD only use `includeContext: "none"` (or omit it).
    context: JSONObject

    /// Whether the client supports tool use via `tools` and `toolChoice` parameters.
    tools: JSONObject
}

/// This notification is sent by the client to indicate that it is cancelling a request it previously issued.
structure ClientNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsCancelled

    @required
    params: CancelledNotificationParams
}

@untagged
union ClientRequest {
    discoverRequest: DiscoverRequest
    listResourcesRequest: ListResourcesRequest
    listResourceTemplatesRequest: ListResourceTemplatesRequest
    readResourceRequest: ReadResourceRequest
    subscriptionsListenRequest: SubscriptionsListenRequest
    listPromptsRequest: ListPromptsRequest
    getPromptRequest: GetPromptRequest
    listToolsRequest: ListToolsRequest
    callToolRequest: CallToolRequest
    completeRequest: CompleteRequest
}

/// Common result fields.
structure ClientResult {
    _meta: ResultMetaObject

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String
}

/// A request from the client to the server, to ask for completion options.
structure CompleteRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstCompletionComplete

    @required
    params: CompleteRequestParams
}

/// Parameters for a `completion/complete` request.
structure CompleteRequestParams {
    @required
    _meta: RequestMetaObject

    /// The argument's information
    @required
    argument: CompleteRequestParamsArgument

    /// Additional, optional context for completions
    context: CompleteRequestParamsContext

    @required
    ref: CompleteRequestParamsRef
}

/// The argument's information
structure CompleteRequestParamsArgument {
    /// The name of the argument
    @required
    name: String

    /// The value of the argument to use for completion matching.
    @required
    value: String
}

/// Additional, optional context for completions
structure CompleteRequestParamsContext {
    /// Previously-resolved variables in a URI template or prompt.
    arguments: CompleteRequestParamsContextArguments
}

/// Previously-resolved variables in a URI template or prompt.
map CompleteRequestParamsContextArguments {
    key: String
    value: String
}

@untagged
union CompleteRequestParamsRef {
    promptReference: PromptReference
    resourceTemplateReference: ResourceTemplateReference
}

/// The result returned by the server for a {@link CompleteRequestcompletion/complete} request.
structure CompleteResult {
    _meta: ResultMetaObject

    @required
    completion: CompleteResultCompletion

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String
}

structure CompleteResultCompletion {
    /// Indicates whether there are additional completion options beyond those provided in the current response, even if the exact total is unknown.
    hasMore: Boolean

    /// The total number of completion options available. This can exceed the number of values actually sent in the response.
    total: BigInteger

    /// An array of completion values. Must not exceed 100 items.
    @length(max: 100)
    @required
    values: CompleteResultCompletionValues
}

/// An array of completion values. Must not exceed 100 items.
list CompleteResultCompletionValues {
    member: String
}

/// A successful response from the server for a {@link CompleteRequestcompletion/complete} request.
structure CompleteResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: CompleteResult
}

/// The constant "2.0".
enum Const20 {
    V_2_0 = "2.0"
}

/// The constant "array".
enum ConstArray {
    ARRAY = "array"
}

/// The constant "audio".
enum ConstAudio {
    AUDIO = "audio"
}

/// The constant "boolean".
enum ConstBoolean {
    BOOLEAN = "boolean"
}

/// The constant "completion/complete".
enum ConstCompletionComplete {
    COMPLETION_COMPLETE = "completion/complete"
}

/// The constant "elicitation/create".
enum ConstElicitationCreate {
    ELICITATION_CREATE = "elicitation/create"
}

/// The constant "form".
enum ConstForm {
    FORM = "form"
}

/// The constant "image".
enum ConstImage {
    IMAGE = "image"
}

/// The constant -32020.
intEnum ConstMinus32020 {
    V_32020 = -32020
}

/// The constant -32021.
intEnum ConstMinus32021 {
    V_32021 = -32021
}

/// The constant -32022.
intEnum ConstMinus32022 {
    V_32022 = -32022
}

/// The constant -32600.
intEnum ConstMinus32600 {
    V_32600 = -32600
}

/// The constant -32601.
intEnum ConstMinus32601 {
    V_32601 = -32601
}

/// The constant -32602.
intEnum ConstMinus32602 {
    V_32602 = -32602
}

/// The constant -32603.
intEnum ConstMinus32603 {
    V_32603 = -32603
}

/// The constant -32700.
intEnum ConstMinus32700 {
    V_32700 = -32700
}

/// The constant "notifications/cancelled".
enum ConstNotificationsCancelled {
    NOTIFICATIONS_CANCELLED = "notifications/cancelled"
}

/// The constant "notifications/message".
enum ConstNotificationsMessage {
    NOTIFICATIONS_MESSAGE = "notifications/message"
}

/// The constant "notifications/progress".
enum ConstNotificationsProgress {
    NOTIFICATIONS_PROGRESS = "notifications/progress"
}

/// The constant "notifications/prompts/list_changed".
enum ConstNotificationsPromptsListChanged {
    NOTIFICATIONS_PROMPTS_LIST_CHANGED = "notifications/prompts/list_changed"
}

/// The constant "notifications/resources/list_changed".
enum ConstNotificationsResourcesListChanged {
    NOTIFICATIONS_RESOURCES_LIST_CHANGED = "notifications/resources/list_changed"
}

/// The constant "notifications/resources/updated".
enum ConstNotificationsResourcesUpdated {
    NOTIFICATIONS_RESOURCES_UPDATED = "notifications/resources/updated"
}

/// The constant "notifications/subscriptions/acknowledged".
enum ConstNotificationsSubscriptionsAcknowledged {
    NOTIFICATIONS_SUBSCRIPTIONS_ACKNOWLEDGED = "notifications/subscriptions/acknowledged"
}

/// The constant "notifications/tools/list_changed".
enum ConstNotificationsToolsListChanged {
    NOTIFICATIONS_TOOLS_LIST_CHANGED = "notifications/tools/list_changed"
}

/// The constant "object".
enum ConstObject {
    OBJECT = "object"
}

/// The constant "prompts/get".
enum ConstPromptsGet {
    PROMPTS_GET = "prompts/get"
}

/// The constant "prompts/list".
enum ConstPromptsList {
    PROMPTS_LIST = "prompts/list"
}

/// The constant "ref/prompt".
enum ConstRefPrompt {
    REF_PROMPT = "ref/prompt"
}

/// The constant "ref/resource".
enum ConstRefResource {
    REF_RESOURCE = "ref/resource"
}

/// The constant "resource".
enum ConstResource {
    RESOURCE = "resource"
}

/// The constant "resource_link".
enum ConstResourceLink {
    RESOURCE_LINK = "resource_link"
}

/// The constant "resources/list".
enum ConstResourcesList {
    RESOURCES_LIST = "resources/list"
}

/// The constant "resources/read".
enum ConstResourcesRead {
    RESOURCES_READ = "resources/read"
}

/// The constant "resources/templates/list".
enum ConstResourcesTemplatesList {
    RESOURCES_TEMPLATES_LIST = "resources/templates/list"
}

/// The constant "roots/list".
enum ConstRootsList {
    ROOTS_LIST = "roots/list"
}

/// The constant "sampling/createMessage".
enum ConstSamplingCreateMessage {
    SAMPLING_CREATEMESSAGE = "sampling/createMessage"
}

/// The constant "server/discover".
enum ConstServerDiscover {
    SERVER_DISCOVER = "server/discover"
}

/// The constant "string".
enum ConstString {
    STRING = "string"
}

/// The constant "subscriptions/listen".
enum ConstSubscriptionsListen {
    SUBSCRIPTIONS_LISTEN = "subscriptions/listen"
}

/// The constant "text".
enum ConstText {
    TEXT = "text"
}

/// The constant "tool_result".
enum ConstToolResult {
    TOOL_RESULT = "tool_result"
}

/// The constant "tool_use".
enum ConstToolUse {
    TOOL_USE = "tool_use"
}

/// The constant "tools/call".
enum ConstToolsCall {
    TOOLS_CALL = "tools/call"
}

/// The constant "tools/list".
enum ConstToolsList {
    TOOLS_LIST = "tools/list"
}

/// The constant "url".
enum ConstUrl {
    URL = "url"
}

@untagged
union ContentBlock {
    textContent: TextContent
    imageContent: ImageContent
    audioContent: AudioContent
    resourceLink: ResourceLink
    embeddedResource: EmbeddedResource
}

list ContentBlockList {
    member: ContentBlock
}

/// A request from the server to sample an LLM via the client. The client has full discretion over which model to select. The client should also inform the user before beginning sampling, to allow them to inspect the request (human in the loop) and decide whether to approve it.
structure CreateMessageRequest {
    @required
    method: ConstSamplingCreateMessage

    @required
    params: CreateMessageRequestParams
}

/// Parameters for a `sampling/createMessage` request.
structure CreateMessageRequestParams {
    /// A request to include context from one or more MCP servers (including the caller), to be attached to the prompt. The client MAY ignore this request.
    includeContext: CreateMessageRequestParamsIncludeContext

    /// The requested maximum number of tokens to sample (to prevent runaway completions).
    @required
    maxTokens: BigInteger

    @required
    messages: SamplingMessageList

    /// Optional metadata to pass through to the LLM provider. The format of this metadata is provider-specific.
    metadata: JSONObject

    /// The server's preferences for which model to select. The client MAY ignore these preferences.
    modelPreferences: ModelPreferences

    stopSequences: CreateMessageRequestParamsStopSequences

    /// An optional system prompt the server wants to use for sampling. The client MAY modify or omit this prompt.
    systemPrompt: String

    temperature: BigDecimal

    /// Controls how the model uses tools. The client MUST return an error if this field is provided but {@link ClientCapabilities.sampling.tools} is not declared. Default is `{ mode: "auto" }`.
    toolChoice: ToolChoice

    /// Tools that the model may use during generation. The client MUST return an error if this field is provided but {@link ClientCapabilities.sampling.tools} is not declared.
    tools: ToolList
}

/// A request to include context from one or more MCP servers (including the caller), to be attached to the prompt. The client MAY ignore this request.
enum CreateMessageRequestParamsIncludeContext {
    ALLSERVERS = "allServers"
    NONE = "none"
    THISSERVER = "thisServer"
}

list CreateMessageRequestParamsStopSequences {
    member: String
}

/// The result returned by the client for a {@link CreateMessageRequestsampling/createMessage} request. The client should inform the user before returning the sampled message, to allow them to inspect the response (human in the loop) and decide whether to allow the server to see it.
structure CreateMessageResult {
    _meta: MetaObject

    @required
    content: CreateMessageResultContent

    /// The name of the model that generated the message.
    @required
    model: String

    @required
    role: Role

    /// The reason why sampling stopped, if known.
    stopReason: String
}

@untagged
union CreateMessageResultContent {
    textContent: TextContent
    imageContent: ImageContent
    audioContent: AudioContent
    toolUseContent: ToolUseContent
    toolResultContent: ToolResultContent
    array: SamplingMessageContentBlockList
}

/// An opaque token used to represent a cursor for pagination.
string Cursor

/// A request from the client asking the server to advertise its supported protocol versions, capabilities, and other metadata. Servers **MUST** implement `server/discover`. Clients **MAY** call it but are not required to — version negotiation can also happen inline via per-request `_meta`.
structure DiscoverRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstServerDiscover

    @required
    params: RequestParams
}

/// The result returned by the server for a {@link DiscoverRequestserver/discover} request.
structure DiscoverResult {
    _meta: ResultMetaObject

    /// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
    @required
    cacheScope: DiscoverResultCacheScope

    /// The capabilities of the server.
    @required
    capabilities: ServerCapabilities

    /// Natural-language guidance describing the server and its features.
    instructions: String

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String

    /// MCP Protocol Versions this server supports. The client should choose a version from this list for use in subsequent requests.
    @required
    supportedVersions: DiscoverResultSupportedVersions

    /// A hint from the server indicating how long (in milliseconds) the client MAY cache this response before re-fetching. Semantics are analogous to HTTP Cache-Control max-age.
    @range(min: 0)
    @required
    ttlMs: BigInteger
}

/// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
enum DiscoverResultCacheScope {
    PRIVATE = "private"
    PUBLIC = "public"
}

/// A successful response from the server for a {@link DiscoverRequestserver/discover} request.
structure DiscoverResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: DiscoverResult
}

/// MCP Protocol Versions this server supports. The client should choose a version from this list for use in subsequent requests.
list DiscoverResultSupportedVersions {
    member: String
}

/// A request from the server to elicit additional information from the user via the client.
structure ElicitRequest {
    @required
    method: ConstElicitationCreate

    @required
    params: ElicitRequestParams
}

/// The parameters for a request to elicit non-sensitive information from the user via a form in the client.
structure ElicitRequestFormParams {
    /// The message to present to the user describing what information is being requested.
    @required
    message: String

    /// The elicitation mode.
    mode: ConstForm

    /// A restricted subset of JSON Schema. Only top-level properties are allowed, without nesting.
    @required
    requestedSchema: ElicitRequestFormParamsRequestedSchema
}

/// A restricted subset of JSON Schema. Only top-level properties are allowed, without nesting.
structure ElicitRequestFormParamsRequestedSchema {
    @jsonName("$schema")
    _schema: String

    @required
    properties: ElicitRequestFormParamsRequestedSchemaProperties

    required: ElicitRequestFormParamsRequestedSchemaRequired

    @required
    type: ConstObject
}

map ElicitRequestFormParamsRequestedSchemaProperties {
    key: String
    value: PrimitiveSchemaDefinition
}

list ElicitRequestFormParamsRequestedSchemaRequired {
    member: String
}

/// The parameters for a request to elicit additional information from the user via the client.
@untagged
union ElicitRequestParams {
    elicitRequestFormParams: ElicitRequestFormParams
    elicitRequestURLParams: ElicitRequestURLParams
}

/// The parameters for a request to elicit information from the user via a URL in the client.
structure ElicitRequestURLParams {
    /// The message to present to the user explaining why the interaction is needed.
    @required
    message: String

    /// The elicitation mode.
    @required
    mode: ConstUrl

    /// The URL that the user should navigate to.
    @required
    url: String
}

/// The result returned by the client for an {@link ElicitRequestelicitation/create} request.
structure ElicitResult {
    /// The user action in response to the elicitation. - `"accept"`: User submitted the form/confirmed the action - `"decline"`: User explicitly declined the action - `"cancel"`: User dismissed without making an explicit choice
    @required
    action: ElicitResultAction

    /// The submitted form data, only present when action is `"accept"` and mode was `"form"`. Contains values matching the requested schema. Omitted for out-of-band mode responses.
    content: ElicitResultContent
}

/// The user action in response to the elicitation. - `"accept"`: User submitted the form/confirmed the action - `"decline"`: User explicitly declined the action - `"cancel"`: User dismissed without making an explicit choice
enum ElicitResultAction {
    ACCEPT = "accept"
    CANCEL = "cancel"
    DECLINE = "decline"
}

/// The submitted form data, only present when action is `"accept"` and mode was `"form"`. Contains values matching the requested schema. Omitted for out-of-band mode responses.
map ElicitResultContent {
    key: String
    value: ElicitResultContentValue
}

@untagged
union ElicitResultContentValue {
    array: ElicitResultContentValueOption1
    string: String
    integer: BigInteger
    boolean: Boolean
}

list ElicitResultContentValueOption1 {
    member: String
}

/// The contents of a resource, embedded into a prompt or tool call result.
structure EmbeddedResource {
    _meta: MetaObject

    /// Optional annotations for the client.
    annotations: Annotations

    @required
    resource: EmbeddedResourceResource

    @required
    type: ConstResource
}

@untagged
union EmbeddedResourceResource {
    textResourceContents: TextResourceContents
    blobResourceContents: BlobResourceContents
}

/// Common result fields.
structure EmptyResult {
    _meta: ResultMetaObject

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String
}

@untagged
union EnumSchema {
    untitledSingleSelectEnumSchema: UntitledSingleSelectEnumSchema
    titledSingleSelectEnumSchema: TitledSingleSelectEnumSchema
    untitledMultiSelectEnumSchema: UntitledMultiSelectEnumSchema
    titledMultiSelectEnumSchema: TitledMultiSelectEnumSchema
    legacyTitledEnumSchema: LegacyTitledEnumSchema
}

structure Error {
    /// The error type that occurred.
    @required
    code: BigInteger

    /// Additional information about the error. The value of this member is defined by the sender (e.g. detailed error information, nested errors etc.).
    data: Document

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

/// The result of prompts/get, as the schema gives it.
structure GetPromptOutput {
    @required
    result: GetPromptResultUnion
}

/// Used by the client to get a prompt provided by the server.
structure GetPromptRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstPromptsGet

    @required
    params: GetPromptRequestParams
}

/// Parameters for a `prompts/get` request.
structure GetPromptRequestParams {
    @required
    _meta: RequestMetaObject

    /// Arguments to use for templating the prompt.
    arguments: GetPromptRequestParamsArguments

    inputResponses: InputResponses

    /// The name of the prompt or prompt template.
    @required
    name: String

    requestState: String
}

/// Arguments to use for templating the prompt.
map GetPromptRequestParamsArguments {
    key: String
    value: String
}

/// The result returned by the server for a {@link GetPromptRequestprompts/get} request.
structure GetPromptResult {
    _meta: ResultMetaObject

    /// An optional description for the prompt.
    description: String

    @required
    messages: PromptMessageList

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String
}

/// A successful response from the server for a {@link GetPromptRequestprompts/get} request.
structure GetPromptResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: GetPromptResultResponseResult
}

@untagged
union GetPromptResultResponseResult {
    inputRequiredResult: InputRequiredResult
    getPromptResult: GetPromptResult
}

@untagged
union GetPromptResultUnion {
    inputRequiredResult: InputRequiredResult
    getPromptResult: GetPromptResult
}

/// Returned when a server rejects a request because the values in the HTTP headers do not match the corresponding values in the request body, or because required headers are missing or malformed. For HTTP, the response status code MUST be `400 Bad Request`.
structure HeaderMismatchError {
    @required
    error: HeaderMismatchErrorError

    id: RequestId

    @required
    jsonrpc: Const20
}

structure HeaderMismatchErrorError {
    @required
    code: ConstMinus32020

    /// Additional information about the error. The value of this member is defined by the sender (e.g. detailed error information, nested errors etc.).
    data: Document

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

/// An optionally-sized icon that can be displayed in a user interface.
structure Icon {
    /// Optional MIME type override if the source MIME type is missing or generic. For example: `"image/png"`, `"image/jpeg"`, or `"image/svg+xml"`.
    mimeType: String

    /// Optional array of strings that specify sizes at which the icon can be used. Each string should be in WxH format (e.g., `"48x48"`, `"96x96"`) or `"any"` for scalable formats like SVG.
    sizes: IconSizes

    /// A standard URI pointing to an icon resource. May be an HTTP/HTTPS URL or a `data:` URI with Base64-encoded image data.
    @required
    src: String

    /// Optional specifier for the theme this icon is designed for. `"light"` indicates the icon is designed to be used with a light background, and `"dark"` indicates the icon is designed to be used with a dark background.
    theme: IconTheme
}

list IconList {
    member: Icon
}

/// Optional array of strings that specify sizes at which the icon can be used. Each string should be in WxH format (e.g., `"48x48"`, `"96x96"`) or `"any"` for scalable formats like SVG.
list IconSizes {
    member: String
}

/// Optional specifier for the theme this icon is designed for. `"light"` indicates the icon is designed to be used with a light background, and `"dark"` indicates the icon is designed to be used with a dark background.
enum IconTheme {
    DARK = "dark"
    LIGHT = "light"
}

/// Base interface to add `icons` property.
structure Icons {
    /// Optional set of sized icons that the client can display in a user interface.
    icons: IconList
}

/// An image provided to or from an LLM.
structure ImageContent {
    _meta: MetaObject

    /// Optional annotations for the client.
    annotations: Annotations

    /// The base64-encoded image data.
    @required
    data: Blob

    /// The MIME type of the image. Different providers may support different image types.
    @required
    mimeType: String

    @required
    type: ConstImage
}

/// Describes the MCP implementation.
structure Implementation {
    /// An optional human-readable description of what this implementation does.
    description: String

    /// Optional set of sized icons that the client can display in a user interface.
    icons: IconList

    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String

    /// The version of this implementation.
    @required
    version: String

    /// An optional URL of the website for this implementation.
    websiteUrl: String
}

@untagged
union InputRequest {
    createMessageRequest: CreateMessageRequest
    listRootsRequest: ListRootsRequest
    elicitRequest: ElicitRequest
}

/// A map of server-initiated requests that the client must fulfill. Keys are server-assigned identifiers; values are the request objects.
map InputRequests {
    key: String
    value: InputRequest
}

/// An InputRequiredResult sent by the server to indicate that additional input is needed before the request can be completed.
structure InputRequiredResult {
    _meta: ResultMetaObject

    inputRequests: InputRequests

    requestState: String

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String
}

@untagged
union InputResponse {
    createMessageResult: CreateMessageResult
    listRootsResult: ListRootsResult
    elicitResult: ElicitResult
}

structure InputResponseRequestParams {
    @required
    _meta: RequestMetaObject

    inputResponses: InputResponses

    requestState: String
}

/// A map of client responses to server-initiated requests. Keys correspond to the keys in the {@link InputRequests} map; values are the client's result for each request.
map InputResponses {
    key: String
    value: InputResponse
}

/// A JSON-RPC error indicating that an internal error occurred on the receiver. This error is returned when the receiver encounters an unexpected condition that prevents it from fulfilling the request.
structure InternalError {
    /// The error type that occurred.
    @required
    code: ConstMinus32603

    /// Additional information about the error. The value of this member is defined by the sender (e.g. detailed error information, nested errors etc.).
    data: Document

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

/// A JSON-RPC error indicating that the method parameters are invalid or malformed.
structure InvalidParamsError {
    /// The error type that occurred.
    @required
    code: ConstMinus32602

    /// Additional information about the error. The value of this member is defined by the sender (e.g. detailed error information, nested errors etc.).
    data: Document

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

/// A JSON-RPC error indicating that the request is not a valid request object. This error is returned when the message structure does not conform to the JSON-RPC 2.0 specification requirements for a request (e.g., missing required fields like `jsonrpc` or `method`, or using invalid types for these fields).
structure InvalidRequestError {
    /// The error type that occurred.
    @required
    code: ConstMinus32600

    /// Additional information about the error. The value of this member is defined by the sender (e.g. detailed error information, nested errors etc.).
    data: Document

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

list JSONArray {
    member: JSONValue
}

map JSONObject {
    key: String
    value: JSONValue
}

/// A response to a request that indicates an error occurred.
structure JSONRPCErrorResponse {
    @required
    error: Error

    id: RequestId

    @required
    jsonrpc: Const20
}

/// Refers to any valid JSON-RPC object that can be decoded off the wire, or encoded to be sent.
@untagged
union JSONRPCMessage {
    jSONRPCRequest: JSONRPCRequest
    jSONRPCNotification: JSONRPCNotification
    jSONRPCResultResponse: JSONRPCResultResponse
    jSONRPCErrorResponse: JSONRPCErrorResponse
}

/// A notification which does not expect a response.
structure JSONRPCNotification {
    @required
    jsonrpc: Const20

    @required
    method: String

    params: AnyObject
}

/// A request that expects a response.
structure JSONRPCRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: String

    params: AnyObject
}

/// A response to a request, containing either the result or error.
@untagged
union JSONRPCResponse {
    jSONRPCResultResponse: JSONRPCResultResponse
    jSONRPCErrorResponse: JSONRPCErrorResponse
}

/// A successful (non-error) response to a request.
structure JSONRPCResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: Result
}

@untagged
union JSONValue {
    jSONObject: JSONObject
    array: JSONValueList
    string: String
    integer: BigInteger
    boolean: Boolean
}

list JSONValueList {
    member: JSONValue
}

/// Use {@link TitledSingleSelectEnumSchema} instead. This interface will be removed in a future version.
structure LegacyTitledEnumSchema {
    default: String

    description: String

    @required
    enum: LegacyTitledEnumSchemaEnum

    /// (Legacy) Display names for enum values. Non-standard according to JSON schema 2020-12.
    enumNames: LegacyTitledEnumSchemaEnumNames

    title: String

    @required
    type: ConstString
}

list LegacyTitledEnumSchemaEnum {
    member: String
}

/// (Legacy) Display names for enum values. Non-standard according to JSON schema 2020-12.
list LegacyTitledEnumSchemaEnumNames {
    member: String
}

/// Sent from the client to request a list of prompts and prompt templates the server has.
structure ListPromptsRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstPromptsList

    @required
    params: PaginatedRequestParams
}

/// The result returned by the server for a {@link ListPromptsRequestprompts/list} request.
structure ListPromptsResult {
    _meta: ResultMetaObject

    /// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
    @required
    cacheScope: ListPromptsResultCacheScope

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    @required
    prompts: PromptList

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String

    /// A hint from the server indicating how long (in milliseconds) the client MAY cache this response before re-fetching. Semantics are analogous to HTTP Cache-Control max-age.
    @range(min: 0)
    @required
    ttlMs: BigInteger
}

/// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
enum ListPromptsResultCacheScope {
    PRIVATE = "private"
    PUBLIC = "public"
}

/// A successful response from the server for a {@link ListPromptsRequestprompts/list} request.
structure ListPromptsResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: ListPromptsResult
}

/// Sent from the client to request a list of resource templates the server has.
structure ListResourceTemplatesRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstResourcesTemplatesList

    @required
    params: PaginatedRequestParams
}

/// The result returned by the server for a {@link ListResourceTemplatesRequestresources/templates/list} request.
structure ListResourceTemplatesResult {
    _meta: ResultMetaObject

    /// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
    @required
    cacheScope: ListResourceTemplatesResultCacheScope

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    @required
    resourceTemplates: ResourceTemplateList

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String

    /// A hint from the server indicating how long (in milliseconds) the client MAY cache this response before re-fetching. Semantics are analogous to HTTP Cache-Control max-age.
    @range(min: 0)
    @required
    ttlMs: BigInteger
}

/// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
enum ListResourceTemplatesResultCacheScope {
    PRIVATE = "private"
    PUBLIC = "public"
}

/// A successful response from the server for a {@link ListResourceTemplatesRequestresources/templates/list} request.
structure ListResourceTemplatesResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: ListResourceTemplatesResult
}

/// Sent from the client to request a list of resources the server has.
structure ListResourcesRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstResourcesList

    @required
    params: PaginatedRequestParams
}

/// The result returned by the server for a {@link ListResourcesRequestresources/list} request.
structure ListResourcesResult {
    _meta: ResultMetaObject

    /// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
    @required
    cacheScope: ListResourcesResultCacheScope

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    @required
    resources: ResourceList

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String

    /// A hint from the server indicating how long (in milliseconds) the client MAY cache this response before re-fetching. Semantics are analogous to HTTP Cache-Control max-age.
    @range(min: 0)
    @required
    ttlMs: BigInteger
}

/// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
enum ListResourcesResultCacheScope {
    PRIVATE = "private"
    PUBLIC = "public"
}

/// A successful response from the server for a {@link ListResourcesRequestresources/list} request.
structure ListResourcesResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: ListResourcesResult
}

/// Sent from the server to request a list of root URIs from the client. Roots allow servers to ask for specific directories or files to operate on. A common example for roots is providing a set of repositories or directories a server should operate on.
structure ListRootsRequest {
    @required
    method: ConstRootsList

    params: ListRootsRequestParams
}

structure ListRootsRequestParams {
    _meta: MetaObject
}

/// The result returned by the client for a {@link ListRootsRequestroots/list} request. This result contains an array of {@link Root} objects, each representing a root directory or file that the server can operate on.
structure ListRootsResult {
    @required
    roots: RootList
}

/// Sent from the client to request a list of tools the server has.
structure ListToolsRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstToolsList

    @required
    params: PaginatedRequestParams
}

/// The result returned by the server for a {@link ListToolsRequesttools/list} request.
structure ListToolsResult {
    _meta: ResultMetaObject

    /// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
    @required
    cacheScope: ListToolsResultCacheScope

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String

    @required
    tools: ToolList

    /// A hint from the server indicating how long (in milliseconds) the client MAY cache this response before re-fetching. Semantics are analogous to HTTP Cache-Control max-age.
    @range(min: 0)
    @required
    ttlMs: BigInteger
}

/// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
enum ListToolsResultCacheScope {
    PRIVATE = "private"
    PUBLIC = "public"
}

/// A successful response from the server for a {@link ListToolsRequesttools/list} request.
structure ListToolsResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: ListToolsResult
}

/// The severity of a log message.
enum LoggingLevel {
    ALERT = "alert"
    CRITICAL = "critical"
    DEBUG = "debug"
    EMERGENCY = "emergency"
    ERROR = "error"
    INFO = "info"
    NOTICE = "notice"
    WARNING = "warning"
}

/// JSONRPCNotification of a log message passed from server to client. The client opts in by setting `"io.modelcontextprotocol/logLevel"` in a request's `_meta`.
structure LoggingMessageNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsMessage

    @required
    params: LoggingMessageNotificationParams
}

/// Parameters for a `notifications/message` notification.
structure LoggingMessageNotificationParams {
    _meta: NotificationMetaObject

    /// The data to be logged, such as a string message or an object. Any JSON serializable type is allowed here.
    @required
    data: Document

    /// The severity of this log message.
    @required
    level: LoggingLevel

    /// An optional name of the logger issuing this message.
    logger: String
}

/// Represents the contents of a `_meta` field, which clients and servers use to attach additional metadata to their interactions.
structure MetaObject {
}

/// A JSON-RPC error indicating that the requested method does not exist or is not available.
structure MethodNotFoundError {
    /// The error type that occurred.
    @required
    code: ConstMinus32601

    /// Additional information about the error. The value of this member is defined by the sender (e.g. detailed error information, nested errors etc.).
    data: Document

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

/// Returned when processing a request requires a capability the client did not declare in `clientCapabilities`. For HTTP, the response status code MUST be `400 Bad Request`.
structure MissingRequiredClientCapabilityError {
    @required
    error: MissingRequiredClientCapabilityErrorError

    id: RequestId

    @required
    jsonrpc: Const20
}

structure MissingRequiredClientCapabilityErrorError {
    @required
    code: ConstMinus32021

    @required
    data: MissingRequiredClientCapabilityErrorErrorData

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

structure MissingRequiredClientCapabilityErrorErrorData {
    /// The capabilities the server requires from the client to process this request.
    @required
    requiredCapabilities: ClientCapabilities
}

/// Hints to use for model selection.
structure ModelHint {
    /// A hint for a model name.
    name: String
}

list ModelHintList {
    member: ModelHint
}

/// The server's preferences for model selection, requested of the client during sampling.
structure ModelPreferences {
    /// How much to prioritize cost when selecting a model. A value of 0 means cost is not important, while a value of 1 means cost is the most important factor.
    @range(min: 0, max: 1)
    costPriority: BigDecimal

    /// Optional hints to use for model selection.
    hints: ModelHintList

    /// How much to prioritize intelligence and capabilities when selecting a model. A value of 0 means intelligence is not important, while a value of 1 means intelligence is the most important factor.
    @range(min: 0, max: 1)
    intelligencePriority: BigDecimal

    /// How much to prioritize sampling speed (latency) when selecting a model. A value of 0 means speed is not important, while a value of 1 means speed is the most important factor.
    @range(min: 0, max: 1)
    speedPriority: BigDecimal
}

@untagged
union MultiSelectEnumSchema {
    untitledMultiSelectEnumSchema: UntitledMultiSelectEnumSchema
    titledMultiSelectEnumSchema: TitledMultiSelectEnumSchema
}

structure Notification {
    @required
    method: String

    params: AnyObject
}

/// Extends {@link MetaObject} with additional notification-specific fields. All key naming rules from `MetaObject` apply.
structure NotificationMetaObject {
    /// Identifies the subscription stream a notification was delivered on. The server MUST include this key on every notification delivered via a {@link SubscriptionsListenRequestsubscriptions/listen} stream, so the client can correlate the notification with the originating subscription. The key is absent on notifications not delivered via a subscription stream (e.g. progress notifications for an in-flight request), which is why it is optional here.
    @jsonName("io.modelcontextprotocol/subscriptionId")
    io_modelcontextprotocol_subscriptionId: RequestId
}

/// Common params for any notification.
structure NotificationParams {
    _meta: NotificationMetaObject
}

structure NumberSchema {
    default: BigDecimal

    description: String

    maximum: BigDecimal

    minimum: BigDecimal

    title: String

    @required
    type: NumberSchemaType
}

enum NumberSchemaType {
    INTEGER = "integer"
    NUMBER = "number"
}

structure PaginatedRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: String

    @required
    params: PaginatedRequestParams
}

/// Common params for paginated requests.
structure PaginatedRequestParams {
    @required
    _meta: RequestMetaObject

    /// An opaque token representing the current pagination position. If provided, the server should return results starting after this cursor.
    cursor: String
}

structure PaginatedResult {
    _meta: ResultMetaObject

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String
}

/// A JSON-RPC error indicating that invalid JSON was received by the server. This error is returned when the server cannot parse the JSON text of a message.
structure ParseError {
    /// The error type that occurred.
    @required
    code: ConstMinus32700

    /// Additional information about the error. The value of this member is defined by the sender (e.g. detailed error information, nested errors etc.).
    data: Document

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

/// Restricted schema definitions that only allow primitive types without nested objects or arrays.
@untagged
union PrimitiveSchemaDefinition {
    stringSchema: StringSchema
    numberSchema: NumberSchema
    booleanSchema: BooleanSchema
    untitledSingleSelectEnumSchema: UntitledSingleSelectEnumSchema
    titledSingleSelectEnumSchema: TitledSingleSelectEnumSchema
    untitledMultiSelectEnumSchema: UntitledMultiSelectEnumSchema
    titledMultiSelectEnumSchema: TitledMultiSelectEnumSchema
    legacyTitledEnumSchema: LegacyTitledEnumSchema
}

/// An out-of-band notification used to inform the receiver of a progress update for a long-running request.
structure ProgressNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsProgress

    @required
    params: ProgressNotificationParams
}

/// Parameters for a {@link ProgressNotificationnotifications/progress} notification.
structure ProgressNotificationParams {
    _meta: NotificationMetaObject

    /// An optional message describing the current progress.
    message: String

    /// The progress thus far. This should increase every time progress is made, even if the total is unknown.
    @required
    progress: BigDecimal

    /// The progress token which was given in the initial request, used to associate this notification with the request that is proceeding.
    @required
    progressToken: ProgressToken

    /// Total number of items to process (or total progress required), if known.
    total: BigDecimal
}

/// A progress token, used to associate progress notifications with the original request.
@untagged
union ProgressToken {
    string: String
    integer: BigInteger
}

/// A prompt or prompt template that the server offers.
structure Prompt {
    _meta: MetaObject

    /// A list of arguments to use for templating the prompt.
    arguments: PromptArgumentList

    /// An optional description of what this prompt provides
    description: String

    /// Optional set of sized icons that the client can display in a user interface.
    icons: IconList

    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String
}

/// Describes an argument that a prompt can accept.
structure PromptArgument {
    /// A human-readable description of the argument.
    description: String

    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// Whether this argument must be provided.
    required: Boolean

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String
}

list PromptArgumentList {
    member: PromptArgument
}

list PromptList {
    member: Prompt
}

/// An optional notification from the server to the client, informing it that the list of prompts it offers has changed. This is only delivered on a {@link SubscriptionsListenRequestsubscriptions/listen} stream when the client requested it via the `promptsListChanged` filter field.
structure PromptListChangedNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsPromptsListChanged

    params: NotificationParams
}

/// Describes a message returned as part of a prompt.
structure PromptMessage {
    @required
    content: ContentBlock

    @required
    role: Role
}

list PromptMessageList {
    member: PromptMessage
}

/// Identifies a prompt.
structure PromptReference {
    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String

    @required
    type: ConstRefPrompt
}

/// The result of resources/read, as the schema gives it.
structure ReadResourceOutput {
    @required
    result: ReadResourceResultUnion
}

/// Sent from the client to the server, to read a specific resource URI.
structure ReadResourceRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstResourcesRead

    @required
    params: ReadResourceRequestParams
}

/// Parameters for a `resources/read` request.
structure ReadResourceRequestParams {
    @required
    _meta: RequestMetaObject

    inputResponses: InputResponses

    requestState: String

    /// The URI of the resource. The URI can use any protocol; it is up to the server how to interpret it.
    @required
    uri: String
}

/// The result returned by the server for a {@link ReadResourceRequestresources/read} request.
structure ReadResourceResult {
    _meta: ResultMetaObject

    /// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
    @required
    cacheScope: ReadResourceResultCacheScope

    @required
    contents: ReadResourceResultContents

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String

    /// A hint from the server indicating how long (in milliseconds) the client MAY cache this response before re-fetching. Semantics are analogous to HTTP Cache-Control max-age.
    @range(min: 0)
    @required
    ttlMs: BigInteger
}

/// Indicates the intended scope of the cached response, analogous to HTTP `Cache-Control: public` vs `Cache-Control: private`.
enum ReadResourceResultCacheScope {
    PRIVATE = "private"
    PUBLIC = "public"
}

list ReadResourceResultContents {
    member: ReadResourceResultContentsItem
}

@untagged
union ReadResourceResultContentsItem {
    textResourceContents: TextResourceContents
    blobResourceContents: BlobResourceContents
}

/// A successful response from the server for a {@link ReadResourceRequestresources/read} request.
structure ReadResourceResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: ReadResourceResultResponseResult
}

@untagged
union ReadResourceResultResponseResult {
    inputRequiredResult: InputRequiredResult
    readResourceResult: ReadResourceResult
}

@untagged
union ReadResourceResultUnion {
    inputRequiredResult: InputRequiredResult
    readResourceResult: ReadResourceResult
}

structure Request {
    @required
    method: String

    params: AnyObject
}

/// A uniquely identifying ID for a request in JSON-RPC.
@untagged
union RequestId {
    string: String
    integer: BigInteger
}

/// Extends {@link MetaObject} with additional request-specific fields. All key naming rules from `MetaObject` apply.
structure RequestMetaObject {
    /// The client's capabilities for this specific request. Required.
    @required
    @jsonName("io.modelcontextprotocol/clientCapabilities")
    io_modelcontextprotocol_clientCapabilities: ClientCapabilities

    /// Identifies the client software making the request. Clients SHOULD include this field on every request unless specifically configured not to do so.
    @jsonName("io.modelcontextprotocol/clientInfo")
    io_modelcontextprotocol_clientInfo: Implementation

    /// The desired log level for this request. Optional.
    @jsonName("io.modelcontextprotocol/logLevel")
    io_modelcontextprotocol_logLevel: LoggingLevel

    /// The MCP Protocol Version being used for this request. Required.
    @required
    @jsonName("io.modelcontextprotocol/protocolVersion")
    io_modelcontextprotocol_protocolVersion: String

    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by {@link ProgressNotificationnotifications/progress}). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// Common params for any request.
structure RequestParams {
    @required
    _meta: RequestMetaObject
}

/// A known resource that the server is capable of reading.
structure Resource {
    _meta: MetaObject

    /// Optional annotations for the client.
    annotations: Annotations

    /// A description of what this resource represents.
    description: String

    /// Optional set of sized icons that the client can display in a user interface.
    icons: IconList

    /// The MIME type of this resource, if known.
    mimeType: String

    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// The size of the raw resource content, in bytes (i.e., before base64 encoding or any tokenization), if known.
    size: BigInteger

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String

    /// The URI of this resource.
    @required
    uri: String
}

/// The contents of a specific resource or sub-resource.
structure ResourceContents {
    _meta: MetaObject

    /// The MIME type of this resource, if known.
    mimeType: String

    /// The URI of this resource.
    @required
    uri: String
}

/// A resource that the server is capable of reading, included in a prompt or tool call result.
structure ResourceLink {
    _meta: MetaObject

    /// Optional annotations for the client.
    annotations: Annotations

    /// A description of what this resource represents.
    description: String

    /// Optional set of sized icons that the client can display in a user interface.
    icons: IconList

    /// The MIME type of this resource, if known.
    mimeType: String

    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// The size of the raw resource content, in bytes (i.e., before base64 encoding or any tokenization), if known.
    size: BigInteger

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String

    @required
    type: ConstResourceLink

    /// The URI of this resource.
    @required
    uri: String
}

list ResourceList {
    member: Resource
}

/// An optional notification from the server to the client, informing it that the list of resources it can read from has changed. This is only delivered on a {@link SubscriptionsListenRequestsubscriptions/listen} stream when the client requested it via the `resourcesListChanged` filter field.
structure ResourceListChangedNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsResourcesListChanged

    params: NotificationParams
}

/// Common params for resource-related requests.
structure ResourceRequestParams {
    @required
    _meta: RequestMetaObject

    /// The URI of the resource. The URI can use any protocol; it is up to the server how to interpret it.
    @required
    uri: String
}

/// A template description for resources available on the server.
structure ResourceTemplate {
    _meta: MetaObject

    /// Optional annotations for the client.
    annotations: Annotations

    /// A description of what this template is for.
    description: String

    /// Optional set of sized icons that the client can display in a user interface.
    icons: IconList

    /// The MIME type for all resources that match this template. This should only be included if all resources matching this template have the same type.
    mimeType: String

    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String

    /// A URI template (according to RFC 6570) that can be used to construct resource URIs.
    @required
    uriTemplate: String
}

list ResourceTemplateList {
    member: ResourceTemplate
}

/// A reference to a resource or resource template definition.
structure ResourceTemplateReference {
    @required
    type: ConstRefResource

    /// The URI or URI template of the resource.
    @required
    uri: String
}

/// A notification from the server to the client, informing it that a resource has changed and may need to be read again. This is only sent for resources the client opted in to via the `resourceSubscriptions` field of a {@link SubscriptionsListenRequestsubscriptions/listen} request.
structure ResourceUpdatedNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsResourcesUpdated

    @required
    params: ResourceUpdatedNotificationParams
}

/// Parameters for a `notifications/resources/updated` notification.
structure ResourceUpdatedNotificationParams {
    _meta: NotificationMetaObject

    /// The URI of the resource that has been updated. This might be a sub-resource of the one that the client actually subscribed to.
    @required
    uri: String
}

/// Common result fields.
structure Result {
    _meta: ResultMetaObject

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String
}

/// Extends {@link MetaObject} with additional result-specific fields. All key naming rules from `MetaObject` apply.
structure ResultMetaObject {
    /// Identifies the server software producing the response. Servers SHOULD include this field on every response unless specifically configured not to do so.
    @jsonName("io.modelcontextprotocol/serverInfo")
    io_modelcontextprotocol_serverInfo: Implementation
}

/// Indicates the type of a {@link Result} object, allowing the client to determine how to parse the response.
string ResultType

/// The sender or recipient of messages and data in a conversation.
enum Role {
    ASSISTANT = "assistant"
    USER = "user"
}

list RoleList {
    member: Role
}

/// Represents a root directory or file that the server can operate on.
structure Root {
    _meta: MetaObject

    /// An optional name for the root. This can be used to provide a human-readable identifier for the root, which may be useful for display purposes or for referencing the root in other parts of the application.
    name: String

    /// The URI identifying the root. This *must* start with `file://` for now. This restriction may be relaxed in future versions of the protocol to allow other URI schemes.
    @required
    uri: String
}

list RootList {
    member: Root
}

/// Describes a message issued to or received from an LLM API.
structure SamplingMessage {
    _meta: MetaObject

    @required
    content: SamplingMessageContent

    @required
    role: Role
}

@untagged
union SamplingMessageContent {
    textContent: TextContent
    imageContent: ImageContent
    audioContent: AudioContent
    toolUseContent: ToolUseContent
    toolResultContent: ToolResultContent
    array: SamplingMessageContentBlockList
}

@untagged
union SamplingMessageContentBlock {
    textContent: TextContent
    imageContent: ImageContent
    audioContent: AudioContent
    toolUseContent: ToolUseContent
    toolResultContent: ToolResultContent
}

list SamplingMessageContentBlockList {
    member: SamplingMessageContentBlock
}

list SamplingMessageList {
    member: SamplingMessage
}

/// Capabilities that a server may support. Known capabilities are defined here, in this schema, but this is not a closed set: any server can define its own, additional capabilities.
structure ServerCapabilities {
    /// Present if the server supports argument autocompletion suggestions.
    completions: JSONObject

    /// Experimental, non-standard capabilities that the server supports.
    experimental: ServerCapabilitiesExperimental

    /// Optional MCP extensions that the server supports. Keys are extension identifiers (e.g., "io.modelcontextprotocol/tasks"), and values are per-extension settings objects. An empty object indicates support with no settings.
    extensions: ServerCapabilitiesExtensions

    /// Present if the server supports sending log messages to the client.
    logging: JSONObject

    /// Present if the server offers any prompt templates.
    prompts: ServerCapabilitiesPrompts

    /// Present if the server offers any resources to read.
    resources: ServerCapabilitiesResources

    /// Present if the server offers any tools to call.
    tools: ServerCapabilitiesTools
}

/// Experimental, non-standard capabilities that the server supports.
map ServerCapabilitiesExperimental {
    key: String
    value: JSONObject
}

/// Optional MCP extensions that the server supports. Keys are extension identifiers (e.g., "io.modelcontextprotocol/tasks"), and values are per-extension settings objects. An empty object indicates support with no settings.
map ServerCapabilitiesExtensions {
    key: String
    value: JSONObject
}

/// Present if the server offers any prompt templates.
structure ServerCapabilitiesPrompts {
    /// Whether this server supports notifications for changes to the prompt list.
    listChanged: Boolean
}

/// Present if the server offers any resources to read.
structure ServerCapabilitiesResources {
    /// Whether this server supports notifications for changes to the resource list.
    listChanged: Boolean

    /// Whether this server supports subscribing to resource updates.
    subscribe: Boolean
}

/// Present if the server offers any tools to call.
structure ServerCapabilitiesTools {
    /// Whether this server supports notifications for changes to the tool list.
    listChanged: Boolean
}

@untagged
union ServerNotification {
    cancelledNotification: CancelledNotification
    progressNotification: ProgressNotification
    resourceListChangedNotification: ResourceListChangedNotification
    subscriptionsAcknowledgedNotification: SubscriptionsAcknowledgedNotification
    resourceUpdatedNotification: ResourceUpdatedNotification
    promptListChangedNotification: PromptListChangedNotification
    toolListChangedNotification: ToolListChangedNotification
    loggingMessageNotification: LoggingMessageNotification
}

@untagged
union ServerResult {
    result: Result
    inputRequiredResult: InputRequiredResult
    discoverResult: DiscoverResult
    listResourcesResult: ListResourcesResult
    listResourceTemplatesResult: ListResourceTemplatesResult
    readResourceResult: ReadResourceResult
    subscriptionsListenResult: SubscriptionsListenResult
    listPromptsResult: ListPromptsResult
    getPromptResult: GetPromptResult
    listToolsResult: ListToolsResult
    callToolResult: CallToolResult
    completeResult: CompleteResult
}

@untagged
union SingleSelectEnumSchema {
    untitledSingleSelectEnumSchema: UntitledSingleSelectEnumSchema
    titledSingleSelectEnumSchema: TitledSingleSelectEnumSchema
}

structure StringSchema {
    default: String

    description: String

    format: StringSchemaFormat

    maxLength: BigInteger

    minLength: BigInteger

    title: String

    @required
    type: ConstString
}

enum StringSchemaFormat {
    DATE = "date"
    DATE_TIME = "date-time"
    EMAIL = "email"
    URI = "uri"
}

/// The set of notification types a client may opt in to on a {@link SubscriptionsListenRequestsubscriptions/listen} request.
structure SubscriptionFilter {
    /// If true, receive {@link PromptListChangedNotificationnotifications/prompts/list_changed}.
    promptsListChanged: Boolean

    /// Subscribe to {@link ResourceUpdatedNotificationnotifications/resources/updated} for these resource URIs. Replaces the former `resources/subscribe` RPC.
    resourceSubscriptions: SubscriptionFilterResourceSubscriptions

    /// If true, receive {@link ResourceListChangedNotificationnotifications/resources/list_changed}.
    resourcesListChanged: Boolean

    /// If true, receive {@link ToolListChangedNotificationnotifications/tools/list_changed}.
    toolsListChanged: Boolean
}

/// Subscribe to {@link ResourceUpdatedNotificationnotifications/resources/updated} for these resource URIs. Replaces the former `resources/subscribe` RPC.
list SubscriptionFilterResourceSubscriptions {
    member: String
}

/// Sent by the server to acknowledge that a {@link SubscriptionsListenRequestsubscriptions/listen} subscription has been established and to report which notification types it agreed to honor.
structure SubscriptionsAcknowledgedNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsSubscriptionsAcknowledged

    @required
    params: SubscriptionsAcknowledgedNotificationParams
}

/// Parameters for a {@link SubscriptionsAcknowledgedNotificationnotifications/subscriptions/acknowledged} notification.
structure SubscriptionsAcknowledgedNotificationParams {
    _meta: NotificationMetaObject

    /// The subset of requested notification types the server agreed to honor. Only includes notification types the server actually supports; if the client requested an unsupported type (e.g., `promptsListChanged` when the server has no prompts), it is omitted from this set.
    @required
    notifications: SubscriptionFilter
}

/// Sent from the client to open a long-lived channel for receiving notifications outside the context of a specific request. Replaces the previous HTTP GET endpoint and ensures consistent behavior between HTTP and STDIO.
structure SubscriptionsListenRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstSubscriptionsListen

    @required
    params: SubscriptionsListenRequestParams
}

/// Parameters for a {@link SubscriptionsListenRequestsubscriptions/listen} request.
structure SubscriptionsListenRequestParams {
    @required
    _meta: RequestMetaObject

    /// The notifications the client opts in to on this stream. The server **MUST NOT** send notification types the client has not explicitly requested.
    @required
    notifications: SubscriptionFilter
}

/// The response to a {@link SubscriptionsListenRequestsubscriptions/listen} request, signalling that the subscription has ended gracefully (for example, during server shutdown). Because the listen stream is long-lived, this result is sent only when the server tears the subscription down; an abrupt transport close carries no response. The result body is otherwise empty.
structure SubscriptionsListenResult {
    @required
    _meta: SubscriptionsListenResultMetaObject

    /// Indicates the type of the result, which allows the client to determine how to parse the result object.
    @required
    resultType: String
}

/// Extends {@link ResultMetaObject} with the subscription-stream identifier carried by a {@link SubscriptionsListenResult}. All key naming rules from `MetaObject` apply.
structure SubscriptionsListenResultMetaObject {
    /// Identifies the server software producing the response. Servers SHOULD include this field on every response unless specifically configured not to do so.
    @jsonName("io.modelcontextprotocol/serverInfo")
    io_modelcontextprotocol_serverInfo: Implementation

    /// Identifies the subscription stream this response closes, so the client can correlate it with the originating subscription — mirroring the same key on the stream's notifications. The value is the JSON-RPC ID of the `subscriptions/listen` request that opened the stream (and equals this response's `id`).
    @required
    @jsonName("io.modelcontextprotocol/subscriptionId")
    io_modelcontextprotocol_subscriptionId: RequestId
}

/// A successful response from the server for a {@link SubscriptionsListenRequestsubscriptions/listen} request, sent when the server tears the subscription down gracefully.
structure SubscriptionsListenResultResponse {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    result: SubscriptionsListenResult
}

/// Text provided to or from an LLM.
structure TextContent {
    _meta: MetaObject

    /// Optional annotations for the client.
    annotations: Annotations

    /// The text content of the message.
    @required
    text: String

    @required
    type: ConstText
}

structure TextResourceContents {
    _meta: MetaObject

    /// The MIME type of this resource, if known.
    mimeType: String

    /// The text of the item. This must only be set if the item can actually be represented as text (not binary data).
    @required
    text: String

    /// The URI of this resource.
    @required
    uri: String
}

/// Schema for multiple-selection enumeration with display titles for each option.
structure TitledMultiSelectEnumSchema {
    /// Optional default value.
    default: TitledMultiSelectEnumSchemaDefault

    /// Optional description for the enum field.
    description: String

    /// Schema for array items with enum options and display labels.
    @required
    items: TitledMultiSelectEnumSchemaItems

    /// Maximum number of items to select.
    maxItems: BigInteger

    /// Minimum number of items to select.
    minItems: BigInteger

    /// Optional title for the enum field.
    title: String

    @required
    type: ConstArray
}

/// Optional default value.
list TitledMultiSelectEnumSchemaDefault {
    member: String
}

/// Schema for array items with enum options and display labels.
structure TitledMultiSelectEnumSchemaItems {
    /// Array of enum options with values and display labels.
    @required
    anyOf: TitledMultiSelectEnumSchemaItemsAnyOf
}

/// Array of enum options with values and display labels.
list TitledMultiSelectEnumSchemaItemsAnyOf {
    member: TitledMultiSelectEnumSchemaItemsAnyOfItem
}

structure TitledMultiSelectEnumSchemaItemsAnyOfItem {
    /// The constant enum value.
    @required
    const: String

    /// Display title for this option.
    @required
    title: String
}

/// Schema for single-selection enumeration with display titles for each option.
structure TitledSingleSelectEnumSchema {
    /// Optional default value.
    default: String

    /// Optional description for the enum field.
    description: String

    /// Array of enum options with values and display labels.
    @required
    oneOf: TitledSingleSelectEnumSchemaOneOf

    /// Optional title for the enum field.
    title: String

    @required
    type: ConstString
}

/// Array of enum options with values and display labels.
list TitledSingleSelectEnumSchemaOneOf {
    member: TitledSingleSelectEnumSchemaOneOfItem
}

structure TitledSingleSelectEnumSchemaOneOfItem {
    /// The enum value.
    @required
    const: String

    /// Display label for this option.
    @required
    title: String
}

/// Definition for a tool the client can call.
structure Tool {
    _meta: MetaObject

    /// Optional additional tool information.
    annotations: ToolAnnotations

    /// A human-readable description of the tool.
    description: String

    /// Optional set of sized icons that the client can display in a user interface.
    icons: IconList

    /// A JSON Schema object defining the expected parameters for the tool.
    @required
    inputSchema: ToolInputSchema

    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// An optional JSON Schema object defining the structure of the tool's output returned in the structuredContent field of a {@link CallToolResult}. This can be any valid JSON Schema 2020-12.
    outputSchema: ToolOutputSchema

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String
}

/// Additional properties describing a {@link Tool} to clients.
structure ToolAnnotations {
    /// If true, the tool may perform destructive updates to its environment. If false, the tool performs only additive updates.
    destructiveHint: Boolean

    /// If true, calling the tool repeatedly with the same arguments will have no additional effect on its environment.
    idempotentHint: Boolean

    /// If true, this tool may interact with an "open world" of external entities. If false, the tool's domain of interaction is closed. For example, the world of a web search tool is open, whereas that of a memory tool is not.
    openWorldHint: Boolean

    /// If true, the tool does not modify its environment.
    readOnlyHint: Boolean

    /// A human-readable title for the tool.
    title: String
}

/// Controls tool selection behavior for sampling requests.
structure ToolChoice {
    /// Controls the tool use ability of the model: - `"auto"`: Model decides whether to use tools (default) - `"required"`: Model MUST use at least one tool before completing - `"none"`: Model MUST NOT use any tools
    mode: ToolChoiceMode
}

/// Controls the tool use ability of the model: - `"auto"`: Model decides whether to use tools (default) - `"required"`: Model MUST use at least one tool before completing - `"none"`: Model MUST NOT use any tools
enum ToolChoiceMode {
    AUTO = "auto"
    NONE = "none"
    REQUIRED = "required"
}

/// A JSON Schema object defining the expected parameters for the tool.
structure ToolInputSchema {
    @jsonName("$schema")
    _schema: String

    @required
    type: ConstObject
}

list ToolList {
    member: Tool
}

/// An optional notification from the server to the client, informing it that the list of tools it offers has changed. This is only delivered on a {@link SubscriptionsListenRequestsubscriptions/listen} stream when the client requested it via the `toolsListChanged` filter field.
structure ToolListChangedNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsToolsListChanged

    params: NotificationParams
}

/// An optional JSON Schema object defining the structure of the tool's output returned in the structuredContent field of a {@link CallToolResult}. This can be any valid JSON Schema 2020-12.
structure ToolOutputSchema {
    @jsonName("$schema")
    _schema: String
}

/// The result of a tool use, provided by the user back to the assistant.
structure ToolResultContent {
    /// Optional metadata about the tool result. Clients SHOULD preserve this field when including tool results in subsequent sampling requests to enable caching optimizations.
    _meta: MetaObject

    /// The unstructured result content of the tool use.
    @required
    content: ContentBlockList

    /// Whether the tool use resulted in an error.
    isError: Boolean

    /// An optional structured result value.
    structuredContent: Document

    /// The ID of the tool use this result corresponds to.
    @required
    toolUseId: String

    @required
    type: ConstToolResult
}

/// A request from the assistant to call a tool.
structure ToolUseContent {
    /// Optional metadata about the tool use. Clients SHOULD preserve this field when including tool uses in subsequent sampling requests to enable caching optimizations.
    _meta: MetaObject

    /// A unique identifier for this tool use.
    @required
    id: String

    /// The arguments to pass to the tool, conforming to the tool's input schema.
    @required
    input: AnyObject

    /// The name of the tool to call.
    @required
    name: String

    @required
    type: ConstToolUse
}

/// Returned when the request's protocol version is unknown to the server or unsupported (e.g., a known experimental or draft version the server has chosen not to implement). For HTTP, the response status code MUST be `400 Bad Request`.
structure UnsupportedProtocolVersionError {
    @required
    error: UnsupportedProtocolVersionErrorError

    id: RequestId

    @required
    jsonrpc: Const20
}

structure UnsupportedProtocolVersionErrorError {
    @required
    code: ConstMinus32022

    @required
    data: UnsupportedProtocolVersionErrorErrorData

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

structure UnsupportedProtocolVersionErrorErrorData {
    /// The protocol version that was requested by the client.
    @required
    requested: String

    /// Protocol versions the server supports. The client should choose a mutually supported version from this list and retry.
    @required
    supported: UnsupportedProtocolVersionErrorErrorDataSupported
}

/// Protocol versions the server supports. The client should choose a mutually supported version from this list and retry.
list UnsupportedProtocolVersionErrorErrorDataSupported {
    member: String
}

/// Schema for multiple-selection enumeration without display titles for options.
structure UntitledMultiSelectEnumSchema {
    /// Optional default value.
    default: UntitledMultiSelectEnumSchemaDefault

    /// Optional description for the enum field.
    description: String

    /// Schema for the array items.
    @required
    items: UntitledMultiSelectEnumSchemaItems

    /// Maximum number of items to select.
    maxItems: BigInteger

    /// Minimum number of items to select.
    minItems: BigInteger

    /// Optional title for the enum field.
    title: String

    @required
    type: ConstArray
}

/// Optional default value.
list UntitledMultiSelectEnumSchemaDefault {
    member: String
}

/// Schema for the array items.
structure UntitledMultiSelectEnumSchemaItems {
    /// Array of enum values to choose from.
    @required
    enum: UntitledMultiSelectEnumSchemaItemsEnum

    @required
    type: ConstString
}

/// Array of enum values to choose from.
list UntitledMultiSelectEnumSchemaItemsEnum {
    member: String
}

/// Schema for single-selection enumeration without display titles for options.
structure UntitledSingleSelectEnumSchema {
    /// Optional default value.
    default: String

    /// Optional description for the enum field.
    description: String

    /// Array of enum values to choose from.
    @required
    enum: UntitledSingleSelectEnumSchemaEnum

    /// Optional title for the enum field.
    title: String

    @required
    type: ConstString
}

/// Array of enum values to choose from.
list UntitledSingleSelectEnumSchemaEnum {
    member: String
}
