// GENERATED FILE: do not edit. Made by rpcgate-transcript/src/test/java/dev/rpcgate/transcript/protocols/McpModelGenerator.java
// from the MCP JSON Schema 2025-11-25 (schema/2025-11-25/schema.json of
// github.com/modelcontextprotocol/modelcontextprotocol, sha256 268a5f82ba70fd7e4b6dc4aa1e64f116f74b4d0edcb69dc046829c79dd4e97e7)
// and the session rules of the specification in rpcgate-transcript/src/test/resources/protocols/mcp/session-2025-11-25.json.
// GeneratedProtocolsTest fails when this file is not what the generator makes; run it with
// -Drpcgate.regenerate=true to write it again.
//
// What the schema says and this model does not check:
// - ElicitInput: the params are one of ElicitRequestURLParams, ElicitRequestFormParams; as Smithy's input must be one structure, it holds the members of all, required only where every alternative requires them

$version: "2"

namespace mcp.v2025_11_25

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcCancels
use smithy.rpc#jsonRpcLifecycle
use smithy.rpc#jsonRpcProgress
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#jsonRpcSession
use smithy.rpc#method
use smithy.rpc#untagged

/// MCP 2025-11-25: the client (the host's side) and the server it runs.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client", accepts: Client}, {name: "server", accepts: Server}])
@jsonRpcSession(
    states: ["uninitialized","initializing","initialized","operating"]
    capabilities: [
        {name: "tools", method: "initialize", pointer: "/capabilities/tools"}
        {name: "prompts", method: "initialize", pointer: "/capabilities/prompts"}
        {name: "resources", method: "initialize", pointer: "/capabilities/resources"}
        {name: "resourcesSubscribe", method: "initialize", pointer: "/capabilities/resources/subscribe"}
        {name: "logging", method: "initialize", pointer: "/capabilities/logging"}
        {name: "completions", method: "initialize", pointer: "/capabilities/completions"}
        {name: "serverTasksList", method: "initialize", pointer: "/capabilities/tasks/list"}
        {name: "serverTasksCancel", method: "initialize", pointer: "/capabilities/tasks/cancel"}
        {name: "sampling", method: "initialize", pointer: "/capabilities/sampling", in: "params"}
        {name: "roots", method: "initialize", pointer: "/capabilities/roots", in: "params"}
        {name: "elicitation", method: "initialize", pointer: "/capabilities/elicitation", in: "params"}
        {name: "clientTasksList", method: "initialize", pointer: "/capabilities/tasks/list", in: "params"}
        {name: "clientTasksCancel", method: "initialize", pointer: "/capabilities/tasks/cancel", in: "params"}
    ]
)
structure Mcp {}

/// What the server receives: the client's requests and notifications.
@jsonRpc(versions: ["2.0"], openErrors: true)
service Server {
    version: "2025-11-25"
    operations: [
        CallTool
        CancelTaskToServer
        CancelledToServer
        Complete
        GetPrompt
        GetTaskPayloadToServer
        GetTaskToServer
        Initialize
        Initialized
        ListPrompts
        ListResourceTemplates
        ListResources
        ListTasksToServer
        ListTools
        PingToServer
        ProgressToServer
        ReadResource
        RootsListChanged
        SetLevel
        Subscribe
        TaskStatusToServer
        Unsubscribe
    ]
}

/// What the client receives: the server's requests and notifications.
@jsonRpc(versions: ["2.0"], openErrors: true)
service Client {
    version: "2025-11-25"
    operations: [
        CancelTaskToClient
        CancelledToClient
        CreateMessage
        Elicit
        ElicitationComplete
        GetTaskPayloadToClient
        GetTaskToClient
        ListRoots
        ListTasksToClient
        LoggingMessage
        PingToClient
        ProgressToClient
        PromptListChanged
        ResourceListChanged
        ResourceUpdated
        TaskStatusToClient
        ToolListChanged
    ]
}

// Methods

/// This request is sent from the client to the server when it first connects, asking it to begin initialization.
@jsonRpcLifecycle(allowedIn: ["uninitialized"], onCall: "initializing", onSuccess: "initialized", onError: "uninitialized")
@method(name: "initialize", kind: "call")
operation Initialize {
    input: InitializeRequestParams
    output: InitializeResult
}

/// A ping, issued by either the server or the client, to check that the other party is still alive. The receiver must promptly respond, or else may be disconnected.
@method(name: "ping", kind: "call")
operation PingToServer {
    input: RequestParams
    output: EmptyResult
}

/// Sent from the client to request a list of resources the server has.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["resources"])
@method(name: "resources/list", kind: "call")
operation ListResources {
    input: PaginatedRequestParams
    output: ListResourcesResult
}

/// Sent from the client to request a list of resource templates the server has.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["resources"])
@method(name: "resources/templates/list", kind: "call")
operation ListResourceTemplates {
    input: PaginatedRequestParams
    output: ListResourceTemplatesResult
}

/// Sent from the client to the server, to read a specific resource URI.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["resources"])
@method(name: "resources/read", kind: "call")
operation ReadResource {
    input: ReadResourceRequestParams
    output: ReadResourceResult
}

/// Sent from the client to request resources/updated notifications from the server whenever a particular resource changes.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["resourcesSubscribe"])
@method(name: "resources/subscribe", kind: "call")
operation Subscribe {
    input: SubscribeRequestParams
    output: EmptyResult
}

/// Sent from the client to request cancellation of resources/updated notifications from the server. This should follow a previous resources/subscribe request.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["resourcesSubscribe"])
@method(name: "resources/unsubscribe", kind: "call")
operation Unsubscribe {
    input: UnsubscribeRequestParams
    output: EmptyResult
}

/// Sent from the client to request a list of prompts and prompt templates the server has.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["prompts"])
@method(name: "prompts/list", kind: "call")
operation ListPrompts {
    input: PaginatedRequestParams
    output: ListPromptsResult
}

/// Used by the client to get a prompt provided by the server.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["prompts"])
@method(name: "prompts/get", kind: "call")
operation GetPrompt {
    input: GetPromptRequestParams
    output: GetPromptResult
}

/// Sent from the client to request a list of tools the server has.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["tools"])
@method(name: "tools/list", kind: "call")
operation ListTools {
    input: PaginatedRequestParams
    output: ListToolsResult
}

/// Used by the client to invoke a tool provided by the server.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["tools"])
@method(name: "tools/call", kind: "call", resultMember: "result")
operation CallTool {
    input: CallToolRequestParams
    output: CallToolOutput
}

/// A request to retrieve the state of a task.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"])
@method(name: "tasks/get", kind: "call")
operation GetTaskToServer {
    input: GetTaskToServerInput
    output: GetTaskResult
}

/// A request to retrieve the result of a completed task.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"])
@method(name: "tasks/result", kind: "call")
operation GetTaskPayloadToServer {
    input: GetTaskPayloadToServerInput
    output: GetTaskPayloadResult
}

