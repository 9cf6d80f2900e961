$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#jsonRpcSession

// one peer only, and a peer accepting a shape that is not a service
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client", accepts: Thing}])
@jsonRpcSession(states: ["idle"])
structure Link {}

structure Thing {}

// a session without a protocol
@jsonRpcSession(states: ["idle"])
structure Lonely {}
