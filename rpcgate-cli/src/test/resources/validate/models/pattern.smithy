$version: "2"

namespace pattern

use smithy.rpc#jsonRpc
use smithy.rpc#method

/// A @pattern that Java reads but ECMA-262 without the u flag does not: an unsupported constraint.
@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Greet]
}

@method(name: "greet")
operation Greet {
    input := {
        @required
        @pattern("^\\p{L}+$")
        name: String
    }
}
