// protocol: demo#Plain 2.0
$version: "2"

namespace demo

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcCancels
use smithy.rpc#jsonRpcLifecycle
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#jsonRpcSession
use smithy.rpc#method

@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "server", accepts: Api}])
structure Link {}

structure Plain {}

@jsonRpc(versions: ["2.0"])
service Api { version: "1", operations: [Ping, Stop] }

@method(name: "ping", params: "named", nullResult: true)
operation Ping {}

@method(name: "stop", params: "named", nullResult: true)
operation Stop { input := { id: String } }
