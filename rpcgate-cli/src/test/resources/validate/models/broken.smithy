$version: "2"

namespace broken

use smithy.rpc#jsonRpc

@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Ping
}
