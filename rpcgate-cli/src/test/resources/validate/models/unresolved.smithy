$version: "2"

namespace unresolved

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Ping]
}

@method(name: "ping", params: "named")
operation Ping {
    input: PingInput
}