/// A request to cancel a task.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["serverTasksCancel"])
@method(name: "tasks/cancel", kind: "call")
operation CancelTaskToServer {
    input: CancelTaskToServerInput
    output: CancelTaskResult
}

/// A request to retrieve a list of tasks.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["serverTasksList"])
@method(name: "tasks/list", kind: "call")
operation ListTasksToServer {
    input: PaginatedRequestParams
    output: ListTasksResult
}

/// A request from the client to the server, to enable or adjust logging.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["logging"])
@method(name: "logging/setLevel", kind: "call")
operation SetLevel {
    input: SetLevelRequestParams
    output: EmptyResult
}

/// A request from the client to the server, to ask for completion options.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"], requires: ["completions"])
@method(name: "completion/complete", kind: "call")
operation Complete {
    input: CompleteRequestParams
    output: CompleteResult
}

/// This notification can be sent by either side to indicate that it is cancelling a previously-issued request.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@jsonRpcCancels(idMember: "requestId", noReply: true)
@method(name: "notifications/cancelled", kind: "notification")
operation CancelledToServer {
    input: CancelledNotificationParams
}

/// This notification is sent from the client to the server after initialization has finished.
@jsonRpcLifecycle(allowedIn: ["initialized"], onCall: "operating")
@method(name: "notifications/initialized", kind: "notification")
operation Initialized {
    input: NotificationParams
}

/// An out-of-band notification used to inform the receiver of a progress update for a long-running request.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@jsonRpcProgress(tokenMember: "progressToken", callPointer: "/_meta/progressToken", valueMember: "progress")
@method(name: "notifications/progress", kind: "notification")
operation ProgressToServer {
    input: ProgressNotificationParams
}

/// An optional notification from the receiver to the requestor, informing them that a task's status has changed. Receivers are not required to send these notifications.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"])
@method(name: "notifications/tasks/status", kind: "notification")
operation TaskStatusToServer {
    input: TaskStatusNotificationParams
}

/// A notification from the client to the server, informing it that the list of roots has changed. This notification should be sent whenever the client adds, removes, or modifies any root. The server should then request an updated list of roots using the ListRootsRequest.
@jsonRpcLifecycle(allowedIn: ["initialized","operating"])
@method(name: "notifications/roots/list_changed", kind: "notification")
operation RootsListChanged {
    input: NotificationParams
}

/// A ping, issued by either the server or the client, to check that the other party is still alive. The receiver must promptly respond, or else may be disconnected.
@method(name: "ping", kind: "call")
operation PingToClient {
    input: RequestParams
    output: EmptyResult
}

/// A request to retrieve the state of a task.
@jsonRpcLifecycle(allowedIn: ["operating"])
@method(name: "tasks/get", kind: "call")
operation GetTaskToClient {
    input: GetTaskToClientInput
    output: GetTaskResult
}

/// A request to retrieve the result of a completed task.
@jsonRpcLifecycle(allowedIn: ["operating"])
@method(name: "tasks/result", kind: "call")
operation GetTaskPayloadToClient {
    input: GetTaskPayloadToClientInput
    output: GetTaskPayloadResult
}

/// A request to cancel a task.
@jsonRpcLifecycle(allowedIn: ["operating"], requires: ["clientTasksCancel"])
@method(name: "tasks/cancel", kind: "call")
operation CancelTaskToClient {
    input: CancelTaskToClientInput
    output: CancelTaskResult
}

/// A request to retrieve a list of tasks.
@jsonRpcLifecycle(allowedIn: ["operating"], requires: ["clientTasksList"])
@method(name: "tasks/list", kind: "call")
operation ListTasksToClient {
    input: PaginatedRequestParams
    output: ListTasksResult
}

/// A request from the server to sample an LLM via the client. The client has full discretion over which model to select. The client should also inform the user before beginning sampling, to allow them to inspect the request (human in the loop) and decide whether to approve it.
@jsonRpcLifecycle(allowedIn: ["operating"], requires: ["sampling"])
@method(name: "sampling/createMessage", kind: "call", resultMember: "result")
operation CreateMessage {
    input: CreateMessageRequestParams
    output: CreateMessageOutput
}

/// Sent from the server to request a list of root URIs from the client. Roots allow servers to ask for specific directories or files to operate on. A common example for roots is providing a set of repositories or directories a server should operate on.
@jsonRpcLifecycle(allowedIn: ["operating"], requires: ["roots"])
@method(name: "roots/list", kind: "call")
operation ListRoots {
    input: RequestParams
    output: ListRootsResult
}

/// A request from the server to elicit additional information from the user via the client.
@jsonRpcLifecycle(allowedIn: ["operating"], requires: ["elicitation"])
@method(name: "elicitation/create", kind: "call")
operation Elicit {
    input: ElicitInput
    output: ElicitResult
}

/// This notification can be sent by either side to indicate that it is cancelling a previously-issued request.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@jsonRpcCancels(idMember: "requestId", noReply: true)
@method(name: "notifications/cancelled", kind: "notification")
operation CancelledToClient {
    input: CancelledNotificationParams
}

/// An out-of-band notification used to inform the receiver of a progress update for a long-running request.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@jsonRpcProgress(tokenMember: "progressToken", callPointer: "/_meta/progressToken", valueMember: "progress")
@method(name: "notifications/progress", kind: "notification")
operation ProgressToClient {
    input: ProgressNotificationParams
}

/// An optional notification from the server to the client, informing it that the list of resources it can read from has changed. This may be issued by servers without any previous subscription from the client.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@method(name: "notifications/resources/list_changed", kind: "notification")
operation ResourceListChanged {
    input: NotificationParams
}

/// A notification from the server to the client, informing it that a resource has changed and may need to be read again. This should only be sent if the client previously sent a resources/subscribe request.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@method(name: "notifications/resources/updated", kind: "notification")
operation ResourceUpdated {
    input: ResourceUpdatedNotificationParams
}

/// An optional notification from the server to the client, informing it that the list of prompts it offers has changed. This may be issued by servers without any previous subscription from the client.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@method(name: "notifications/prompts/list_changed", kind: "notification")
operation PromptListChanged {
    input: NotificationParams
}

/// An optional notification from the server to the client, informing it that the list of tools it offers has changed. This may be issued by servers without any previous subscription from the client.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@method(name: "notifications/tools/list_changed", kind: "notification")
operation ToolListChanged {
    input: NotificationParams
}

/// An optional notification from the receiver to the requestor, informing them that a task's status has changed. Receivers are not required to send these notifications.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@method(name: "notifications/tasks/status", kind: "notification")
operation TaskStatusToClient {
    input: TaskStatusNotificationParams
}

/// JSONRPCNotification of a log message passed from server to client. If no logging/setLevel request has been sent from the client, the server MAY decide which messages to send automatically.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@method(name: "notifications/message", kind: "notification")
operation LoggingMessage {
    input: LoggingMessageNotificationParams
}

