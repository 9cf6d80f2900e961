$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Ping]
}

@method(name: "ping", params: "either", positional: [], nullResult: true)
operation Ping {}
