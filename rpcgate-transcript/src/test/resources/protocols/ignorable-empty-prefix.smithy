// protocol: demo#Link 2.0
$version: "2"

namespace demo

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#method

@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "server", accepts: Api}], ignorableNotifications: ["$/", ""])
structure Link {}

@jsonRpc(versions: ["2.0"])
service Api { version: "1", operations: [Ping] }

@method(name: "ping", params: "named", nullResult: true)
operation Ping {}