/// An optional notification from the server to the client, informing it of a completion of a out-of-band elicitation request.
@jsonRpcLifecycle(allowedIn: ["initializing","initialized","operating"])
@method(name: "notifications/elicitation/complete", kind: "notification")
operation ElicitationComplete {
    input: ElicitationCompleteInput
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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: CallToolRequestParamsMeta

    /// Arguments to use for the tool call.
    arguments: AnyObject

    /// The name of the tool.
    @required
    name: String

    /// If specified, the caller is requesting task-augmented execution for this request. The request will return a CreateTaskResult immediately, and the actual result can be retrieved later via tasks/result.
    task: TaskMetadata
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure CallToolRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// The server's response to a tool call.
structure CallToolResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// A list of content objects that represent the unstructured result of the tool call.
    @required
    content: ContentBlockList

    /// Whether the tool call ended in an error.
    isError: Boolean

    /// An optional JSON object that represents the structured result of the tool call.
    structuredContent: AnyObject
}

@untagged
union CallToolResultUnion {
    callToolResult: CallToolResult
    createTaskResult: CreateTaskResult
}

/// A request to cancel a task.
structure CancelTaskRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstTasksCancel

    @required
    params: CancelTaskRequestParams
}

structure CancelTaskRequestParams {
    /// The task identifier to cancel.
    @required
    taskId: String
}

/// The response to a tasks/cancel request.
structure CancelTaskResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// ISO 8601 timestamp when the task was created.
    @required
    createdAt: String

    /// ISO 8601 timestamp when the task was last updated.
    @required
    lastUpdatedAt: String

    /// Suggested polling interval in milliseconds.
    pollInterval: BigInteger

    /// Current task state.
    @required
    status: TaskStatus

    /// Optional human-readable message describing the current task state. This can provide context for any status, including: - Reasons for "cancelled" status - Summaries for "completed" status - Diagnostic information for "failed" status (e.g., error details, what went wrong)
    statusMessage: String

    /// The task identifier.
    @required
    taskId: String

    /// Actual retention duration from creation in milliseconds, null for unlimited.
    @required
    ttl: CancelTaskResultTtl
}

/// Actual retention duration from creation in milliseconds, null for unlimited.
@untagged
union CancelTaskResultTtl {
    integer: BigInteger
    none: Unit
}

structure CancelTaskToClientInput {
    /// The task identifier to cancel.
    @required
    taskId: String
}

structure CancelTaskToServerInput {
    /// The task identifier to cancel.
    @required
    taskId: String
}

/// This notification can be sent by either side to indicate that it is cancelling a previously-issued request.
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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// An optional string describing the reason for the cancellation. This MAY be logged or presented to the user.
    reason: String

    /// The ID of the request to cancel.
    requestId: RequestId
}

/// Capabilities a client may support. Known capabilities are defined here, in this schema, but this is not a closed set: any client can define its own, additional capabilities.
structure ClientCapabilities {
    /// Present if the client supports elicitation from the server.
    elicitation: ClientCapabilitiesElicitation

    /// Experimental, non-standard capabilities that the client supports.
    experimental: ClientCapabilitiesExperimental

    /// Present if the client supports listing roots.
    roots: ClientCapabilitiesRoots

    /// Present if the client supports sampling from an LLM.
    sampling: ClientCapabilitiesSampling

    /// Present if the client supports task-augmented requests.
    tasks: ClientCapabilitiesTasks
}

/// Present if the client supports elicitation from the server.
structure ClientCapabilitiesElicitation {
    form: ClientCapabilitiesElicitationForm

    url: ClientCapabilitiesElicitationUrl
}

structure ClientCapabilitiesElicitationForm {
}

structure ClientCapabilitiesElicitationUrl {
}

/// Experimental, non-standard capabilities that the client supports.
map ClientCapabilitiesExperimental {
    key: String
    value: ClientCapabilitiesExperimentalValue
}

structure ClientCapabilitiesExperimentalValue {
}

/// Present if the client supports listing roots.
structure ClientCapabilitiesRoots {
    /// Whether the client supports notifications for changes to the roots list.
    listChanged: Boolean
}

/// Present if the client supports sampling from an LLM.
structure ClientCapabilitiesSampling {
    /// Whether the client supports context inclusion via includeContext parameter. If not declared, servers SHOULD only use `includeContext: "none"` (or omit it).
    context: ClientCapabilitiesSamplingContext

    /// Whether the client supports tool use via tools and toolChoice parameters.
    tools: ClientCapabilitiesSamplingTools
}

/// Whether the client supports context inclusion via includeContext parameter. If not declared, servers SHOULD only use `includeContext: "none"` (or omit it).
structure ClientCapabilitiesSamplingContext {
}

/// Whether the client supports tool use via tools and toolChoice parameters.
structure ClientCapabilitiesSamplingTools {
}

/// Present if the client supports task-augmented requests.
structure ClientCapabilitiesTasks {
    /// Whether this client supports tasks/cancel.
    cancel: ClientCapabilitiesTasksCancel

    /// Whether this client supports tasks/list.
    list: ClientCapabilitiesTasksList

    /// Specifies which request types can be augmented with tasks.
    requests: ClientCapabilitiesTasksRequests
}

/// Whether this client supports tasks/cancel.
structure ClientCapabilitiesTasksCancel {
}

/// Whether this client supports tasks/list.
structure ClientCapabilitiesTasksList {
}

/// Specifies which request types can be augmented with tasks.
structure ClientCapabilitiesTasksRequests {
    /// Task support for elicitation-related requests.
    elicitation: ClientCapabilitiesTasksRequestsElicitation

    /// Task support for sampling-related requests.
    sampling: ClientCapabilitiesTasksRequestsSampling
}

/// Task support for elicitation-related requests.
structure ClientCapabilitiesTasksRequestsElicitation {
    /// Whether the client supports task-augmented elicitation/create requests.
    create: ClientCapabilitiesTasksRequestsElicitationCreate
}

/// Whether the client supports task-augmented elicitation/create requests.
structure ClientCapabilitiesTasksRequestsElicitationCreate {
}

/// Task support for sampling-related requests.
structure ClientCapabilitiesTasksRequestsSampling {
    /// Whether the client supports task-augmented sampling/createMessage requests.
    createMessage: ClientCapabilitiesTasksRequestsSamplingCreateMessage
}

/// Whether the client supports task-augmented sampling/createMessage requests.
structure ClientCapabilitiesTasksRequestsSamplingCreateMessage {
}

@untagged
union ClientNotification {
    cancelledNotification: CancelledNotification
    initializedNotification: InitializedNotification
    progressNotification: ProgressNotification
    taskStatusNotification: TaskStatusNotification
    rootsListChangedNotification: RootsListChangedNotification
}

