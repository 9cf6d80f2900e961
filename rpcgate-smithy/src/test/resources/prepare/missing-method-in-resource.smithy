// prepare: example#Api 2.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    resources: [Widget]
}

resource Widget {
    identifiers: { id: String }
    operations: [Polish]
}

operation Polish {
    input := {
        @required
        id: String
    }
}
