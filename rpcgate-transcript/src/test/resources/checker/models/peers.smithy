$version: "2"

namespace demo

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#method
use smithy.rpc#rpcError

// The client accepts nothing; the server accepts Api.
@jsonRpcProtocol(versions: ["2.0", "1.0"], peers: [{name: "client"}, {name: "server", accepts: Api}])
structure Link {}

// Both peers accept a service, so either may call the other.
@jsonRpcProtocol(versions: ["2.0", "1.0"], peers: [{name: "client", accepts: Callbacks}, {name: "server", accepts: Api}])
structure Duplex {}

@jsonRpc(versions: ["2.0", "1.0"])
service Api {
    version: "1"
    operations: [Ping, Echo, Log]
}

@method(name: "ping", params: "either", positional: [], nullResult: true)
operation Ping {}

@method(name: "echo", params: "either", positional: ["text"])
operation Echo {
    input := {
        @required
        text: String
    }
    output := {
        @required
        text: String
    }
    errors: [EchoFailed]
}

@error("client")
@rpcError(code: 1001, absentData: true)
structure EchoFailed {}

@method(name: "log", params: "either", positional: ["line"])
operation Log {
    input := {
        line: String
    }
}

@jsonRpc(versions: ["2.0", "1.0"])
service Callbacks {
    version: "1"
    operations: [Ask]
}

@method(name: "ask", params: "either", positional: [], nullResult: true)
operation Ask {}
