$version: "2"

namespace split

use smithy.rpc#jsonRpc
use smithy.rpc#method

/// A service whose shapes live in another file of the same directory.
@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Echo]
}

@method(name: "echo", params: "either", positional: ["text"], resultMember: "text")
operation Echo {
    input: EchoInput
    output: EchoOutput
}
