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
    errors: [Busy]
}

@method(name: "add")
operation Add {
    errors: [Overflow]
}

// returns the same unmarked error: reported once
@method(name: "sub")
operation Sub {
    errors: [Overflow]
}

@error("client")
structure Overflow {}

@error("server")
structure Busy {}
