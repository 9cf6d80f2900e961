$version: "2"

namespace legacy

use smithy.rpc#jsonRpc
use smithy.rpc#method
use smithy.rpc#rpcError

/// A JSON-RPC 1.0 service: params are always positional, and every reply carries both result and error.
@jsonRpc(versions: ["1.0"])
service Legacy {
    version: "1"
    operations: [Echo]
}

@method(name: "echo", params: "positional", positional: ["text"], resultMember: "text")
operation Echo {
    input := {
        @required
        @length(max: 10)
        text: String
    }
    output := {
        @required
        text: String
    }
    errors: [TooLong]
}

/// The text is longer than the service echoes.
@error("client")
@rpcError(code: 4001)
structure TooLong {
    @required
    max: Integer
}
