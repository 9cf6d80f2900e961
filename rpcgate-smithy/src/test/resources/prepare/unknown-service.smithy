// prepare: example#Nope 2.0
$version: "2"

namespace example

use smithy.rpc#jsonRpc

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
}
