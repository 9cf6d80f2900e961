$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Ping, Notify, Ask]
}

@method(name: "ping", params: "either", positional: [], nullResult: true)
operation Ping {}

@method(name: "notify", kind: "notification")
operation Notify {}

@method(name: "ask", kind: "call", nullResult: true)
operation Ask {}
