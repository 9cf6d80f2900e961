$version: "2"

namespace names

use smithy.rpc#jsonRpc
use smithy.rpc#method

/// Named params whose wire names differ from the Smithy member names.
@jsonRpc(versions: ["2.0"])
service Api {
    version: "1"
    operations: [Rename]
}

@method(name: "rename")
operation Rename {
    input := {
        @required
        @jsonName("old_name")
        oldName: String

        @required
        @jsonName("new_name")
        newName: String
    }
}
