$version: "2"

namespace example

use smithy.rpc#jsonRpc

@jsonRpc(versions: ["3.0"])
service Api {
    version: "1"
}

@jsonRpc(versions: [])
service Other {
    version: "1"
}
