// prepare: example#Api 1.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Ping]
}

@method(name: "ping", params: "positional", positional: [])
operation Ping {}
