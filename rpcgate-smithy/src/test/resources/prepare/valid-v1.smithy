// prepare: legacy#EchoService 1.0
$version: "2"

namespace legacy

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["1.0", "2.0"])
service EchoService {
    version: "1"
    operations: [Echo]
}

@method(name: "echo", params: "positional", positional: ["text"], resultMember: "text")
operation Echo {
    input := {
        @required
        text: String
    }
    output := {
        @required
        text: String
    }
}
