$version: "2"

namespace contract

use smithy.rpc#jsonRpc
use smithy.rpc#method

/// Two contract mistakes: a positional-capable method without its positional list, and a reserved name.
@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Add, Discover]
}

@method(name: "add", params: "either")
operation Add {
    input := {
        a: Integer
        b: Integer
    }
}

@method(name: "rpc.discover")
operation Discover {}
