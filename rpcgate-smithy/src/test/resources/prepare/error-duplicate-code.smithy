// prepare: example#Api 2.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method
use smithy.rpc#rpcError

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Add, Sub]
    errors: [Busy, Tired]
}

// clashes with the service's Busy
@method(name: "add")
operation Add {
    errors: [Overflow]
}

// two errors of its own with one code
@method(name: "sub")
operation Sub {
    errors: [Underflow, Negative]
}

@error("client")
@rpcError(code: 1)
structure Overflow {}

@error("client")
@rpcError(code: 2)
structure Underflow {}

@error("client")
@rpcError(code: 2)
structure Negative {}

@error("server")
@rpcError(code: 1)
structure Busy {}

@error("server")
@rpcError(code: 7)
structure Tired {}
