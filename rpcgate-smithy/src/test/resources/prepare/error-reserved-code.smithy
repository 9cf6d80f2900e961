// prepare: example#Api 2.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method
use smithy.rpc#rpcError

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Add]
    errors: [High]
}

@method(name: "add")
operation Add {
    errors: [Low, Fine]
}

@error("client")
@rpcError(code: -32768)
structure Low {}

@error("server")
@rpcError(code: -32000)
structure High {}

@error("client")
@rpcError(code: 0)
structure Fine {}
