// prepare: example#Api 2.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#rpcError

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    errors: [Busy, Tired]
}

@error("server")
@rpcError(code: 9)
structure Busy {}

@error("server")
@rpcError(code: 9)
structure Tired {}
