$version: "2"

namespace batch

use smithy.rpc#jsonRpc
use smithy.rpc#method

/// A small service for request and reply batches.
@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Sum, Notify, GetData]
}

@method(name: "sum", params: "positional", positional: ["a", "b", "c"], resultMember: "total")
operation Sum {
    input := {
        @required
        a: Integer
        b: Integer
        c: Integer
    }
    output := {
        @required
        total: Integer
    }
}

@method(name: "notify_hello", params: "positional", positional: ["value"], nullResult: true)
operation Notify {
    input := {
        @required
        value: Integer
    }
}

@method(name: "get_data", params: "either", positional: [], resultMember: "items")
operation GetData {
    output := {
        @required
        items: Items
    }
}

list Items {
    member: Item
}

@documentation("A string or a number: kept as a document.")
document Item