@untagged
union ClientRequest {
    initializeRequest: InitializeRequest
    pingRequest: PingRequest
    listResourcesRequest: ListResourcesRequest
    listResourceTemplatesRequest: ListResourceTemplatesRequest
    readResourceRequest: ReadResourceRequest
    subscribeRequest: SubscribeRequest
    unsubscribeRequest: UnsubscribeRequest
    listPromptsRequest: ListPromptsRequest
    getPromptRequest: GetPromptRequest
    listToolsRequest: ListToolsRequest
    callToolRequest: CallToolRequest
    getTaskRequest: GetTaskRequest
    getTaskPayloadRequest: GetTaskPayloadRequest
    cancelTaskRequest: CancelTaskRequest
    listTasksRequest: ListTasksRequest
    setLevelRequest: SetLevelRequest
    completeRequest: CompleteRequest
}

@untagged
union ClientResult {
    result: Result
    getTaskResult: GetTaskResult
    getTaskPayloadResult: GetTaskPayloadResult
    cancelTaskResult: CancelTaskResult
    listTasksResult: ListTasksResult
    createMessageResult: CreateMessageResult
    listRootsResult: ListRootsResult
    elicitResult: ElicitResult
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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: CompleteRequestParamsMeta

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

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure CompleteRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

@untagged
union CompleteRequestParamsRef {
    promptReference: PromptReference
    resourceTemplateReference: ResourceTemplateReference
}

/// The server's response to a completion/complete request
structure CompleteResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    @required
    completion: CompleteResultCompletion
}

structure CompleteResultCompletion {
    /// Indicates whether there are additional completion options beyond those provided in the current response, even if the exact total is unknown.
    hasMore: Boolean

    /// The total number of completion options available. This can exceed the number of values actually sent in the response.
    total: BigInteger

    /// An array of completion values. Must not exceed 100 items.
    @required
    values: CompleteResultCompletionValues
}

/// An array of completion values. Must not exceed 100 items.
list CompleteResultCompletionValues {
    member: String
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

/// The constant "initialize".
enum ConstInitialize {
    INITIALIZE = "initialize"
}

/// The constant "logging/setLevel".
enum ConstLoggingSetLevel {
    LOGGING_SETLEVEL = "logging/setLevel"
}

/// The constant -32042.
intEnum ConstMinus32042 {
    V_32042 = -32042
}

/// The constant "notifications/cancelled".
enum ConstNotificationsCancelled {
    NOTIFICATIONS_CANCELLED = "notifications/cancelled"
}

/// The constant "notifications/elicitation/complete".
enum ConstNotificationsElicitationComplete {
    NOTIFICATIONS_ELICITATION_COMPLETE = "notifications/elicitation/complete"
}

/// The constant "notifications/initialized".
enum ConstNotificationsInitialized {
    NOTIFICATIONS_INITIALIZED = "notifications/initialized"
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

/// The constant "notifications/roots/list_changed".
enum ConstNotificationsRootsListChanged {
    NOTIFICATIONS_ROOTS_LIST_CHANGED = "notifications/roots/list_changed"
}

/// The constant "notifications/tasks/status".
enum ConstNotificationsTasksStatus {
    NOTIFICATIONS_TASKS_STATUS = "notifications/tasks/status"
}

/// The constant "notifications/tools/list_changed".
enum ConstNotificationsToolsListChanged {
    NOTIFICATIONS_TOOLS_LIST_CHANGED = "notifications/tools/list_changed"
}

/// The constant "object".
enum ConstObject {
    OBJECT = "object"
}

/// The constant "ping".
enum ConstPing {
    PING = "ping"
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

/// The constant "resources/subscribe".
enum ConstResourcesSubscribe {
    RESOURCES_SUBSCRIBE = "resources/subscribe"
}

/// The constant "resources/templates/list".
enum ConstResourcesTemplatesList {
    RESOURCES_TEMPLATES_LIST = "resources/templates/list"
}

/// The constant "resources/unsubscribe".
enum ConstResourcesUnsubscribe {
    RESOURCES_UNSUBSCRIBE = "resources/unsubscribe"
}

/// The constant "roots/list".
enum ConstRootsList {
    ROOTS_LIST = "roots/list"
}

/// The constant "sampling/createMessage".
enum ConstSamplingCreateMessage {
    SAMPLING_CREATEMESSAGE = "sampling/createMessage"
}

/// The constant "string".
enum ConstString {
    STRING = "string"
}

/// The constant "tasks/cancel".
enum ConstTasksCancel {
    TASKS_CANCEL = "tasks/cancel"
}

/// The constant "tasks/get".
enum ConstTasksGet {
    TASKS_GET = "tasks/get"
}

/// The constant "tasks/list".
enum ConstTasksList {
    TASKS_LIST = "tasks/list"
}

/// The constant "tasks/result".
enum ConstTasksResult {
    TASKS_RESULT = "tasks/result"
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

/// The result of sampling/createMessage, as the schema gives it.
structure CreateMessageOutput {
    @required
    result: CreateMessageResultUnion
}

/// A request from the server to sample an LLM via the client. The client has full discretion over which model to select. The client should also inform the user before beginning sampling, to allow them to inspect the request (human in the loop) and decide whether to approve it.
structure CreateMessageRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstSamplingCreateMessage

    @required
    params: CreateMessageRequestParams
}

/// Parameters for a `sampling/createMessage` request.
structure CreateMessageRequestParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: CreateMessageRequestParamsMeta

    /// A request to include context from one or more MCP servers (including the caller), to be attached to the prompt. The client MAY ignore this request.
    includeContext: CreateMessageRequestParamsIncludeContext

    /// The requested maximum number of tokens to sample (to prevent runaway completions).
    @required
    maxTokens: BigInteger

    @required
    messages: SamplingMessageList

    /// Optional metadata to pass through to the LLM provider. The format of this metadata is provider-specific.
    metadata: CreateMessageRequestParamsMetadata

    /// The server's preferences for which model to select. The client MAY ignore these preferences.
    modelPreferences: ModelPreferences

    stopSequences: CreateMessageRequestParamsStopSequences

    /// An optional system prompt the server wants to use for sampling. The client MAY modify or omit this prompt.
    systemPrompt: String

    /// If specified, the caller is requesting task-augmented execution for this request. The request will return a CreateTaskResult immediately, and the actual result can be retrieved later via tasks/result.
    task: TaskMetadata

    temperature: BigDecimal

    /// Controls how the model uses tools. The client MUST return an error if this field is provided but ClientCapabilities.sampling.tools is not declared. Default is `{ mode: "auto" }`.
    toolChoice: ToolChoice

    /// Tools that the model may use during generation. The client MUST return an error if this field is provided but ClientCapabilities.sampling.tools is not declared.
    tools: ToolList
}

/// A request to include context from one or more MCP servers (including the caller), to be attached to the prompt. The client MAY ignore this request.
enum CreateMessageRequestParamsIncludeContext {
    ALLSERVERS = "allServers"
    NONE = "none"
    THISSERVER = "thisServer"
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure CreateMessageRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// Optional metadata to pass through to the LLM provider. The format of this metadata is provider-specific.
structure CreateMessageRequestParamsMetadata {
}

list CreateMessageRequestParamsStopSequences {
    member: String
}

/// The client's response to a sampling/createMessage request from the server. The client should inform the user before returning the sampled message, to allow them to inspect the response (human in the loop) and decide whether to allow the server to see it.
structure CreateMessageResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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

@untagged
union CreateMessageResultUnion {
    createMessageResult: CreateMessageResult
    createTaskResult: CreateTaskResult
}

/// A response to a task-augmented request.
structure CreateTaskResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    @required
    task: Task
}

/// An opaque token used to represent a cursor for pagination.
string Cursor

structure ElicitInput {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: ElicitInputMeta

    /// The ID of the elicitation, which must be unique within the context of the server. The client MUST treat this ID as an opaque value.
    elicitationId: String

    @required
    message: ElicitInputMessage

    mode: ElicitInputMode

    /// If specified, the caller is requesting task-augmented execution for this request. The request will return a CreateTaskResult immediately, and the actual result can be retrieved later via tasks/result.
    task: TaskMetadata

    /// The URL that the user should navigate to.
    url: String

    /// A restricted subset of JSON Schema. Only top-level properties are allowed, without nesting.
    requestedSchema: ElicitInputRequestedSchema
}

@untagged
union ElicitInputMessage {
    string: String
    string2: String
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure ElicitInputMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

@untagged
union ElicitInputMode {
    string: ConstUrl
    string2: ConstForm
}

/// A restricted subset of JSON Schema. Only top-level properties are allowed, without nesting.
structure ElicitInputRequestedSchema {
    @jsonName("$schema")
    _schema: String

    @required
    properties: ElicitInputRequestedSchemaProperties

    required: ElicitInputRequestedSchemaRequired

    @required
    type: ConstObject
}

map ElicitInputRequestedSchemaProperties {
    key: String
    value: PrimitiveSchemaDefinition
}

list ElicitInputRequestedSchemaRequired {
    member: String
}

/// A request from the server to elicit additional information from the user via the client.
structure ElicitRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstElicitationCreate

    @required
    params: ElicitRequestParams
}

/// The parameters for a request to elicit non-sensitive information from the user via a form in the client.
structure ElicitRequestFormParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: ElicitRequestFormParamsMeta

    /// The message to present to the user describing what information is being requested.
    @required
    message: String

    /// The elicitation mode.
    mode: ConstForm

    /// A restricted subset of JSON Schema. Only top-level properties are allowed, without nesting.
    @required
    requestedSchema: ElicitRequestFormParamsRequestedSchema

    /// If specified, the caller is requesting task-augmented execution for this request. The request will return a CreateTaskResult immediately, and the actual result can be retrieved later via tasks/result.
    task: TaskMetadata
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure ElicitRequestFormParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
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
    elicitRequestURLParams: ElicitRequestURLParams
    elicitRequestFormParams: ElicitRequestFormParams
}

/// The parameters for a request to elicit information from the user via a URL in the client.
structure ElicitRequestURLParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: ElicitRequestURLParamsMeta

    /// The ID of the elicitation, which must be unique within the context of the server. The client MUST treat this ID as an opaque value.
    @required
    elicitationId: String

    /// The message to present to the user explaining why the interaction is needed.
    @required
    message: String

    /// The elicitation mode.
    @required
    mode: ConstUrl

    /// If specified, the caller is requesting task-augmented execution for this request. The request will return a CreateTaskResult immediately, and the actual result can be retrieved later via tasks/result.
    task: TaskMetadata

    /// The URL that the user should navigate to.
    @required
    url: String
}

