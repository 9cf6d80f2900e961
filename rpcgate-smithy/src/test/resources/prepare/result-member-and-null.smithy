// prepare: example#Api 2.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Add]
}

@method(name: "add", resultMember: "sum", nullResult: true)
operation Add {
    output := {
        sum: Integer
    }
}
