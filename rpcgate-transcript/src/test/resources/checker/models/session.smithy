$version: "2"

namespace sess

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcCancels
use smithy.rpc#jsonRpcLifecycle
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#jsonRpcSession
use smithy.rpc#method

@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "server", accepts: Api}])
@jsonRpcSession(
    states: ["closed", "open", "done"]
    capabilities: [{name: "hover", method: "open", pointer: "/capabilities/hover"}]
)
structure Link {}

// The same services without a session: the order traits are not read.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "server", accepts: Api}])
structure Plain {}

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Open, Ping, Hover, Close, Reset, Slow, Cancel]
}

@method(name: "open", params: "named")
@jsonRpcLifecycle(allowedIn: ["closed"], onSuccess: "open")
operation Open {
    input := {
        name: String
    }
    output := {
        capabilities: Document
    }
}

@method(name: "ping", params: "named", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["open"])
operation Ping {}

@method(name: "hover", params: "named", nullResult: true)
@jsonRpcLifecycle(requires: ["hover"])
operation Hover {}

@method(name: "close", params: "named")
@jsonRpcLifecycle(allowedIn: ["open"], onCall: "done")
operation Close {}

@method(name: "reset", params: "named", nullResult: true)
@jsonRpcLifecycle(onSuccess: "closed", onError: "done")
operation Reset {}

@method(name: "slow", params: "named", nullResult: true)
operation Slow {}

@method(name: "cancel", params: "either", positional: ["id"])
@jsonRpcCancels(idMember: "id", code: 4000)
operation Cancel {
    input := {
        @required
        id: Document
    }
}