list ElicitRequestURLParamsList {
    member: ElicitRequestURLParams
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure ElicitRequestURLParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// The client's response to an elicitation request.
structure ElicitResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// The user action in response to the elicitation. - "accept": User submitted the form/confirmed the action - "decline": User explicitly decline the action - "cancel": User dismissed without making an explicit choice
    @required
    action: ElicitResultAction

    /// The submitted form data, only present when action is "accept" and mode was "form". Contains values matching the requested schema. Omitted for out-of-band mode responses.
    content: ElicitResultContent
}

/// The user action in response to the elicitation. - "accept": User submitted the form/confirmed the action - "decline": User explicitly decline the action - "cancel": User dismissed without making an explicit choice
enum ElicitResultAction {
    ACCEPT = "accept"
    CANCEL = "cancel"
    DECLINE = "decline"
}

/// The submitted form data, only present when action is "accept" and mode was "form". Contains values matching the requested schema. Omitted for out-of-band mode responses.
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

structure ElicitationCompleteInput {
    /// The ID of the elicitation that completed.
    @required
    elicitationId: String
}

/// An optional notification from the server to the client, informing it of a completion of a out-of-band elicitation request.
structure ElicitationCompleteNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsElicitationComplete

    @required
    params: ElicitationCompleteNotificationParams
}

structure ElicitationCompleteNotificationParams {
    /// The ID of the elicitation that completed.
    @required
    elicitationId: String
}

/// The contents of a resource, embedded into a prompt or tool call result.
structure EmbeddedResource {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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

structure EmptyResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject
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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: GetPromptRequestParamsMeta

    /// Arguments to use for templating the prompt.
    arguments: GetPromptRequestParamsArguments

    /// The name of the prompt or prompt template.
    @required
    name: String
}

/// Arguments to use for templating the prompt.
map GetPromptRequestParamsArguments {
    key: String
    value: String
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure GetPromptRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// The server's response to a prompts/get request from the client.
structure GetPromptResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// An optional description for the prompt.
    description: String

    @required
    messages: PromptMessageList
}

/// A request to retrieve the result of a completed task.
structure GetTaskPayloadRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstTasksResult

    @required
    params: GetTaskPayloadRequestParams
}

structure GetTaskPayloadRequestParams {
    /// The task identifier to retrieve results for.
    @required
    taskId: String
}

/// The response to a tasks/result request. The structure matches the result type of the original request. For example, a tools/call task would return the CallToolResult structure.
structure GetTaskPayloadResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject
}

structure GetTaskPayloadToClientInput {
    /// The task identifier to retrieve results for.
    @required
    taskId: String
}

structure GetTaskPayloadToServerInput {
    /// The task identifier to retrieve results for.
    @required
    taskId: String
}

/// A request to retrieve the state of a task.
structure GetTaskRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstTasksGet

    @required
    params: GetTaskRequestParams
}

structure GetTaskRequestParams {
    /// The task identifier to query.
    @required
    taskId: String
}

/// The response to a tasks/get request.
structure GetTaskResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// ISO 8601 timestamp when the task was created.
    @required
    createdAt: String

    /// ISO 8601 timestamp when the task was last updated.
    @required
    lastUpdatedAt: String

    /// Suggested polling interval in milliseconds.
    pollInterval: BigInteger

    /// Current task state.
    @required
    status: TaskStatus

    /// Optional human-readable message describing the current task state. This can provide context for any status, including: - Reasons for "cancelled" status - Summaries for "completed" status - Diagnostic information for "failed" status (e.g., error details, what went wrong)
    statusMessage: String

    /// The task identifier.
    @required
    taskId: String

    /// Actual retention duration from creation in milliseconds, null for unlimited.
    @required
    ttl: GetTaskResultTtl
}

