// prepare: example#Api 2.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["2.0", "1.0"])
service Api {
    version: "1"
    operations: [Add, Sub]
}

@method(name: "add", params: "named")
operation Add {
    input := {
        a: Integer
    }
}

// the default params mode is named too
@method(name: "sub")
operation Sub {}
