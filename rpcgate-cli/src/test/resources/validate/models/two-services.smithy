$version: "2"

namespace two

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["2.0"])
service First {
    version: "1"
    operations: [Ping]
}

@jsonRpc(versions: ["2.0"])
service Second {
    version: "1"
    operations: [Ping]
}

@method(name: "ping", params: "either", positional: [])
operation Ping {}