/// Actual retention duration from creation in milliseconds, null for unlimited.
@untagged
union GetTaskResultTtl {
    integer: BigInteger
    none: Unit
}

structure GetTaskToClientInput {
    /// The task identifier to query.
    @required
    taskId: String
}

structure GetTaskToServerInput {
    /// The task identifier to query.
    @required
    taskId: String
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

    /// Optional specifier for the theme this icon is designed for. `light` indicates the icon is designed to be used with a light background, and `dark` indicates the icon is designed to be used with a dark background.
    theme: IconTheme
}

list IconList {
    member: Icon
}

/// Optional array of strings that specify sizes at which the icon can be used. Each string should be in WxH format (e.g., `"48x48"`, `"96x96"`) or `"any"` for scalable formats like SVG.
list IconSizes {
    member: String
}

/// Optional specifier for the theme this icon is designed for. `light` indicates the icon is designed to be used with a light background, and `dark` indicates the icon is designed to be used with a dark background.
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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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

    @required
    version: String

    /// An optional URL of the website for this implementation.
    websiteUrl: String
}

/// This request is sent from the client to the server when it first connects, asking it to begin initialization.
structure InitializeRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstInitialize

    @required
    params: InitializeRequestParams
}

/// Parameters for an `initialize` request.
structure InitializeRequestParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: InitializeRequestParamsMeta

    @required
    capabilities: ClientCapabilities

    @required
    clientInfo: Implementation

    /// The latest version of the Model Context Protocol that the client supports. The client MAY decide to support older versions as well.
    @required
    protocolVersion: String
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure InitializeRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// After receiving an initialize request from the client, the server sends this response.
structure InitializeResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    @required
    capabilities: ServerCapabilities

    /// Instructions describing how to use the server and its features.
    instructions: String

    /// The version of the Model Context Protocol that the server wants to use. This may not match the version that the client requested. If the client cannot support this version, it MUST disconnect.
    @required
    protocolVersion: String

    @required
    serverInfo: Implementation
}

/// This notification is sent from the client to the server after initialization has finished.
structure InitializedNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsInitialized

    params: NotificationParams
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

/// Use TitledSingleSelectEnumSchema instead. This interface will be removed in a future version.
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

    params: PaginatedRequestParams
}

/// The server's response to a prompts/list request from the client.
structure ListPromptsResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    @required
    prompts: PromptList
}

/// Sent from the client to request a list of resource templates the server has.
structure ListResourceTemplatesRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstResourcesTemplatesList

    params: PaginatedRequestParams
}

/// The server's response to a resources/templates/list request from the client.
structure ListResourceTemplatesResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    @required
    resourceTemplates: ResourceTemplateList
}

/// Sent from the client to request a list of resources the server has.
structure ListResourcesRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstResourcesList

    params: PaginatedRequestParams
}

/// The server's response to a resources/list request from the client.
structure ListResourcesResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    @required
    resources: ResourceList
}

/// Sent from the server to request a list of root URIs from the client. Roots allow servers to ask for specific directories or files to operate on. A common example for roots is providing a set of repositories or directories a server should operate on.
structure ListRootsRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstRootsList

    params: RequestParams
}

/// The client's response to a roots/list request from the server. This result contains an array of Root objects, each representing a root directory or file that the server can operate on.
structure ListRootsResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    @required
    roots: RootList
}

/// A request to retrieve a list of tasks.
structure ListTasksRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstTasksList

    params: PaginatedRequestParams
}

/// The response to a tasks/list request.
structure ListTasksResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    @required
    tasks: TaskList
}

/// Sent from the client to request a list of tools the server has.
structure ListToolsRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstToolsList

    params: PaginatedRequestParams
}

/// The server's response to a tools/list request from the client.
structure ListToolsResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String

    @required
    tools: ToolList
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

/// JSONRPCNotification of a log message passed from server to client. If no logging/setLevel request has been sent from the client, the server MAY decide which messages to send automatically.
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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// The data to be logged, such as a string message or an object. Any JSON serializable type is allowed here.
    @required
    data: Document

    /// The severity of this log message.
    @required
    level: LoggingLevel

    /// An optional name of the logger issuing this message.
    logger: String
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

structure NotificationParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject
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

    params: PaginatedRequestParams
}

/// Common parameters for paginated requests.
structure PaginatedRequestParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: PaginatedRequestParamsMeta

    /// An opaque token representing the current pagination position. If provided, the server should return results starting after this cursor.
    cursor: String
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure PaginatedRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

structure PaginatedResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// An opaque token representing the pagination position after the last returned result. If present, there may be more results available.
    nextCursor: String
}

/// A ping, issued by either the server or the client, to check that the other party is still alive. The receiver must promptly respond, or else may be disconnected.
structure PingRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstPing

    params: RequestParams
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

/// Parameters for a `notifications/progress` notification.
structure ProgressNotificationParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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

/// An optional notification from the server to the client, informing it that the list of prompts it offers has changed. This may be issued by servers without any previous subscription from the client.
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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: ReadResourceRequestParamsMeta

    /// The URI of the resource. The URI can use any protocol; it is up to the server how to interpret it.
    @required
    uri: String
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure ReadResourceRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// The server's response to a resources/read request from the client.
structure ReadResourceResult {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    @required
    contents: ReadResourceResultContents
}

list ReadResourceResultContents {
    member: ReadResourceResultContentsItem
}

@untagged
union ReadResourceResultContentsItem {
    textResourceContents: TextResourceContents
    blobResourceContents: BlobResourceContents
}

/// Metadata for associating messages with a task. Include this in the `_meta` field under the key `io.modelcontextprotocol/related-task`.
structure RelatedTaskMetadata {
    /// The task identifier this message is associated with.
    @required
    taskId: String
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

/// Common params for any request.
structure RequestParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: RequestParamsMeta
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure RequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// A known resource that the server is capable of reading.
structure Resource {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// The MIME type of this resource, if known.
    mimeType: String

    /// The URI of this resource.
    @required
    uri: String
}

/// A resource that the server is capable of reading, included in a prompt or tool call result.
structure ResourceLink {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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

/// An optional notification from the server to the client, informing it that the list of resources it can read from has changed. This may be issued by servers without any previous subscription from the client.
structure ResourceListChangedNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsResourcesListChanged

    params: NotificationParams
}

/// Common parameters when working with resources.
structure ResourceRequestParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: ResourceRequestParamsMeta

    /// The URI of the resource. The URI can use any protocol; it is up to the server how to interpret it.
    @required
    uri: String
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure ResourceRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// A template description for resources available on the server.
structure ResourceTemplate {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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

/// A notification from the server to the client, informing it that a resource has changed and may need to be read again. This should only be sent if the client previously sent a resources/subscribe request.
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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// The URI of the resource that has been updated. This might be a sub-resource of the one that the client actually subscribed to.
    @required
    uri: String
}

structure Result {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject
}

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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// An optional name for the root. This can be used to provide a human-readable identifier for the root, which may be useful for display purposes or for referencing the root in other parts of the application.
    name: String

    /// The URI identifying the root. This *must* start with file:// for now. This restriction may be relaxed in future versions of the protocol to allow other URI schemes.
    @required
    uri: String
}

