$version: "2"

namespace test.payload

use smithy.rpc#jsonRpc
use smithy.rpc#method

/// Lists, maps and a recursive shape in params and results, for the params-only and result-only checks.
@jsonRpc(versions: ["2.0"])
service Store {
    version: "1"
    operations: [Put, Grow, Count]
}

/// Many items by name; answers their ids.
@method(name: "put", params: "named", resultMember: "ids")
operation Put {
    input := {
        @required
        items: Items

        tags: Tags
    }
    output := {
        @required
        ids: Ids
    }
}

/// A tree of any depth in, the same tree out (the whole output structure).
@method(name: "grow", params: "either", positional: ["root"])
operation Grow {
    input := {
        @required
        root: Node
    }
    output := {
        @required
        root: Node
    }
}

/// Positional numbers in; the count out, a member.
@method(name: "count", params: "positional", positional: ["a", "b"], resultMember: "n")
operation Count {
    input := {
        @required
        a: Integer

        b: Integer
    }
    output := {
        @required
        @range(min: 0)
        n: Integer
    }
}

list Items {
    member: Item
}

structure Item {
    @required
    name: String

    @range(min: 0)
    qty: Integer
}

map Tags {
    key: String
    value: String
}

list Ids {
    member: Integer
}

structure Node {
    value: Integer
    children: Nodes
}

list Nodes {
    member: Node
}
