$version: "2"

namespace badmethod

use smithy.rpc#jsonRpc
use smithy.rpc#method

/// Two @method values that the smithy.rpc definitions reject: the contract is at fault, not the model.
@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Ping, Pong]
}

@method(name: "", params: "named")
operation Ping {}

@method(name: "pong", params: "sideways")
operation Pong {}
