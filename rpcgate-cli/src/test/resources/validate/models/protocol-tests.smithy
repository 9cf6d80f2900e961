$version: "2"

namespace tested

use smithy.rpc#jsonRpc
use smithy.rpc#method
use smithy.test#httpRequestTests

/// A contract whose operation also carries a Smithy protocol test, as shared models often do.
@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Ping]
}

@method(name: "ping", params: "either", positional: [])
@http(method: "POST", uri: "/ping")
@httpRequestTests([
    {
        id: "PingOverHttp"
        protocol: "tested#fake"
        method: "POST"
        uri: "/ping"
    }
])
operation Ping {}

/// The protocol the test names; a real model would use one such as aws.protocols#restJson1.
@trait(selector: "service")
@protocolDefinition
structure fake {}