list RootList {
    member: Root
}

/// A notification from the client to the server, informing it that the list of roots has changed. This notification should be sent whenever the client adds, removes, or modifies any root. The server should then request an updated list of roots using the ListRootsRequest.
structure RootsListChangedNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsRootsListChanged

    params: NotificationParams
}

/// Describes a message issued to or received from an LLM API.
structure SamplingMessage {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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
    completions: ServerCapabilitiesCompletions

    /// Experimental, non-standard capabilities that the server supports.
    experimental: ServerCapabilitiesExperimental

    /// Present if the server supports sending log messages to the client.
    logging: ServerCapabilitiesLogging

    /// Present if the server offers any prompt templates.
    prompts: ServerCapabilitiesPrompts

    /// Present if the server offers any resources to read.
    resources: ServerCapabilitiesResources

    /// Present if the server supports task-augmented requests.
    tasks: ServerCapabilitiesTasks

    /// Present if the server offers any tools to call.
    tools: ServerCapabilitiesTools
}

/// Present if the server supports argument autocompletion suggestions.
structure ServerCapabilitiesCompletions {
}

/// Experimental, non-standard capabilities that the server supports.
map ServerCapabilitiesExperimental {
    key: String
    value: ServerCapabilitiesExperimentalValue
}

structure ServerCapabilitiesExperimentalValue {
}

/// Present if the server supports sending log messages to the client.
structure ServerCapabilitiesLogging {
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

/// Present if the server supports task-augmented requests.
structure ServerCapabilitiesTasks {
    /// Whether this server supports tasks/cancel.
    cancel: ServerCapabilitiesTasksCancel

    /// Whether this server supports tasks/list.
    list: ServerCapabilitiesTasksList

    /// Specifies which request types can be augmented with tasks.
    requests: ServerCapabilitiesTasksRequests
}

/// Whether this server supports tasks/cancel.
structure ServerCapabilitiesTasksCancel {
}

/// Whether this server supports tasks/list.
structure ServerCapabilitiesTasksList {
}

/// Specifies which request types can be augmented with tasks.
structure ServerCapabilitiesTasksRequests {
    /// Task support for tool-related requests.
    tools: ServerCapabilitiesTasksRequestsTools
}

/// Task support for tool-related requests.
structure ServerCapabilitiesTasksRequestsTools {
    /// Whether the server supports task-augmented tools/call requests.
    call: ServerCapabilitiesTasksRequestsToolsCall
}

/// Whether the server supports task-augmented tools/call requests.
structure ServerCapabilitiesTasksRequestsToolsCall {
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
    resourceUpdatedNotification: ResourceUpdatedNotification
    promptListChangedNotification: PromptListChangedNotification
    toolListChangedNotification: ToolListChangedNotification
    taskStatusNotification: TaskStatusNotification
    loggingMessageNotification: LoggingMessageNotification
    elicitationCompleteNotification: ElicitationCompleteNotification
}

@untagged
union ServerRequest {
    pingRequest: PingRequest
    getTaskRequest: GetTaskRequest
    getTaskPayloadRequest: GetTaskPayloadRequest
    cancelTaskRequest: CancelTaskRequest
    listTasksRequest: ListTasksRequest
    createMessageRequest: CreateMessageRequest
    listRootsRequest: ListRootsRequest
    elicitRequest: ElicitRequest
}

@untagged
union ServerResult {
    result: Result
    initializeResult: InitializeResult
    listResourcesResult: ListResourcesResult
    listResourceTemplatesResult: ListResourceTemplatesResult
    readResourceResult: ReadResourceResult
    listPromptsResult: ListPromptsResult
    getPromptResult: GetPromptResult
    listToolsResult: ListToolsResult
    callToolResult: CallToolResult
    getTaskResult: GetTaskResult
    getTaskPayloadResult: GetTaskPayloadResult
    cancelTaskResult: CancelTaskResult
    listTasksResult: ListTasksResult
    completeResult: CompleteResult
}

/// A request from the client to the server, to enable or adjust logging.
structure SetLevelRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstLoggingSetLevel

    @required
    params: SetLevelRequestParams
}

/// Parameters for a `logging/setLevel` request.
structure SetLevelRequestParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: SetLevelRequestParamsMeta

    /// The level of logging that the client wants to receive from the server. The server should send all logs at this level and higher (i.e., more severe) to the client as notifications/message.
    @required
    level: LoggingLevel
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure SetLevelRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
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

/// Sent from the client to request resources/updated notifications from the server whenever a particular resource changes.
structure SubscribeRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstResourcesSubscribe

    @required
    params: SubscribeRequestParams
}

/// Parameters for a `resources/subscribe` request.
structure SubscribeRequestParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: SubscribeRequestParamsMeta

    /// The URI of the resource. The URI can use any protocol; it is up to the server how to interpret it.
    @required
    uri: String
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure SubscribeRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

/// Data associated with a task.
structure Task {
    /// ISO 8601 timestamp when the task was created.
    @required
    createdAt: String

    /// ISO 8601 timestamp when the task was last updated.
    @required
    lastUpdatedAt: String

    /// Suggested polling interval in milliseconds.
    pollInterval: BigInteger

    /// Current task state.
    @required
    status: TaskStatus

    /// Optional human-readable message describing the current task state. This can provide context for any status, including: - Reasons for "cancelled" status - Summaries for "completed" status - Diagnostic information for "failed" status (e.g., error details, what went wrong)
    statusMessage: String

    /// The task identifier.
    @required
    taskId: String

    /// Actual retention duration from creation in milliseconds, null for unlimited.
    @required
    ttl: TaskTtl
}

/// Common params for any task-augmented request.
structure TaskAugmentedRequestParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: TaskAugmentedRequestParamsMeta

    /// If specified, the caller is requesting task-augmented execution for this request. The request will return a CreateTaskResult immediately, and the actual result can be retrieved later via tasks/result.
    task: TaskMetadata
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure TaskAugmentedRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
}

list TaskList {
    member: Task
}

/// Metadata for augmenting a request with task execution. Include this in the `task` field of the request parameters.
structure TaskMetadata {
    /// Requested duration in milliseconds to retain task from creation.
    ttl: BigInteger
}

/// The status of a task.
enum TaskStatus {
    CANCELLED = "cancelled"
    COMPLETED = "completed"
    FAILED = "failed"
    INPUT_REQUIRED = "input_required"
    WORKING = "working"
}

