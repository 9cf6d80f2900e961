// prepare: example#Shop 2.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc
use smithy.rpc#method
use smithy.rpc#rpcError

@jsonRpc(versions: ["2.0"])
service Shop {
    version: "1"
    operations: [Add, Ping, Notify]
    resources: [Order]
    errors: [Busy]
}

@method(name: "add", params: "either", positional: ["b", "a"], resultMember: "sum")
operation Add {
    input := {
        @required
        a: Integer
        b: Integer
    }
    output := {
        @required
        sum: Integer
    }
    errors: [Overflow, Weird]
}

@method(name: "ping", params: "positional", positional: [], nullResult: true)
operation Ping {}

@method(name: "notify")
operation Notify {
    input := {
        text: String
    }
}

resource Order {
    identifiers: { orderId: String }
    read: GetOrder
}

@readonly
@method(name: "order.get", params: "named")
operation GetOrder {
    input := {
        @required
        orderId: String
    }
    output := {
        @required
        orderId: String
        total: Integer
    }
}

@error("client")
@rpcError(code: -32769, dataMember: "limit")
structure Overflow {
    limit: Integer
}

@error("client")
@rpcError(code: -31999)
structure Weird {
    @required
    reason: String
}

@error("server")
@rpcError(code: 5003, absentData: true)
structure Busy {}
