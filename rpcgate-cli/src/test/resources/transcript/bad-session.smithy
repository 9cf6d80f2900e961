$version: "2"

namespace test.bad

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcLifecycle
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#jsonRpcSession
use smithy.rpc#method

@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "server", accepts: Api}])
@jsonRpcSession(states: ["closed", "open"])
structure Link {}

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Open]
}

@method(name: "open", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["closed"], onSuccess: "ajar")
operation Open {}
