$version: "2"

namespace example

use smithy.rpc#rpcError

@rpcError(code: 1)
structure NotAnError {}
