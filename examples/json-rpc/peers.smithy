$version: "2"

// Two-peer protocols for transcripts: a small chat, an editor protocol shaped like LSP, and the same editor
// protocol with LSP's session order. See docs/transcripts.md.
namespace example.peers

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcCancels
use smithy.rpc#jsonRpcLifecycle
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#jsonRpcSession
use smithy.rpc#method

// ---------------------------------------------------------------------------------------------------------------
// EchoChat: the client says something, the server echoes it back and tells the client who else is in the room.

/// A chat where the server echoes every line it is told.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client", accepts: ChatClient}, {name: "server", accepts: ChatServer}])
structure EchoChat {}

/// What the chat server receives.
@jsonRpc(versions: ["2.0"])
service ChatServer {
    version: "1"
    operations: [Say, Leave]
}

/// What the chat client receives.
@jsonRpc(versions: ["2.0"])
service ChatClient {
    version: "1"
    operations: [Joined]
}

/// Says a line; the result is the echo.
@method(name: "chat/say", resultMember: "echo")
operation Say {
    input := {
        @required
        @length(min: 1, max: 280)
        text: String
    }
    output := {
        @required
        echo: String
    }
}

/// Leaves the room (a notification).
@method(name: "chat/leave")
operation Leave {
    input := {}
}

/// Someone joined the room (a notification from the server).
@method(name: "chat/joined")
operation Joined {
    input := {
        @required
        who: String
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Editor: a small part of the Language Server Protocol. The lifecycle traits below are read only by
// OrderedEditor, which opts in to session order; Editor checks the same messages without order.

/// An editor (client) and a language server, without order checks.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client", accepts: EditorClient}, {name: "server", accepts: LanguageServer}])
structure Editor {}

/// The editor protocol in LSP's order: initialize first, then work, then shutdown, then exit.
@jsonRpcProtocol(versions: ["2.0"], peers: [{name: "client", accepts: EditorClient}, {name: "server", accepts: LanguageServer}])
@jsonRpcSession(
    states: ["uninitialized", "initializing", "running", "shuttingDown", "exited"]
    capabilities: [{name: "hover", method: "initialize", pointer: "/capabilities/hoverProvider"}]
)
structure OrderedEditor {}

/// What the language server receives.
@jsonRpc(versions: ["2.0"])
service LanguageServer {
    version: "1"
    operations: [Initialize, Initialized, Shutdown, Exit, DidOpen, DidChange, Hover, CancelRequest]
}

/// What the editor receives.
@jsonRpc(versions: ["2.0"])
service EditorClient {
    version: "1"
    operations: [ShowMessage, CancelRequest]
}

@method(name: "initialize")
@jsonRpcLifecycle(allowedIn: ["uninitialized"], onCall: "initializing", onSuccess: "running", onError: "uninitialized")
operation Initialize {
    input := {
        processId: Integer
        rootUri: String
        capabilities: Document
    }
    output := {
        @required
        capabilities: ServerCapabilities
    }
}

structure ServerCapabilities {
    hoverProvider: Boolean
    textDocumentSync: Integer
}

@method(name: "initialized")
@jsonRpcLifecycle(allowedIn: ["running"])
operation Initialized {
    input := {}
}

@method(name: "shutdown", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["running"], onSuccess: "shuttingDown")
operation Shutdown {}

@method(name: "exit")
@jsonRpcLifecycle(allowedIn: ["shuttingDown"], onCall: "exited")
operation Exit {}

@method(name: "textDocument/didOpen")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidOpen {
    input := {
        @required
        textDocument: TextDocumentItem
    }
}

@method(name: "textDocument/didChange")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidChange {
    input := {
        @required
        textDocument: VersionedTextDocumentIdentifier
        @required
        contentChanges: ContentChanges
    }
}

@method(name: "textDocument/hover")
@jsonRpcLifecycle(allowedIn: ["running"], requires: ["hover"])
operation Hover {
    input := {
        @required
        textDocument: TextDocumentIdentifier
        @required
        position: Position
    }
    output := {
        @required
        contents: String
    }
}

/// Cancels a call of the sender; the cancelled call may answer with -32800 (RequestCancelled).
@method(name: "$/cancelRequest")
@jsonRpcCancels(idMember: "id", code: -32800)
operation CancelRequest {
    input := {
        @required
        id: Document
    }
}

@method(name: "window/showMessage")
operation ShowMessage {
    input := {
        @required
        @range(min: 1, max: 4)
        type: Integer
        @required
        message: String
    }
}

structure TextDocumentItem {
    @required
    uri: String
    @required
    languageId: String
    @required
    version: Integer
    @required
    text: String
}

structure TextDocumentIdentifier {
    @required
    uri: String
}

structure VersionedTextDocumentIdentifier {
    @required
    uri: String
    @required
    version: Integer
}

list ContentChanges {
    member: ContentChange
}

structure ContentChange {
    @required
    text: String
}

structure Position {
    @required
    @range(min: 0)
    line: Integer
    @required
    @range(min: 0)
    character: Integer
}
