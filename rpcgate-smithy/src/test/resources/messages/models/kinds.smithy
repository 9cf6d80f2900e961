$version: "2"

// Methods sent only as calls or only as notifications, and a service whose error codes are open.
namespace test.kinds

use smithy.rpc#jsonRpc
use smithy.rpc#method

@jsonRpc(versions: ["2.0"], openErrors: true)
service Kinds {
    version: "1"
    operations: [Work, Note]
}

@method(name: "work", kind: "call")
operation Work {
    input := {
        job: String
    }
    output := {
        @required
        done: Boolean
    }
}

@method(name: "note", kind: "notification")
operation Note {
    input := {
        text: String
    }
}