/// An optional notification from the receiver to the requestor, informing them that a task's status has changed. Receivers are not required to send these notifications.
structure TaskStatusNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsTasksStatus

    @required
    params: TaskStatusNotificationParams
}

/// Parameters for a `notifications/tasks/status` notification.
structure TaskStatusNotificationParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// ISO 8601 timestamp when the task was created.
    @required
    createdAt: String

    /// ISO 8601 timestamp when the task was last updated.
    @required
    lastUpdatedAt: String

    /// Suggested polling interval in milliseconds.
    pollInterval: BigInteger

    /// Current task state.
    @required
    status: TaskStatus

    /// Optional human-readable message describing the current task state. This can provide context for any status, including: - Reasons for "cancelled" status - Summaries for "completed" status - Diagnostic information for "failed" status (e.g., error details, what went wrong)
    statusMessage: String

    /// The task identifier.
    @required
    taskId: String

    /// Actual retention duration from creation in milliseconds, null for unlimited.
    @required
    ttl: TaskStatusNotificationParamsTtl
}

/// Actual retention duration from creation in milliseconds, null for unlimited.
@untagged
union TaskStatusNotificationParamsTtl {
    integer: BigInteger
    none: Unit
}

/// Actual retention duration from creation in milliseconds, null for unlimited.
@untagged
union TaskTtl {
    integer: BigInteger
    none: Unit
}

/// Text provided to or from an LLM.
structure TextContent {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// Optional annotations for the client.
    annotations: Annotations

    /// The text content of the message.
    @required
    text: String

    @required
    type: ConstText
}

structure TextResourceContents {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

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
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: AnyObject

    /// Optional additional tool information.
    annotations: ToolAnnotations

    /// A human-readable description of the tool.
    description: String

    /// Execution-related properties for this tool.
    execution: ToolExecution

    /// Optional set of sized icons that the client can display in a user interface.
    icons: IconList

    /// A JSON Schema object defining the expected parameters for the tool.
    @required
    inputSchema: ToolInputSchema

    /// Intended for programmatic or logical use, but used as a display name in past specs or fallback (if title isn't present).
    @required
    name: String

    /// An optional JSON Schema object defining the structure of the tool's output returned in the structuredContent field of a CallToolResult.
    outputSchema: ToolOutputSchema

    /// Intended for UI and end-user contexts — optimized to be human-readable and easily understood, even by those unfamiliar with domain-specific terminology.
    title: String
}

/// Additional properties describing a Tool to clients.
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
    /// Controls the tool use ability of the model: - "auto": Model decides whether to use tools (default) - "required": Model MUST use at least one tool before completing - "none": Model MUST NOT use any tools
    mode: ToolChoiceMode
}

/// Controls the tool use ability of the model: - "auto": Model decides whether to use tools (default) - "required": Model MUST use at least one tool before completing - "none": Model MUST NOT use any tools
enum ToolChoiceMode {
    AUTO = "auto"
    NONE = "none"
    REQUIRED = "required"
}

/// Execution-related properties for a tool.
structure ToolExecution {
    /// Indicates whether this tool supports task-augmented execution. This allows clients to handle long-running operations through polling the task system.
    taskSupport: ToolExecutionTaskSupport
}

/// Indicates whether this tool supports task-augmented execution. This allows clients to handle long-running operations through polling the task system.
enum ToolExecutionTaskSupport {
    FORBIDDEN = "forbidden"
    OPTIONAL = "optional"
    REQUIRED = "required"
}

/// A JSON Schema object defining the expected parameters for the tool.
structure ToolInputSchema {
    @jsonName("$schema")
    _schema: String

    properties: ToolInputSchemaProperties

    required: ToolInputSchemaRequired

    @required
    type: ConstObject
}

map ToolInputSchemaProperties {
    key: String
    value: ToolInputSchemaPropertiesValue
}

structure ToolInputSchemaPropertiesValue {
}

list ToolInputSchemaRequired {
    member: String
}

list ToolList {
    member: Tool
}

/// An optional notification from the server to the client, informing it that the list of tools it offers has changed. This may be issued by servers without any previous subscription from the client.
structure ToolListChangedNotification {
    @required
    jsonrpc: Const20

    @required
    method: ConstNotificationsToolsListChanged

    params: NotificationParams
}

/// An optional JSON Schema object defining the structure of the tool's output returned in the structuredContent field of a CallToolResult.
structure ToolOutputSchema {
    @jsonName("$schema")
    _schema: String

    properties: ToolOutputSchemaProperties

    required: ToolOutputSchemaRequired

    @required
    type: ConstObject
}

map ToolOutputSchemaProperties {
    key: String
    value: ToolOutputSchemaPropertiesValue
}

structure ToolOutputSchemaPropertiesValue {
}

list ToolOutputSchemaRequired {
    member: String
}

/// The result of a tool use, provided by the user back to the assistant.
structure ToolResultContent {
    /// Optional metadata about the tool result. Clients SHOULD preserve this field when including tool results in subsequent sampling requests to enable caching optimizations.
    _meta: AnyObject

    /// The unstructured result content of the tool use.
    @required
    content: ContentBlockList

    /// Whether the tool use resulted in an error.
    isError: Boolean

    /// An optional structured result object.
    structuredContent: AnyObject

    /// The ID of the tool use this result corresponds to.
    @required
    toolUseId: String

    @required
    type: ConstToolResult
}

/// A request from the assistant to call a tool.
structure ToolUseContent {
    /// Optional metadata about the tool use. Clients SHOULD preserve this field when including tool uses in subsequent sampling requests to enable caching optimizations.
    _meta: AnyObject

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

/// An error response that indicates that the server requires the client to provide additional information via an elicitation request.
structure URLElicitationRequiredError {
    @required
    error: URLElicitationRequiredErrorError

    id: RequestId

    @required
    jsonrpc: Const20
}

structure URLElicitationRequiredErrorError {
    @required
    code: ConstMinus32042

    @required
    data: URLElicitationRequiredErrorErrorData

    /// A short description of the error. The message SHOULD be limited to a concise single sentence.
    @required
    message: String
}

structure URLElicitationRequiredErrorErrorData {
    @required
    elicitations: ElicitRequestURLParamsList
}

/// Sent from the client to request cancellation of resources/updated notifications from the server. This should follow a previous resources/subscribe request.
structure UnsubscribeRequest {
    @required
    id: RequestId

    @required
    jsonrpc: Const20

    @required
    method: ConstResourcesUnsubscribe

    @required
    params: UnsubscribeRequestParams
}

/// Parameters for a `resources/unsubscribe` request.
structure UnsubscribeRequestParams {
    /// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
    _meta: UnsubscribeRequestParamsMeta

    /// The URI of the resource. The URI can use any protocol; it is up to the server how to interpret it.
    @required
    uri: String
}

/// See [General fields: `_meta`](/specification/2025-11-25/basic/index#meta) for notes on `_meta` usage.
structure UnsubscribeRequestParamsMeta {
    /// If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
    progressToken: ProgressToken
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
