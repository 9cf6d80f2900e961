$version: "2"

// The smithy.rpc traits that rpcgate reads. RpcModels adds this file as a built-in source; it is not listed in a
// META-INF/smithy/manifest, so the ordinary Smithy loader does not pick it up on its own. Smithy does not fill in
// the defaults written here: rpcgate's trait readers apply them.
namespace smithy.rpc

/// Marks a service as reachable over JSON-RPC and lists the protocol versions it speaks.
@trait(selector: "service")
structure jsonRpc {
    /// The JSON-RPC versions the service accepts: "1.0", "2.0" or both.
    @required
    versions: Versions

    /// Application error codes (outside -32768..-32000) that no error models are accepted too, their data
    /// unchecked, as a protocol whose error code is any integer says.
    openErrors: Boolean = false
}

/// Makes a union untagged: its value is one member's value itself, not an object keyed by the member's name, and
/// it is accepted when one member accepts it (JSON Schema's anyOf). A member targeting smithy.api#Unit takes null.
@trait(selector: "union")
structure untagged {}

/// Binds an operation to a JSON-RPC method.
@trait(selector: "operation")
structure method {
    /// The method name on the wire; names beginning with "rpc." are reserved.
    @required
    @length(min: 1)
    name: String

    /// How the params are passed. Without it a method takes named params only.
    params: ParamsMode = "named"

    /// The input member names in argument order. Required, and complete, when params is "positional" or
    /// "either", even for an empty input.
    positional: MemberNames

    /// The output member whose value is the result. Without it (and without nullResult) the result is the
    /// whole output structure.
    resultMember: String

    /// The result is always JSON null.
    nullResult: Boolean = false

    /// How the method is sent: only as a call (with an id; it answers), only as a notification (no id, no
    /// answer). Without it, either; a message of the other kind is a WrongMessageKind error.
    kind: MessageKind
}

@private
enum MessageKind {
    CALL = "call"
    NOTIFICATION = "notification"
}

/// Gives a modeled error its JSON-RPC error code and says what its error data holds.
@trait(selector: "structure[trait|error]")
structure rpcError {
    /// An application code: never in the range reserved by JSON-RPC (-32768 to -32000).
    @required
    code: Integer

    /// The error member whose value is the error data. Without it (and without absentData) the data is the
    /// whole error structure.
    dataMember: String

    /// The error carries no data member at all.
    absentData: Boolean = false
}

/// Describes a conversation between two peers and the service each one accepts.
@trait(selector: "structure")
structure jsonRpcProtocol {
    /// The JSON-RPC versions the protocol can run over.
    @required
    versions: Versions

    /// The two peers.
    @required
    peers: Peers

    /// Method name prefixes of notifications a receiver may ignore, as LSP lets a receiver ignore a "$/"
    /// notification it does not know: such a notification of a method the receiver does not model is the
    /// IgnoredNotification advisory, not an UnknownMethod error. A call of such a method is still UnknownMethod.
    ignorableNotifications: MethodPrefixes
}

@private
@uniqueItems
list MethodPrefixes {
    member: String
}

/// Opts a protocol in to order and capability checks.
@trait(selector: "structure[trait|smithy.rpc#jsonRpcProtocol]")
structure jsonRpcSession {
    /// The session states; the first is the state the session starts in.
    @required
    states: StateNames

    /// Where the results of calls advertise capabilities.
    capabilities: Capabilities
}

/// Says when a method may be sent and how it moves the session.
@trait(selector: "operation")
structure jsonRpcLifecycle {
    /// The states in which the method may be sent; without it, every state.
    allowedIn: StateNames

    /// The state the session enters when the request or notification is accepted.
    onCall: String

    /// The state the session enters when a successful reply arrives.
    onSuccess: String

    /// The state the session enters when an error reply arrives.
    onError: String

    /// The capabilities that must have been advertised before the method is sent.
    requires: CapabilityNames
}

/// Marks an operation as the cancellation of an earlier call.
@trait(selector: "operation")
structure jsonRpcCancels {
    /// The input member that holds the id of the call to cancel.
    @required
    idMember: String

    /// The error code the cancelled call may answer with.
    code: Integer

    /// The cancelled call gets no reply: a cancellation settles it, and a reply that still comes is the
    /// ReplyAfterCancel advisory (it may have crossed the cancellation).
    noReply: Boolean = false
}

/// Marks a notification as a progress report on an earlier call of the peer it goes to.
@trait(selector: "operation")
structure jsonRpcProgress {
    /// The input member that holds the progress token.
    @required
    tokenMember: String

    /// A JSON Pointer into a call's params: where the caller gives the token that progress on it must carry.
    @required
    callPointer: String

    /// The input member that holds the progress value, which must increase from one notification to the next.
    valueMember: String
}

@private
@length(min: 1)
@uniqueItems
list Versions {
    member: Version
}

@private
enum Version {
    V1_0 = "1.0"
    V2_0 = "2.0"
}

@private
enum ParamsMode {
    NAMED = "named"
    POSITIONAL = "positional"
    EITHER = "either"
}

@private
list MemberNames {
    member: String
}

@private
@length(min: 2, max: 2)
list Peers {
    member: Peer
}

@private
structure Peer {
    /// The peer's name in transcripts and logs.
    @required
    @length(min: 1)
    name: String

    /// The service whose methods this peer receives; without it the peer receives none.
    accepts: ServiceId
}

@private
@idRef(failWhenMissing: true, selector: "service")
string ServiceId

@private
@length(min: 1)
@uniqueItems
list StateNames {
    member: String
}

@private
list Capabilities {
    member: Capability
}

@private
structure Capability {
    /// The capability's name, as operations require it.
    @required
    @length(min: 1)
    name: String

    /// The wire name of the method whose successful result advertises the capability.
    @required
    method: String

    /// A JSON Pointer into that result (or those params); the capability is advertised unless the value there is
    /// absent, null or false.
    @required
    pointer: String

    /// Where the pointer points: into the method's successful result (the default), or into the params of its
    /// request, which advertise the sender's capability once the request is accepted.
    in: CapabilitySource = "result"
}

@private
enum CapabilitySource {
    RESULT = "result"
    PARAMS = "params"
}

@private
@uniqueItems
list CapabilityNames {
    member: String
}
