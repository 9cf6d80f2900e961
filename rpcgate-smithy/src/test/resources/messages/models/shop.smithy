$version: "2"

namespace test.msg

use smithy.rpc#jsonRpc
use smithy.rpc#method
use smithy.rpc#rpcError

/// Every params mode, result selection and error-data selection, for the message-layer cases.
@jsonRpc(versions: ["2.0"])
service Shop {
    version: "1"
    operations: [Ping, Add, PutOrder, Log]
    errors: [Busy]
}

/// The same methods without the named-only one, for JSON-RPC 1.0.
@jsonRpc(versions: ["1.0", "2.0"])
service Legacy {
    version: "1"
    operations: [Ping, Add]
}

@method(name: "ping", params: "either", positional: [], nullResult: true)
operation Ping {}

@method(name: "add", params: "positional", positional: ["a", "b", "c"], resultMember: "sum")
operation Add {
    input := {
        @required
        a: Integer

        @required
        b: Integer

        c: Integer
    }
    output := {
        @required
        sum: Long
    }
    errors: [Overflow, Invalid, Gone]
}

@method(name: "order.put", params: "named")
operation PutOrder {
    input := {
        @required
        item: String

        @range(min: 1)
        qty: Integer
    }
    output := {
        @required
        id: String

        note: String
    }
}

@method(name: "log", params: "either", positional: ["line"], nullResult: true)
operation Log {
    input := {
        @required
        line: String
    }
}

/// data is the optional member limit.
@error("client")
@rpcError(code: 1001, dataMember: "limit")
structure Overflow {
    limit: Long
}

/// data is the whole structure.
@error("client")
@rpcError(code: 1002)
structure Invalid {
    @required
    reason: String
}

/// no data.
@error("client")
@rpcError(code: 1003, absentData: true)
structure Gone {}

/// data is the required member retryAfter.
@error("server")
@rpcError(code: 5003, dataMember: "retryAfter")
structure Busy {
    @required
    retryAfter: Integer
}
