// prepare: example#Api 2.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Add, Ping]
}

@method(name: "add", params: "either")
operation Add {
    input := {
        a: Integer
    }
}

// an empty input still needs an (empty) list
@method(name: "ping", params: "positional")
operation Ping {}
