$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method
use smithy.rpc#rpcError

/// The calculator's subtract with its results and modeled errors, for checking replies.
@jsonRpc(versions: ["2.0"])
service Replies {
    version: "1"
    operations: [Subtract]
    errors: [Overloaded]
}

@method(name: "subtract", params: "either", positional: ["minuend", "subtrahend"], resultMember: "difference")
operation Subtract {
    input: SubtractInput
    output: SubtractOutput
    errors: [Underflow]
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

/// The difference would be below the smallest integer.
@error("client")
@rpcError(code: 1001, dataMember: "limit")
structure Underflow {
    @required
    limit: Integer
}

/// The server is busy; try again later.
@error("server")
@rpcError(code: 5003, absentData: true)
structure Overloaded {}
