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
}

@method(name: "add")
operation Add {
    errors: [Overflow]
}

@error("client")
@rpcError(code: 1, dataMember: "limit", absentData: true)
structure Overflow {
    limit: Integer
}
