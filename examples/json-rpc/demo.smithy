$version: "2"

// The contract of `rpcgate serve --demo spec` (the JSON-RPC 2.0 specification's examples), as a two-peer protocol
// for `rpcgate tap`. See docs/transcripts.md.
namespace example.demo

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#method

/// A client and the spec demo server; the client accepts nothing.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client"}, {name: "server", accepts: Spec}])
structure SpecDemo {}

/// The specification's example methods, and `fail`, which always fails with -32603.
@jsonRpc(versions: ["2.0"])
service Spec {
    version: "1"
    operations: [Subtract, Sum, Update, NotifyHello, NotifySum, GetData, Fail]
}

@method(name: "subtract", params: "either", positional: ["minuend", "subtrahend"], resultMember: "difference")
operation Subtract {
    input := {
        @required
        minuend: Integer
        @required
        subtrahend: Integer
    }
    output := {
        @required
        difference: Integer
    }
}

@method(name: "sum", params: "positional", positional: ["a", "b", "c"], resultMember: "total")
operation Sum {
    input := {
        a: Integer
        b: Integer
        c: Integer
    }
    output := {
        @required
        total: Integer
    }
}

/// The demo answers null when it is called rather than notified (as do notify_hello, notify_sum).
@method(name: "update", params: "positional", positional: ["a", "b", "c", "d", "e"], nullResult: true)
operation Update {
    input := {
        a: Integer
        b: Integer
        c: Integer
        d: Integer
        e: Integer
    }
}

@method(name: "notify_hello", params: "positional", positional: ["value"], nullResult: true)
operation NotifyHello {
    input := {
        @required
        value: Integer
    }
}

@method(name: "notify_sum", params: "positional", positional: ["a", "b", "c"], nullResult: true)
operation NotifySum {
    input := {
        a: Integer
        b: Integer
        c: Integer
    }
}

@method(name: "get_data", resultMember: "data")
operation GetData {
    input := {}
    output := {
        @required
        data: DataList
    }
}

@sparse
list DataList {
    member: Document
}

/// Always throws: answered -32603 Internal error with data.exception, a standard error every method may return.
@method(name: "fail")
operation Fail {
    input := {}
}
