$version: "2"

// A protocol shaped like MCP: a host starts an extension, learns its capabilities from the reply to initialize,
// and may use a feature only when the extension advertised it. See docs/transcripts.md.
namespace example.lifecycle

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcCancels
use smithy.rpc#jsonRpcLifecycle
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#jsonRpcSession
use smithy.rpc#method

/// A host and the extension it runs, with the order of an MCP-like session.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "host", accepts: Host}, {name: "extension", accepts: Extension}])
@jsonRpcSession(
    states: ["connected", "initializing", "initialized", "operating", "closed"]
    capabilities: [
        {name: "tools", method: "initialize", pointer: "/capabilities/tools"}
        {name: "prompts", method: "initialize", pointer: "/capabilities/prompts"}
    ]
)
structure Lifecycle {}

/// What the extension receives.
@jsonRpc(versions: ["2.0"])
service Extension {
    version: "1"
    operations: [Initialize, Initialized, ListTools, CallTool, GetPrompt, Shutdown, Cancelled]
}

/// What the host receives.
@jsonRpc(versions: ["2.0"])
service Host {
    version: "1"
    operations: [LogMessage, Cancelled]
}

@method(name: "initialize")
@jsonRpcLifecycle(allowedIn: ["connected"], onCall: "initializing", onSuccess: "initialized", onError: "connected")
operation Initialize {
    input := {
        @required
        protocolVersion: String
        @required
        clientInfo: Info
    }
    output := {
        @required
        protocolVersion: String
        @required
        capabilities: Capabilities
        serverInfo: Info
    }
}

structure Info {
    @required
    name: String
    version: String
}

/// Which features the extension offers; an absent, null or false member is not offered.
structure Capabilities {
    tools: Document
    prompts: Document
}

@method(name: "notifications/initialized")
@jsonRpcLifecycle(allowedIn: ["initialized"], onCall: "operating")
operation Initialized {
    input := {}
}

@method(name: "tools/list")
@jsonRpcLifecycle(allowedIn: ["operating"], requires: ["tools"])
operation ListTools {
    input := {}
    output := {
        @required
        tools: Tools
    }
}

list Tools {
    member: Tool
}

structure Tool {
    @required
    name: String
    description: String
}

@method(name: "tools/call")
@jsonRpcLifecycle(allowedIn: ["operating"], requires: ["tools"])
operation CallTool {
    input := {
        @required
        name: String
        arguments: Document
    }
    output := {
        @required
        content: Document
        isError: Boolean
    }
}

@method(name: "prompts/get")
@jsonRpcLifecycle(allowedIn: ["operating"], requires: ["prompts"])
operation GetPrompt {
    input := {
        @required
        name: String
    }
    output := {
        @required
        messages: Document
    }
}

@method(name: "shutdown", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["operating"], onSuccess: "closed")
operation Shutdown {}

/// Cancels a call of the sender; the cancelled call may answer with -32800.
@method(name: "notifications/cancelled")
@jsonRpcCancels(idMember: "requestId", code: -32800)
operation Cancelled {
    input := {
        @required
        requestId: Document
        reason: String
    }
}

@method(name: "notifications/message")
@jsonRpcLifecycle(allowedIn: ["initialized", "operating"])
operation LogMessage {
    input := {
        @required
        level: String
        data: Document
    }
}
