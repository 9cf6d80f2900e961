$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method

/// A calculator that takes subtract's arguments by name or by position.
@jsonRpc(versions: ["2.0"])
service Calculator {
    version: "1"
    operations: [Subtract]
}

@method(name: "subtract", params: "either", positional: ["minuend", "subtrahend"], resultMember: "difference")
operation Subtract {
    input: SubtractInput
    output: SubtractOutput
}

structure SubtractInput {
    @required
    minuend: Integer

    @required
    subtrahend: Integer
}

structure SubtractOutput {
    @required
    difference: Integer
}
