// prepare: example#Api 2.0
$version: "2"

namespace example

use smithy.rpc#method

service Api {
    version: "1"
    operations: [Ping]
}

@method(name: "ping", params: "named")
operation Ping {}
