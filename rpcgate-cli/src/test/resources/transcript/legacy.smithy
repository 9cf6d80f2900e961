$version: "2"

namespace test.legacy

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#method
use smithy.rpc#rpcError

@jsonRpcProtocol(versions: ["1.0"], peers: [{name: "client"}, {name: "server", accepts: Store}])
structure Legacy {}

@jsonRpc(versions: ["1.0"])
service Store {
    version: "1"
    operations: [Get]
}

@method(name: "get", params: "positional", positional: ["key"], resultMember: "value")
operation Get {
    input := {
        @required
        key: String
    }
    output := {
        @required
        value: String
    }
    errors: [NotFound]
}

@error("client")
@rpcError(code: 404, dataMember: "key")
structure NotFound {
    @required
    key: String
}
