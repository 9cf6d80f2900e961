$version: "2"

// The A2A v0.3.0 JSON-RPC methods (https://github.com/a2aproject/A2A, tag v0.3.0, specification/json/a2a.json) as
// a Smithy service and a two-peer protocol, as far as Smithy can express them, for checking gateway traffic logs
// with `rpcgate transcript` and requests with `rpcgate validate rpc`. See docs/a2a.md.
//
// What Smithy cannot say, and how this model says it instead:
// - A part is told apart by its "kind" member (text | file | data); a Smithy union is a one-member wrapper object
//   instead. Parts are therefore documents here; rpcgate-a2a's MessageSendValidator checks them strictly.
// - Results that are one of several kinds (message/send: Task or Message; message/stream: Task, Message or an
//   event) are documents for the same reason.
// - A single-valued enum stands for a "kind" const (MessageKind, TaskKind).
// - tasks/pushNotificationConfig/get takes TaskIdParams or GetTaskPushNotificationConfigParams (anyOf): modelled
//   as the larger of the two, whose extra member is optional.
// - The A2A errors (-32001..-32007) lie in JSON-RPC's reserved range, which @rpcError does not allow; they are
//   documented here and in rpcgate-a2a's A2aError, not modelled.
// - A2A allows members the schema does not name everywhere: check traffic with `--unknown-members ignore`.
// - metadata members are "any JSON object"; a Smithy document also admits non-objects.
namespace dev.rpcgate.a2a.v030

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#method

/// A client talking to an A2A agent over JSON-RPC 2.0. The client receives no JSON-RPC methods: push
/// notifications are plain HTTP callbacks, outside JSON-RPC.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "agent", accepts: A2aAgent}])
structure A2aJsonRpc {}

/// An A2A v0.3.0 agent's JSON-RPC methods.
@jsonRpc(versions: ["2.0"])
service A2aAgent {
    version: "0.3.0"
    operations: [
        SendMessage
        SendStreamingMessage
        GetTask
        CancelTask
        TaskResubscription
        SetTaskPushNotificationConfig
        GetTaskPushNotificationConfig
        ListTaskPushNotificationConfig
        DeleteTaskPushNotificationConfig
        GetAuthenticatedExtendedCard
    ]
}

/// Sends a message; the result is a Task or a Message (a document: see above).
@method(name: "message/send", params: "named", resultMember: "result")
operation SendMessage {
    input: MessageSendParams
    output := {
        @required
        result: Document
    }
}

/// Sends a message and streams the task's events over SSE; each event's result is a Task, a Message, a
/// status-update or an artifact-update event.
@method(name: "message/stream", params: "named", resultMember: "result")
operation SendStreamingMessage {
    input: MessageSendParams
    output := {
        @required
        result: Document
    }
}

/// Reads a task.
@method(name: "tasks/get", params: "named", resultMember: "task")
operation GetTask {
    input := {
        @required
        id: String
        historyLength: Integer
        metadata: Document
    }
    output := {
        @required
        task: Task
    }
}

/// Cancels a task; the result is the task in its final state.
@method(name: "tasks/cancel", params: "named", resultMember: "task")
operation CancelTask {
    input: TaskIdParams
    output := {
        @required
        task: Task
    }
}

/// Resubscribes to a task's event stream (SSE); each event's result is a document as for message/stream.
@method(name: "tasks/resubscribe", params: "named", resultMember: "result")
operation TaskResubscription {
    input: TaskIdParams
    output := {
        @required
        result: Document
    }
}

/// Sets a task's push-notification configuration.
@method(name: "tasks/pushNotificationConfig/set", params: "named", resultMember: "config")
operation SetTaskPushNotificationConfig {
    input: TaskPushNotificationConfig
    output := {
        @required
        config: TaskPushNotificationConfig
    }
}

/// Reads a task's push-notification configuration.
@method(name: "tasks/pushNotificationConfig/get", params: "named", resultMember: "config")
operation GetTaskPushNotificationConfig {
    input := {
        @required
        id: String
        pushNotificationConfigId: String
        metadata: Document
    }
    output := {
        @required
        config: TaskPushNotificationConfig
    }
}

/// Lists a task's push-notification configurations.
@method(name: "tasks/pushNotificationConfig/list", params: "named", resultMember: "configs")
operation ListTaskPushNotificationConfig {
    input: TaskIdParams
    output := {
        @required
        configs: TaskPushNotificationConfigList
    }
}

/// Deletes a task's push-notification configuration; the result is null.
@method(name: "tasks/pushNotificationConfig/delete", params: "named", nullResult: true)
operation DeleteTaskPushNotificationConfig {
    input := {
        @required
        id: String
        @required
        pushNotificationConfigId: String
        metadata: Document
    }
}

/// Reads the authenticated extended agent card (no params; the card is a document here).
@method(name: "agent/getAuthenticatedExtendedCard", params: "named", resultMember: "card")
operation GetAuthenticatedExtendedCard {
    output := {
        @required
        card: Document
    }
}

/// The params of message/send and message/stream.
structure MessageSendParams {
    @required
    message: Message
    configuration: MessageSendConfiguration
    metadata: Document
}

/// A message; its parts are documents (see above).
structure Message {
    @required
    kind: MessageKind
    @required
    messageId: String
    @required
    role: Role
    @required
    parts: PartList
    contextId: String
    taskId: String
    referenceTaskIds: StringList
    extensions: StringList
    metadata: Document
}

enum MessageKind {
    MESSAGE = "message"
}

enum Role {
    USER = "user"
    AGENT = "agent"
}

/// TextPart, FilePart or DataPart, told apart by "kind".
list PartList {
    member: Document
}

list StringList {
    member: String
}

structure MessageSendConfiguration {
    acceptedOutputModes: StringList
    historyLength: Integer
    pushNotificationConfig: PushNotificationConfig
    blocking: Boolean
}

structure PushNotificationConfig {
    @required
    url: String
    id: String
    token: String
    authentication: PushNotificationAuthenticationInfo
}

structure PushNotificationAuthenticationInfo {
    @required
    schemes: StringList
    credentials: String
}

structure TaskIdParams {
    @required
    id: String
    metadata: Document
}

structure TaskPushNotificationConfig {
    @required
    taskId: String
    @required
    pushNotificationConfig: PushNotificationConfig
}

list TaskPushNotificationConfigList {
    member: TaskPushNotificationConfig
}

/// A task.
structure Task {
    @required
    kind: TaskKind
    @required
    id: String
    @required
    contextId: String
    @required
    status: TaskStatus
    artifacts: ArtifactList
    history: MessageList
    metadata: Document
}

enum TaskKind {
    TASK = "task"
}

structure TaskStatus {
    @required
    state: TaskState
    message: Message
    /// ISO 8601, as written.
    timestamp: String
}

enum TaskState {
    SUBMITTED = "submitted"
    WORKING = "working"
    INPUT_REQUIRED = "input-required"
    COMPLETED = "completed"
    CANCELED = "canceled"
    FAILED = "failed"
    REJECTED = "rejected"
    AUTH_REQUIRED = "auth-required"
    UNKNOWN = "unknown"
}

structure Artifact {
    @required
    artifactId: String
    name: String
    description: String
    @required
    parts: PartList
    metadata: Document
    extensions: StringList
}

list ArtifactList {
    member: Artifact
}

list MessageList {
    member: Message
}
