$version: "2"

// GENERATED FILE, DO NOT EDIT. Made by dev.rpcgate.transcript.protocols.lsp.LspModelGenerator (rpcgate-transcript's
// test sources) from the Language Server Protocol meta model, version 3.17.0: generator/lsp.json of
// github.com/microsoft/lsprotocol at commit e55a4cfbdf0f88587eafa91761a9c08ea27aca82 (SHA-256
// ead7901c70d4e2cd87de332d7547b3fe738a9094f1bca9988661ddad11c4857f). LspModelTest fails when this file is not what the
// generator makes of that file; run it with -Drpcgate.regenerate=true to rewrite it.
//
// How the meta model maps to Smithy (docs/transcripts.md, "LSP", says more):
// - Two peers, client and server. Each receives the methods the other sends (messageDirection); a method sent both ways
//   ($/cancelRequest, $/progress) is an operation of each, with its own order.
// - A request is sent as a call, a notification as a notification (@method kind). A method's params structure is its
//   input; a request's result is the output member "result", or null (nullResult). A structure copies in the properties
//   of what it extends and mixes in; a property is @required unless the meta model marks it optional.
// - An "or" is an @untagged union (the value is one member's value itself); "null" among its items is a member
//   targeting Unit. An alias of a structure resolves to the structure; LSPAny is a Document (any JSON value).
// - integer is Integer (-2^31..2^31-1), uinteger is UInteger (0..2^31-1), decimal is Double; DocumentUri, URI and
//   RegExp are strings, unchecked beyond that. An enumeration with supportsCustomValues is its base type, the others
//   are enums and intEnums.
// - A notification of a method the receiver does not model whose name starts with $/ is only the IgnoredNotification
//   advisory (ignorableNotifications), as LSP lets a receiver ignore it.
// - Properties a structure does not declare are not reported: the protocol's policy ignores them, as LSP peers add
//   their own.
// - Errors: any code outside JSON-RPC's reserved range is accepted (openErrors), its data unchecked; LSP's own codes
//   (RequestFailed -32803, ServerCancelled -32802, ContentModified -32801, RequestCancelled -32800) are modeled on
//   every method, their data any value; JSON-RPC's server range (-32099..-32000: ServerNotInitialized -32002,
//   UnknownErrorCode -32001) is accepted as JSON-RPC's.
// - Session order, in the states uninitialized, initializing, awaitingInitialized, running, shuttingDown, exited:
//   initialize first (until it is answered the server may send only $/progress, telemetry/event, window/logMessage,
//   window/showMessage, window/showMessageRequest), then the client's initialized before anything else it sends,
//   shutdown, and exit last.
// - Not checked: capabilities (a method neither side advertised), dynamic registration and its options, partial results
//   and progress values against their request, and params that are an array (telemetry/event may send one).

namespace lsp.v3_17

use smithy.rpc#jsonRpc
use smithy.rpc#jsonRpcCancels
use smithy.rpc#jsonRpcLifecycle
use smithy.rpc#jsonRpcProtocol
use smithy.rpc#jsonRpcSession
use smithy.rpc#method
use smithy.rpc#rpcError
use smithy.rpc#untagged

/// The Language Server Protocol 3.17.0 between a client (an editor) and a language server, in LSP's order.
@jsonRpcProtocol(
    versions: ["2.0"]
    peers: [{name: "client", accepts: LanguageClient}, {name: "server", accepts: LanguageServer}]
    ignorableNotifications: ["$/"]
)
@jsonRpcSession(states: ["uninitialized", "initializing", "awaitingInitialized", "running", "shuttingDown", "exited"])
structure Lsp {}

/// What a language server receives: every request and notification the client sends (and those sent both ways).
@jsonRpc(versions: ["2.0"], openErrors: true)
service LanguageServer {
    version: "3.17.0"
    operations: [
        ImplementationRequest
        TypeDefinitionRequest
        DocumentColorRequest
        ColorPresentationRequest
        FoldingRangeRequest
        DeclarationRequest
        SelectionRangeRequest
        CallHierarchyPrepareRequest
        CallHierarchyIncomingCallsRequest
        CallHierarchyOutgoingCallsRequest
        SemanticTokensRequest
        SemanticTokensDeltaRequest
        SemanticTokensRangeRequest
        LinkedEditingRangeRequest
        WillCreateFilesRequest
        WillRenameFilesRequest
        WillDeleteFilesRequest
        MonikerRequest
        TypeHierarchyPrepareRequest
        TypeHierarchySupertypesRequest
        TypeHierarchySubtypesRequest
        InlineValueRequest
        InlayHintRequest
        InlayHintResolveRequest
        DocumentDiagnosticRequest
        WorkspaceDiagnosticRequest
        InlineCompletionRequest
        TextDocumentContentRequest
        InitializeRequest
        ShutdownRequest
        WillSaveTextDocumentWaitUntilRequest
        CompletionRequest
        CompletionResolveRequest
        HoverRequest
        SignatureHelpRequest
        DefinitionRequest
        ReferencesRequest
        DocumentHighlightRequest
        DocumentSymbolRequest
        CodeActionRequest
        CodeActionResolveRequest
        WorkspaceSymbolRequest
        WorkspaceSymbolResolveRequest
        CodeLensRequest
        CodeLensResolveRequest
        DocumentLinkRequest
        DocumentLinkResolveRequest
        DocumentFormattingRequest
        DocumentRangeFormattingRequest
        DocumentRangesFormattingRequest
        DocumentOnTypeFormattingRequest
        RenameRequest
        PrepareRenameRequest
        ExecuteCommandRequest
        DidChangeWorkspaceFoldersNotification
        WorkDoneProgressCancelNotification
        DidCreateFilesNotification
        DidRenameFilesNotification
        DidDeleteFilesNotification
        DidOpenNotebookDocumentNotification
        DidChangeNotebookDocumentNotification
        DidSaveNotebookDocumentNotification
        DidCloseNotebookDocumentNotification
        InitializedNotification
        ExitNotification
        DidChangeConfigurationNotification
        DidOpenTextDocumentNotification
        DidChangeTextDocumentNotification
        DidCloseTextDocumentNotification
        DidSaveTextDocumentNotification
        WillSaveTextDocumentNotification
        DidChangeWatchedFilesNotification
        SetTraceNotification
        CancelNotification
        ProgressNotification
    ]
    errors: [RequestFailed, ServerCancelled, ContentModified, RequestCancelled]
}

/// What a language client (an editor) receives: every request and notification the server sends (and those sent both
/// ways).
@jsonRpc(versions: ["2.0"], openErrors: true)
service LanguageClient {
    version: "3.17.0"
    operations: [
        WorkspaceFoldersRequest
        ConfigurationRequest
        FoldingRangeRefreshRequest
        WorkDoneProgressCreateRequest
        SemanticTokensRefreshRequest
        ShowDocumentRequest
        InlineValueRefreshRequest
        InlayHintRefreshRequest
        DiagnosticRefreshRequest
        TextDocumentContentRefreshRequest
        RegistrationRequest
        UnregistrationRequest
        ShowMessageRequest
        CodeLensRefreshRequest
        ApplyWorkspaceEditRequest
        ShowMessageNotification
        LogMessageNotification
        TelemetryEventNotification
        PublishDiagnosticsNotification
        LogTraceNotification
        CancelNotificationToClient
        ProgressNotificationToClient
    ]
    errors: [RequestFailed, ServerCancelled, ContentModified, RequestCancelled]
}

/// Request textDocument/implementation, client to server. Announced by the server capability implementationProvider and
/// the client capability textDocument.implementation.
@method(name: "textDocument/implementation", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation ImplementationRequest {
    input: ImplementationParams
    output: ImplementationRequestOutput
}

structure ImplementationRequestOutput {
    @required
    result: ImplementationRequestResult
}

@untagged
union ImplementationRequestResult {
    definition: Definition
    definitionLinkList: LocationLinkList
    nullValue: Unit
}

list LocationLinkList {
    member: LocationLink
}

/// Request textDocument/typeDefinition, client to server. Announced by the server capability typeDefinitionProvider and
/// the client capability textDocument.typeDefinition.
@method(name: "textDocument/typeDefinition", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation TypeDefinitionRequest {
    input: TypeDefinitionParams
    output: TypeDefinitionRequestOutput
}

structure TypeDefinitionRequestOutput {
    @required
    result: TypeDefinitionRequestResult
}

@untagged
union TypeDefinitionRequestResult {
    definition: Definition
    definitionLinkList: LocationLinkList
    nullValue: Unit
}

/// Request textDocument/documentColor, client to server. Announced by the server capability colorProvider and the
/// client capability textDocument.colorProvider.
@method(name: "textDocument/documentColor", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentColorRequest {
    input: DocumentColorParams
    output: DocumentColorRequestOutput
}

structure DocumentColorRequestOutput {
    @required
    result: ColorInformationList
}

list ColorInformationList {
    member: ColorInformation
}

/// Request textDocument/colorPresentation, client to server.
@method(name: "textDocument/colorPresentation", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation ColorPresentationRequest {
    input: ColorPresentationParams
    output: ColorPresentationRequestOutput
}

structure ColorPresentationRequestOutput {
    @required
    result: ColorPresentationList
}

list ColorPresentationList {
    member: ColorPresentation
}

/// Request textDocument/foldingRange, client to server. Announced by the server capability foldingRangeProvider and the
/// client capability textDocument.foldingRange.
@method(name: "textDocument/foldingRange", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation FoldingRangeRequest {
    input: FoldingRangeParams
    output: FoldingRangeRequestOutput
}

structure FoldingRangeRequestOutput {
    @required
    result: FoldingRangeRequestResult
}

@untagged
union FoldingRangeRequestResult {
    foldingRangeList: FoldingRangeList
    nullValue: Unit
}

list FoldingRangeList {
    member: FoldingRange
}

/// Request textDocument/declaration, client to server. Announced by the server capability declarationProvider and the
/// client capability textDocument.declaration.
@method(name: "textDocument/declaration", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DeclarationRequest {
    input: DeclarationParams
    output: DeclarationRequestOutput
}

structure DeclarationRequestOutput {
    @required
    result: DeclarationRequestResult
}

@untagged
union DeclarationRequestResult {
    declaration: Declaration
    declarationLinkList: LocationLinkList
    nullValue: Unit
}

/// Request textDocument/selectionRange, client to server. Announced by the server capability selectionRangeProvider and
/// the client capability textDocument.selectionRange.
@method(name: "textDocument/selectionRange", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation SelectionRangeRequest {
    input: SelectionRangeParams
    output: SelectionRangeRequestOutput
}

structure SelectionRangeRequestOutput {
    @required
    result: SelectionRangeRequestResult
}

@untagged
union SelectionRangeRequestResult {
    selectionRangeList: SelectionRangeList
    nullValue: Unit
}

list SelectionRangeList {
    member: SelectionRange
}

/// Request textDocument/prepareCallHierarchy, client to server. Announced by the server capability
/// callHierarchyProvider and the client capability textDocument.callHierarchy.
@method(name: "textDocument/prepareCallHierarchy", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation CallHierarchyPrepareRequest {
    input: CallHierarchyPrepareParams
    output: CallHierarchyPrepareRequestOutput
}

structure CallHierarchyPrepareRequestOutput {
    @required
    result: CallHierarchyPrepareRequestResult
}

@untagged
union CallHierarchyPrepareRequestResult {
    callHierarchyItemList: CallHierarchyItemList
    nullValue: Unit
}

list CallHierarchyItemList {
    member: CallHierarchyItem
}

/// Request callHierarchy/incomingCalls, client to server.
@method(name: "callHierarchy/incomingCalls", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation CallHierarchyIncomingCallsRequest {
    input: CallHierarchyIncomingCallsParams
    output: CallHierarchyIncomingCallsRequestOutput
}

structure CallHierarchyIncomingCallsRequestOutput {
    @required
    result: CallHierarchyIncomingCallsRequestResult
}

@untagged
union CallHierarchyIncomingCallsRequestResult {
    callHierarchyIncomingCallList: CallHierarchyIncomingCallList
    nullValue: Unit
}

list CallHierarchyIncomingCallList {
    member: CallHierarchyIncomingCall
}

/// Request callHierarchy/outgoingCalls, client to server.
@method(name: "callHierarchy/outgoingCalls", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation CallHierarchyOutgoingCallsRequest {
    input: CallHierarchyOutgoingCallsParams
    output: CallHierarchyOutgoingCallsRequestOutput
}

structure CallHierarchyOutgoingCallsRequestOutput {
    @required
    result: CallHierarchyOutgoingCallsRequestResult
}

@untagged
union CallHierarchyOutgoingCallsRequestResult {
    callHierarchyOutgoingCallList: CallHierarchyOutgoingCallList
    nullValue: Unit
}

list CallHierarchyOutgoingCallList {
    member: CallHierarchyOutgoingCall
}

/// Request textDocument/semanticTokens/full, client to server. Announced by the server capability
/// semanticTokensProvider and the client capability textDocument.semanticTokens.
@method(name: "textDocument/semanticTokens/full", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation SemanticTokensRequest {
    input: SemanticTokensParams
    output: SemanticTokensRequestOutput
}

structure SemanticTokensRequestOutput {
    @required
    result: SemanticTokensRequestResult
}

@untagged
union SemanticTokensRequestResult {
    semanticTokens: SemanticTokens
    nullValue: Unit
}

/// Request textDocument/semanticTokens/full/delta, client to server. Announced by the server capability
/// semanticTokensProvider.full.delta and the client capability textDocument.semanticTokens.requests.full.delta.
@method(name: "textDocument/semanticTokens/full/delta", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation SemanticTokensDeltaRequest {
    input: SemanticTokensDeltaParams
    output: SemanticTokensDeltaRequestOutput
}

structure SemanticTokensDeltaRequestOutput {
    @required
    result: SemanticTokensDeltaRequestResult
}

@untagged
union SemanticTokensDeltaRequestResult {
    semanticTokens: SemanticTokens
    semanticTokensDelta: SemanticTokensDelta
    nullValue: Unit
}

/// Request textDocument/semanticTokens/range, client to server. Announced by the server capability
/// semanticTokensProvider.range and the client capability textDocument.semanticTokens.requests.range.
@method(name: "textDocument/semanticTokens/range", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation SemanticTokensRangeRequest {
    input: SemanticTokensRangeParams
    output: SemanticTokensRangeRequestOutput
}

structure SemanticTokensRangeRequestOutput {
    @required
    result: SemanticTokensRangeRequestResult
}

@untagged
union SemanticTokensRangeRequestResult {
    semanticTokens: SemanticTokens
    nullValue: Unit
}

/// Request textDocument/linkedEditingRange, client to server. Announced by the server capability
/// linkedEditingRangeProvider and the client capability textDocument.linkedEditingRange.
@method(name: "textDocument/linkedEditingRange", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation LinkedEditingRangeRequest {
    input: LinkedEditingRangeParams
    output: LinkedEditingRangeRequestOutput
}

structure LinkedEditingRangeRequestOutput {
    @required
    result: LinkedEditingRangeRequestResult
}

@untagged
union LinkedEditingRangeRequestResult {
    linkedEditingRanges: LinkedEditingRanges
    nullValue: Unit
}

/// Request workspace/willCreateFiles, client to server. Announced by the server capability
/// workspace.fileOperations.willCreate and the client capability workspace.fileOperations.willCreate.
@method(name: "workspace/willCreateFiles", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation WillCreateFilesRequest {
    input: CreateFilesParams
    output: WillCreateFilesRequestOutput
}

structure WillCreateFilesRequestOutput {
    @required
    result: WillCreateFilesRequestResult
}

@untagged
union WillCreateFilesRequestResult {
    workspaceEdit: WorkspaceEdit
    nullValue: Unit
}

/// Request workspace/willRenameFiles, client to server. Announced by the server capability
/// workspace.fileOperations.willRename and the client capability workspace.fileOperations.willRename.
@method(name: "workspace/willRenameFiles", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation WillRenameFilesRequest {
    input: RenameFilesParams
    output: WillRenameFilesRequestOutput
}

structure WillRenameFilesRequestOutput {
    @required
    result: WillRenameFilesRequestResult
}

@untagged
union WillRenameFilesRequestResult {
    workspaceEdit: WorkspaceEdit
    nullValue: Unit
}

/// Request workspace/willDeleteFiles, client to server. Announced by the server capability
/// workspace.fileOperations.willDelete and the client capability workspace.fileOperations.willDelete.
@method(name: "workspace/willDeleteFiles", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation WillDeleteFilesRequest {
    input: DeleteFilesParams
    output: WillDeleteFilesRequestOutput
}

structure WillDeleteFilesRequestOutput {
    @required
    result: WillDeleteFilesRequestResult
}

@untagged
union WillDeleteFilesRequestResult {
    workspaceEdit: WorkspaceEdit
    nullValue: Unit
}

/// Request textDocument/moniker, client to server. Announced by the server capability monikerProvider and the client
/// capability textDocument.moniker.
@method(name: "textDocument/moniker", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation MonikerRequest {
    input: MonikerParams
    output: MonikerRequestOutput
}

structure MonikerRequestOutput {
    @required
    result: MonikerRequestResult
}

@untagged
union MonikerRequestResult {
    monikerList: MonikerList
    nullValue: Unit
}

list MonikerList {
    member: Moniker
}

/// Request textDocument/prepareTypeHierarchy, client to server. Announced by the server capability
/// typeHierarchyProvider and the client capability textDocument.typeHierarchy.
@method(name: "textDocument/prepareTypeHierarchy", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation TypeHierarchyPrepareRequest {
    input: TypeHierarchyPrepareParams
    output: TypeHierarchyPrepareRequestOutput
}

structure TypeHierarchyPrepareRequestOutput {
    @required
    result: TypeHierarchyPrepareRequestResult
}

@untagged
union TypeHierarchyPrepareRequestResult {
    typeHierarchyItemList: TypeHierarchyItemList
    nullValue: Unit
}

list TypeHierarchyItemList {
    member: TypeHierarchyItem
}

/// Request typeHierarchy/supertypes, client to server.
@method(name: "typeHierarchy/supertypes", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation TypeHierarchySupertypesRequest {
    input: TypeHierarchySupertypesParams
    output: TypeHierarchySupertypesRequestOutput
}

structure TypeHierarchySupertypesRequestOutput {
    @required
    result: TypeHierarchySupertypesRequestResult
}

@untagged
union TypeHierarchySupertypesRequestResult {
    typeHierarchyItemList: TypeHierarchyItemList
    nullValue: Unit
}

/// Request typeHierarchy/subtypes, client to server.
@method(name: "typeHierarchy/subtypes", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation TypeHierarchySubtypesRequest {
    input: TypeHierarchySubtypesParams
    output: TypeHierarchySubtypesRequestOutput
}

structure TypeHierarchySubtypesRequestOutput {
    @required
    result: TypeHierarchySubtypesRequestResult
}

@untagged
union TypeHierarchySubtypesRequestResult {
    typeHierarchyItemList: TypeHierarchyItemList
    nullValue: Unit
}

/// Request textDocument/inlineValue, client to server. Announced by the server capability inlineValueProvider and the
/// client capability textDocument.inlineValue.
@method(name: "textDocument/inlineValue", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation InlineValueRequest {
    input: InlineValueParams
    output: InlineValueRequestOutput
}

structure InlineValueRequestOutput {
    @required
    result: InlineValueRequestResult
}

@untagged
union InlineValueRequestResult {
    inlineValueList: InlineValueList
    nullValue: Unit
}

list InlineValueList {
    member: InlineValue
}

/// Request textDocument/inlayHint, client to server. Announced by the server capability inlayHintProvider and the
/// client capability textDocument.inlayHint.
@method(name: "textDocument/inlayHint", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation InlayHintRequest {
    input: InlayHintParams
    output: InlayHintRequestOutput
}

structure InlayHintRequestOutput {
    @required
    result: InlayHintRequestResult
}

@untagged
union InlayHintRequestResult {
    inlayHintList: InlayHintList
    nullValue: Unit
}

list InlayHintList {
    member: InlayHint
}

/// Request inlayHint/resolve, client to server. Announced by the server capability inlayHintProvider.resolveProvider
/// and the client capability textDocument.inlayHint.resolveSupport.
@method(name: "inlayHint/resolve", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation InlayHintResolveRequest {
    input: InlayHint
    output: InlayHintResolveRequestOutput
}

structure InlayHintResolveRequestOutput {
    @required
    result: InlayHint
}

/// Request textDocument/diagnostic, client to server. Announced by the server capability diagnosticProvider and the
/// client capability textDocument.diagnostic.
@method(name: "textDocument/diagnostic", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentDiagnosticRequest {
    input: DocumentDiagnosticParams
    output: DocumentDiagnosticRequestOutput
}

structure DocumentDiagnosticRequestOutput {
    @required
    result: DocumentDiagnosticReport
}

/// Request workspace/diagnostic, client to server. Announced by the server capability
/// diagnosticProvider.workspaceDiagnostics and the client capability workspace.diagnostics.
@method(name: "workspace/diagnostic", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation WorkspaceDiagnosticRequest {
    input: WorkspaceDiagnosticParams
    output: WorkspaceDiagnosticRequestOutput
}

structure WorkspaceDiagnosticRequestOutput {
    @required
    result: WorkspaceDiagnosticReport
}

/// Request textDocument/inlineCompletion, client to server (proposed). Announced by the server capability
/// inlineCompletionProvider and the client capability textDocument.inlineCompletion.
@method(name: "textDocument/inlineCompletion", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation InlineCompletionRequest {
    input: InlineCompletionParams
    output: InlineCompletionRequestOutput
}

structure InlineCompletionRequestOutput {
    @required
    result: InlineCompletionRequestResult
}

@untagged
union InlineCompletionRequestResult {
    inlineCompletionList: InlineCompletionList
    inlineCompletionItemList: InlineCompletionItemList
    nullValue: Unit
}

list InlineCompletionItemList {
    member: InlineCompletionItem
}

/// Request workspace/textDocumentContent, client to server (proposed). Announced by the server capability
/// workspace.textDocumentContent and the client capability workspace.textDocumentContent.
@method(name: "workspace/textDocumentContent", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation TextDocumentContentRequest {
    input: TextDocumentContentParams
    output: TextDocumentContentRequestOutput
}

structure TextDocumentContentRequestOutput {
    @required
    result: TextDocumentContentResult
}

/// Request initialize, client to server.
@method(name: "initialize", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["uninitialized"], onCall: "initializing", onSuccess: "awaitingInitialized", onError: "uninitialized")
operation InitializeRequest {
    input: InitializeParams
    output: InitializeRequestOutput
}

structure InitializeRequestOutput {
    @required
    result: InitializeResult
}

/// Request shutdown, client to server.
@method(name: "shutdown", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["running"], onCall: "shuttingDown")
operation ShutdownRequest {
}

/// Request textDocument/willSaveWaitUntil, client to server. Announced by the server capability
/// textDocumentSync.willSaveWaitUntil and the client capability textDocument.synchronization.willSaveWaitUntil.
@method(name: "textDocument/willSaveWaitUntil", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation WillSaveTextDocumentWaitUntilRequest {
    input: WillSaveTextDocumentParams
    output: WillSaveTextDocumentWaitUntilRequestOutput
}

structure WillSaveTextDocumentWaitUntilRequestOutput {
    @required
    result: WillSaveTextDocumentWaitUntilRequestResult
}

@untagged
union WillSaveTextDocumentWaitUntilRequestResult {
    textEditList: TextEditList
    nullValue: Unit
}

list TextEditList {
    member: TextEdit
}

/// Request textDocument/completion, client to server. Announced by the server capability completionProvider and the
/// client capability textDocument.completion.
@method(name: "textDocument/completion", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation CompletionRequest {
    input: CompletionParams
    output: CompletionRequestOutput
}

structure CompletionRequestOutput {
    @required
    result: CompletionRequestResult
}

@untagged
union CompletionRequestResult {
    completionItemList: CompletionItemList
    completionList: CompletionList
    nullValue: Unit
}

list CompletionItemList {
    member: CompletionItem
}

/// Request completionItem/resolve, client to server. Announced by the server capability
/// completionProvider.resolveProvider and the client capability textDocument.completion.completionItem.resolveSupport.
@method(name: "completionItem/resolve", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation CompletionResolveRequest {
    input: CompletionItem
    output: CompletionResolveRequestOutput
}

structure CompletionResolveRequestOutput {
    @required
    result: CompletionItem
}

/// Request textDocument/hover, client to server. Announced by the server capability hoverProvider and the client
/// capability textDocument.hover.
@method(name: "textDocument/hover", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation HoverRequest {
    input: HoverParams
    output: HoverRequestOutput
}

structure HoverRequestOutput {
    @required
    result: HoverRequestResult
}

@untagged
union HoverRequestResult {
    hover: Hover
    nullValue: Unit
}

/// Request textDocument/signatureHelp, client to server. Announced by the server capability signatureHelpProvider and
/// the client capability textDocument.signatureHelp.
@method(name: "textDocument/signatureHelp", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation SignatureHelpRequest {
    input: SignatureHelpParams
    output: SignatureHelpRequestOutput
}

structure SignatureHelpRequestOutput {
    @required
    result: SignatureHelpRequestResult
}

@untagged
union SignatureHelpRequestResult {
    signatureHelp: SignatureHelp
    nullValue: Unit
}

/// Request textDocument/definition, client to server. Announced by the server capability definitionProvider and the
/// client capability textDocument.definition.
@method(name: "textDocument/definition", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DefinitionRequest {
    input: DefinitionParams
    output: DefinitionRequestOutput
}

structure DefinitionRequestOutput {
    @required
    result: DefinitionRequestResult
}

@untagged
union DefinitionRequestResult {
    definition: Definition
    definitionLinkList: LocationLinkList
    nullValue: Unit
}

/// Request textDocument/references, client to server. Announced by the server capability referencesProvider and the
/// client capability textDocument.references.
@method(name: "textDocument/references", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation ReferencesRequest {
    input: ReferenceParams
    output: ReferencesRequestOutput
}

structure ReferencesRequestOutput {
    @required
    result: ReferencesRequestResult
}

@untagged
union ReferencesRequestResult {
    locationList: LocationList
    nullValue: Unit
}

list LocationList {
    member: Location
}

/// Request textDocument/documentHighlight, client to server. Announced by the server capability
/// documentHighlightProvider and the client capability textDocument.documentHighlight.
@method(name: "textDocument/documentHighlight", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentHighlightRequest {
    input: DocumentHighlightParams
    output: DocumentHighlightRequestOutput
}

structure DocumentHighlightRequestOutput {
    @required
    result: DocumentHighlightRequestResult
}

@untagged
union DocumentHighlightRequestResult {
    documentHighlightList: DocumentHighlightList
    nullValue: Unit
}

list DocumentHighlightList {
    member: DocumentHighlight
}

/// Request textDocument/documentSymbol, client to server. Announced by the server capability documentSymbolProvider and
/// the client capability textDocument.documentSymbol.
@method(name: "textDocument/documentSymbol", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentSymbolRequest {
    input: DocumentSymbolParams
    output: DocumentSymbolRequestOutput
}

structure DocumentSymbolRequestOutput {
    @required
    result: DocumentSymbolRequestResult
}

@untagged
union DocumentSymbolRequestResult {
    symbolInformationList: SymbolInformationList
    documentSymbolList: DocumentSymbolList
    nullValue: Unit
}

list SymbolInformationList {
    member: SymbolInformation
}

list DocumentSymbolList {
    member: DocumentSymbol
}

/// Request textDocument/codeAction, client to server. Announced by the server capability codeActionProvider and the
/// client capability textDocument.codeAction.
@method(name: "textDocument/codeAction", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation CodeActionRequest {
    input: CodeActionParams
    output: CodeActionRequestOutput
}

structure CodeActionRequestOutput {
    @required
    result: CodeActionRequestResult
}

@untagged
union CodeActionRequestResult {
    valueList: CodeActionRequestResultValueList
    nullValue: Unit
}

list CodeActionRequestResultValueList {
    member: CodeActionRequestResultValueListItem
}

@untagged
union CodeActionRequestResultValueListItem {
    command: Command
    codeAction: CodeAction
}

/// Request codeAction/resolve, client to server. Announced by the server capability codeActionProvider.resolveProvider
/// and the client capability textDocument.codeAction.resolveSupport.
@method(name: "codeAction/resolve", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation CodeActionResolveRequest {
    input: CodeAction
    output: CodeActionResolveRequestOutput
}

structure CodeActionResolveRequestOutput {
    @required
    result: CodeAction
}

/// Request workspace/symbol, client to server. Announced by the server capability workspaceSymbolProvider and the
/// client capability workspace.symbol.
@method(name: "workspace/symbol", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation WorkspaceSymbolRequest {
    input: WorkspaceSymbolParams
    output: WorkspaceSymbolRequestOutput
}

structure WorkspaceSymbolRequestOutput {
    @required
    result: WorkspaceSymbolRequestResult
}

@untagged
union WorkspaceSymbolRequestResult {
    symbolInformationList: SymbolInformationList
    workspaceSymbolList: WorkspaceSymbolList
    nullValue: Unit
}

list WorkspaceSymbolList {
    member: WorkspaceSymbol
}

/// Request workspaceSymbol/resolve, client to server. Announced by the server capability
/// workspaceSymbolProvider.resolveProvider and the client capability workspace.symbol.resolveSupport.
@method(name: "workspaceSymbol/resolve", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation WorkspaceSymbolResolveRequest {
    input: WorkspaceSymbol
    output: WorkspaceSymbolResolveRequestOutput
}

structure WorkspaceSymbolResolveRequestOutput {
    @required
    result: WorkspaceSymbol
}

/// Request textDocument/codeLens, client to server. Announced by the server capability codeLensProvider and the client
/// capability textDocument.codeLens.
@method(name: "textDocument/codeLens", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation CodeLensRequest {
    input: CodeLensParams
    output: CodeLensRequestOutput
}

structure CodeLensRequestOutput {
    @required
    result: CodeLensRequestResult
}

@untagged
union CodeLensRequestResult {
    codeLensList: CodeLensList
    nullValue: Unit
}

list CodeLensList {
    member: CodeLens
}

/// Request codeLens/resolve, client to server. Announced by the server capability codeLensProvider.resolveProvider and
/// the client capability textDocument.codeLens.resolveSupport.
@method(name: "codeLens/resolve", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation CodeLensResolveRequest {
    input: CodeLens
    output: CodeLensResolveRequestOutput
}

structure CodeLensResolveRequestOutput {
    @required
    result: CodeLens
}

/// Request textDocument/documentLink, client to server. Announced by the server capability documentLinkProvider and the
/// client capability textDocument.documentLink.
@method(name: "textDocument/documentLink", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentLinkRequest {
    input: DocumentLinkParams
    output: DocumentLinkRequestOutput
}

structure DocumentLinkRequestOutput {
    @required
    result: DocumentLinkRequestResult
}

@untagged
union DocumentLinkRequestResult {
    documentLinkList: DocumentLinkList
    nullValue: Unit
}

list DocumentLinkList {
    member: DocumentLink
}

/// Request documentLink/resolve, client to server. Announced by the server capability
/// documentLinkProvider.resolveProvider and the client capability textDocument.documentLink.
@method(name: "documentLink/resolve", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentLinkResolveRequest {
    input: DocumentLink
    output: DocumentLinkResolveRequestOutput
}

structure DocumentLinkResolveRequestOutput {
    @required
    result: DocumentLink
}

/// Request textDocument/formatting, client to server. Announced by the server capability documentFormattingProvider and
/// the client capability textDocument.formatting.
@method(name: "textDocument/formatting", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentFormattingRequest {
    input: DocumentFormattingParams
    output: DocumentFormattingRequestOutput
}

structure DocumentFormattingRequestOutput {
    @required
    result: DocumentFormattingRequestResult
}

@untagged
union DocumentFormattingRequestResult {
    textEditList: TextEditList
    nullValue: Unit
}

/// Request textDocument/rangeFormatting, client to server. Announced by the server capability
/// documentRangeFormattingProvider and the client capability textDocument.rangeFormatting.
@method(name: "textDocument/rangeFormatting", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentRangeFormattingRequest {
    input: DocumentRangeFormattingParams
    output: DocumentRangeFormattingRequestOutput
}

structure DocumentRangeFormattingRequestOutput {
    @required
    result: DocumentRangeFormattingRequestResult
}

@untagged
union DocumentRangeFormattingRequestResult {
    textEditList: TextEditList
    nullValue: Unit
}

/// Request textDocument/rangesFormatting, client to server (proposed). Announced by the server capability
/// documentRangeFormattingProvider.rangesSupport and the client capability textDocument.rangeFormatting.rangesSupport.
@method(name: "textDocument/rangesFormatting", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentRangesFormattingRequest {
    input: DocumentRangesFormattingParams
    output: DocumentRangesFormattingRequestOutput
}

structure DocumentRangesFormattingRequestOutput {
    @required
    result: DocumentRangesFormattingRequestResult
}

@untagged
union DocumentRangesFormattingRequestResult {
    textEditList: TextEditList
    nullValue: Unit
}

/// Request textDocument/onTypeFormatting, client to server. Announced by the server capability
/// documentOnTypeFormattingProvider and the client capability textDocument.onTypeFormatting.
@method(name: "textDocument/onTypeFormatting", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DocumentOnTypeFormattingRequest {
    input: DocumentOnTypeFormattingParams
    output: DocumentOnTypeFormattingRequestOutput
}

structure DocumentOnTypeFormattingRequestOutput {
    @required
    result: DocumentOnTypeFormattingRequestResult
}

@untagged
union DocumentOnTypeFormattingRequestResult {
    textEditList: TextEditList
    nullValue: Unit
}

/// Request textDocument/rename, client to server. Announced by the server capability renameProvider and the client
/// capability textDocument.rename.
@method(name: "textDocument/rename", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation RenameRequest {
    input: RenameParams
    output: RenameRequestOutput
}

structure RenameRequestOutput {
    @required
    result: RenameRequestResult
}

@untagged
union RenameRequestResult {
    workspaceEdit: WorkspaceEdit
    nullValue: Unit
}

/// Request textDocument/prepareRename, client to server. Announced by the server capability
/// renameProvider.prepareProvider and the client capability textDocument.rename.prepareSupport.
@method(name: "textDocument/prepareRename", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation PrepareRenameRequest {
    input: PrepareRenameParams
    output: PrepareRenameRequestOutput
}

structure PrepareRenameRequestOutput {
    @required
    result: PrepareRenameRequestResult
}

@untagged
union PrepareRenameRequestResult {
    prepareRenameResult: PrepareRenameResult
    nullValue: Unit
}

/// Request workspace/executeCommand, client to server. Announced by the server capability executeCommandProvider and
/// the client capability workspace.executeCommand.
@method(name: "workspace/executeCommand", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["running"])
operation ExecuteCommandRequest {
    input: ExecuteCommandParams
    output: ExecuteCommandRequestOutput
}

structure ExecuteCommandRequestOutput {
    @required
    result: ExecuteCommandRequestResult
}

@untagged
union ExecuteCommandRequestResult {
    lspAny: Document
    nullValue: Unit
}

/// Notification workspace/didChangeWorkspaceFolders, client to server. Announced by the server capability
/// workspace.workspaceFolders.changeNotifications.
@method(name: "workspace/didChangeWorkspaceFolders", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidChangeWorkspaceFoldersNotification {
    input: DidChangeWorkspaceFoldersParams
}

/// Notification window/workDoneProgress/cancel, client to server.
@method(name: "window/workDoneProgress/cancel", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation WorkDoneProgressCancelNotification {
    input: WorkDoneProgressCancelParams
}

/// Notification workspace/didCreateFiles, client to server. Announced by the server capability
/// workspace.fileOperations.didCreate and the client capability workspace.fileOperations.didCreate.
@method(name: "workspace/didCreateFiles", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidCreateFilesNotification {
    input: CreateFilesParams
}

/// Notification workspace/didRenameFiles, client to server. Announced by the server capability
/// workspace.fileOperations.didRename and the client capability workspace.fileOperations.didRename.
@method(name: "workspace/didRenameFiles", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidRenameFilesNotification {
    input: RenameFilesParams
}

/// Notification workspace/didDeleteFiles, client to server. Announced by the server capability
/// workspace.fileOperations.didDelete and the client capability workspace.fileOperations.didDelete.
@method(name: "workspace/didDeleteFiles", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidDeleteFilesNotification {
    input: DeleteFilesParams
}

/// Notification notebookDocument/didOpen, client to server.
@method(name: "notebookDocument/didOpen", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidOpenNotebookDocumentNotification {
    input: DidOpenNotebookDocumentParams
}

/// Notification notebookDocument/didChange, client to server.
@method(name: "notebookDocument/didChange", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidChangeNotebookDocumentNotification {
    input: DidChangeNotebookDocumentParams
}

/// Notification notebookDocument/didSave, client to server.
@method(name: "notebookDocument/didSave", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidSaveNotebookDocumentNotification {
    input: DidSaveNotebookDocumentParams
}

/// Notification notebookDocument/didClose, client to server.
@method(name: "notebookDocument/didClose", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidCloseNotebookDocumentNotification {
    input: DidCloseNotebookDocumentParams
}

/// Notification initialized, client to server.
@method(name: "initialized", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized"], onCall: "running")
operation InitializedNotification {
    input: InitializedParams
}

/// Notification exit, client to server.
@method(name: "exit", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["uninitialized", "initializing", "awaitingInitialized", "running", "shuttingDown"], onCall: "exited")
operation ExitNotification {
}

/// Notification workspace/didChangeConfiguration, client to server. Announced by the client capability
/// workspace.didChangeConfiguration.
@method(name: "workspace/didChangeConfiguration", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidChangeConfigurationNotification {
    input: DidChangeConfigurationParams
}

/// Notification textDocument/didOpen, client to server. Announced by the server capability textDocumentSync.openClose
/// and the client capability textDocument.synchronization.
@method(name: "textDocument/didOpen", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidOpenTextDocumentNotification {
    input: DidOpenTextDocumentParams
}

/// Notification textDocument/didChange, client to server. Announced by the server capability textDocumentSync and the
/// client capability textDocument.synchronization.
@method(name: "textDocument/didChange", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidChangeTextDocumentNotification {
    input: DidChangeTextDocumentParams
}

/// Notification textDocument/didClose, client to server. Announced by the server capability textDocumentSync.openClose
/// and the client capability textDocument.synchronization.
@method(name: "textDocument/didClose", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidCloseTextDocumentNotification {
    input: DidCloseTextDocumentParams
}

/// Notification textDocument/didSave, client to server. Announced by the server capability textDocumentSync.save and
/// the client capability textDocument.synchronization.didSave.
@method(name: "textDocument/didSave", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidSaveTextDocumentNotification {
    input: DidSaveTextDocumentParams
}

/// Notification textDocument/willSave, client to server. Announced by the server capability textDocumentSync.willSave
/// and the client capability textDocument.synchronization.willSave.
@method(name: "textDocument/willSave", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation WillSaveTextDocumentNotification {
    input: WillSaveTextDocumentParams
}

/// Notification workspace/didChangeWatchedFiles, client to server. Announced by the client capability
/// workspace.didChangeWatchedFiles.
@method(name: "workspace/didChangeWatchedFiles", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation DidChangeWatchedFilesNotification {
    input: DidChangeWatchedFilesParams
}

/// Notification $/setTrace, client to server.
@method(name: "$/setTrace", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation SetTraceNotification {
    input: SetTraceParams
}

/// Notification $/cancelRequest, sent both ways; here client to server.
@method(name: "$/cancelRequest", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["initializing", "running"])
@jsonRpcCancels(idMember: "id", code: -32800)
operation CancelNotification {
    input: CancelParams
}

/// Notification $/progress, sent both ways; here client to server.
@method(name: "$/progress", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["running"])
operation ProgressNotification {
    input: ProgressParams
}

/// Request workspace/workspaceFolders, server to client. Announced by the server capability workspace.workspaceFolders
/// and the client capability workspace.workspaceFolders.
@method(name: "workspace/workspaceFolders", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation WorkspaceFoldersRequest {
    output: WorkspaceFoldersRequestOutput
}

structure WorkspaceFoldersRequestOutput {
    @required
    result: WorkspaceFoldersRequestResult
}

@untagged
union WorkspaceFoldersRequestResult {
    workspaceFolderList: WorkspaceFolderList
    nullValue: Unit
}

list WorkspaceFolderList {
    member: WorkspaceFolder
}

/// Request workspace/configuration, server to client. Announced by the client capability workspace.configuration.
@method(name: "workspace/configuration", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation ConfigurationRequest {
    input: ConfigurationParams
    output: ConfigurationRequestOutput
}

structure ConfigurationRequestOutput {
    @required
    result: LSPArray
}

/// Request workspace/foldingRange/refresh, server to client (proposed). Announced by the client capability
/// workspace.foldingRange.refreshSupport.
@method(name: "workspace/foldingRange/refresh", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation FoldingRangeRefreshRequest {
}

/// Request window/workDoneProgress/create, server to client. Announced by the client capability
/// window.workDoneProgress.
@method(name: "window/workDoneProgress/create", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation WorkDoneProgressCreateRequest {
    input: WorkDoneProgressCreateParams
}

/// Request workspace/semanticTokens/refresh, server to client. Announced by the client capability
/// workspace.semanticTokens.refreshSupport.
@method(name: "workspace/semanticTokens/refresh", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation SemanticTokensRefreshRequest {
}

/// Request window/showDocument, server to client. Announced by the client capability window.showDocument.support.
@method(name: "window/showDocument", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation ShowDocumentRequest {
    input: ShowDocumentParams
    output: ShowDocumentRequestOutput
}

structure ShowDocumentRequestOutput {
    @required
    result: ShowDocumentResult
}

/// Request workspace/inlineValue/refresh, server to client. Announced by the client capability
/// workspace.inlineValue.refreshSupport.
@method(name: "workspace/inlineValue/refresh", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation InlineValueRefreshRequest {
}

/// Request workspace/inlayHint/refresh, server to client. Announced by the client capability
/// workspace.inlayHint.refreshSupport.
@method(name: "workspace/inlayHint/refresh", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation InlayHintRefreshRequest {
}

/// Request workspace/diagnostic/refresh, server to client. Announced by the client capability
/// workspace.diagnostics.refreshSupport.
@method(name: "workspace/diagnostic/refresh", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation DiagnosticRefreshRequest {
}

/// Request workspace/textDocumentContent/refresh, server to client (proposed).
@method(name: "workspace/textDocumentContent/refresh", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation TextDocumentContentRefreshRequest {
    input: TextDocumentContentRefreshParams
}

/// Request client/registerCapability, server to client.
@method(name: "client/registerCapability", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation RegistrationRequest {
    input: RegistrationParams
}

/// Request client/unregisterCapability, server to client.
@method(name: "client/unregisterCapability", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation UnregistrationRequest {
    input: UnregistrationParams
}

/// Request window/showMessageRequest, server to client. Announced by the client capability window.showMessage.
@method(name: "window/showMessageRequest", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["initializing", "awaitingInitialized", "running", "shuttingDown"])
operation ShowMessageRequest {
    input: ShowMessageRequestParams
    output: ShowMessageRequestOutput
}

structure ShowMessageRequestOutput {
    @required
    result: ShowMessageRequestResult
}

@untagged
union ShowMessageRequestResult {
    messageActionItem: MessageActionItem
    nullValue: Unit
}

/// Request workspace/codeLens/refresh, server to client. Announced by the client capability workspace.codeLens.
@method(name: "workspace/codeLens/refresh", kind: "call", nullResult: true)
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation CodeLensRefreshRequest {
}

/// Request workspace/applyEdit, server to client. Announced by the client capability workspace.applyEdit.
@method(name: "workspace/applyEdit", kind: "call", resultMember: "result")
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation ApplyWorkspaceEditRequest {
    input: ApplyWorkspaceEditParams
    output: ApplyWorkspaceEditRequestOutput
}

structure ApplyWorkspaceEditRequestOutput {
    @required
    result: ApplyWorkspaceEditResult
}

/// Notification window/showMessage, server to client. Announced by the client capability window.showMessage.
@method(name: "window/showMessage", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["initializing", "awaitingInitialized", "running", "shuttingDown"])
operation ShowMessageNotification {
    input: ShowMessageParams
}

/// Notification window/logMessage, server to client.
@method(name: "window/logMessage", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["initializing", "awaitingInitialized", "running", "shuttingDown"])
operation LogMessageNotification {
    input: LogMessageParams
}

/// Notification telemetry/event, server to client.
@method(name: "telemetry/event", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["initializing", "awaitingInitialized", "running", "shuttingDown"])
operation TelemetryEventNotification {
    input := {}
}

/// Notification textDocument/publishDiagnostics, server to client. Announced by the client capability
/// textDocument.publishDiagnostics.
@method(name: "textDocument/publishDiagnostics", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation PublishDiagnosticsNotification {
    input: PublishDiagnosticsParams
}

/// Notification $/logTrace, server to client.
@method(name: "$/logTrace", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
operation LogTraceNotification {
    input: LogTraceParams
}

/// Notification $/cancelRequest, sent both ways; here server to client.
@method(name: "$/cancelRequest", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["awaitingInitialized", "running", "shuttingDown"])
@jsonRpcCancels(idMember: "id", code: -32800)
operation CancelNotificationToClient {
    input: CancelParams
}

/// Notification $/progress, sent both ways; here server to client.
@method(name: "$/progress", kind: "notification")
@jsonRpcLifecycle(allowedIn: ["initializing", "awaitingInitialized", "running", "shuttingDown"])
operation ProgressNotificationToClient {
    input: ProgressParams
}

/// LSP's RequestFailed (-32803). Its data, when present, is any value.
@error("server")
@rpcError(code: -32803, dataMember: "data")
structure RequestFailed {
    data: Document
}

/// LSP's ServerCancelled (-32802). Its data, when present, is any value.
@error("server")
@rpcError(code: -32802, dataMember: "data")
structure ServerCancelled {
    data: Document
}

/// LSP's ContentModified (-32801). Its data, when present, is any value.
@error("server")
@rpcError(code: -32801, dataMember: "data")
structure ContentModified {
    data: Document
}

/// LSP's RequestCancelled (-32800). Its data, when present, is any value.
@error("server")
@rpcError(code: -32800, dataMember: "data")
structure RequestCancelled {
    data: Document
}

/// LSP's uinteger: an integer from 0 to 2^31 - 1.
@range(min: 0)
integer UInteger

/// LSP's DocumentUri: a URI string; its form is not checked.
string DocumentUri

/// LSP's URI: a URI string; its form is not checked.
string URI

/// LSP's RegExp: a regular expression string; its syntax is not checked.
string RegExp

structure ImplementationParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    partialResultToken: ProgressToken
}

structure Location {
    @required
    uri: DocumentUri

    @required
    range: Range
}

structure ImplementationRegistrationOptions {
    @required
    documentSelector: ImplementationRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    id: String
}

@untagged
union ImplementationRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure TypeDefinitionParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    partialResultToken: ProgressToken
}

structure TypeDefinitionRegistrationOptions {
    @required
    documentSelector: TypeDefinitionRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    id: String
}

@untagged
union TypeDefinitionRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure WorkspaceFolder {
    @required
    uri: URI

    @required
    name: String
}

structure DidChangeWorkspaceFoldersParams {
    @required
    event: WorkspaceFoldersChangeEvent
}

structure ConfigurationParams {
    @required
    items: ConfigurationItemList
}

list ConfigurationItemList {
    member: ConfigurationItem
}

structure DocumentColorParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier
}

structure ColorInformation {
    @required
    range: Range

    @required
    color: Color
}

structure DocumentColorRegistrationOptions {
    @required
    documentSelector: DocumentColorRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    id: String
}

@untagged
union DocumentColorRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure ColorPresentationParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    color: Color

    @required
    range: Range
}

structure ColorPresentation {
    @required
    label: String

    textEdit: TextEdit

    additionalTextEdits: TextEditList
}

structure WorkDoneProgressOptions {
    workDoneProgress: Boolean
}

structure TextDocumentRegistrationOptions {
    @required
    documentSelector: TextDocumentRegistrationOptionsDocumentSelector
}

@untagged
union TextDocumentRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure FoldingRangeParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier
}

structure FoldingRange {
    @required
    startLine: UInteger

    startCharacter: UInteger

    @required
    endLine: UInteger

    endCharacter: UInteger

    kind: FoldingRangeKind

    collapsedText: String
}

structure FoldingRangeRegistrationOptions {
    @required
    documentSelector: FoldingRangeRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    id: String
}

@untagged
union FoldingRangeRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DeclarationParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    partialResultToken: ProgressToken
}

structure DeclarationRegistrationOptions {
    workDoneProgress: Boolean

    @required
    documentSelector: DeclarationRegistrationOptionsDocumentSelector

    id: String
}

@untagged
union DeclarationRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure SelectionRangeParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    positions: PositionList
}

list PositionList {
    member: Position
}

structure SelectionRange {
    @required
    range: Range

    parent: SelectionRange
}

structure SelectionRangeRegistrationOptions {
    workDoneProgress: Boolean

    @required
    documentSelector: SelectionRangeRegistrationOptionsDocumentSelector

    id: String
}

@untagged
union SelectionRangeRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure WorkDoneProgressCreateParams {
    @required
    token: ProgressToken
}

structure WorkDoneProgressCancelParams {
    @required
    token: ProgressToken
}

structure CallHierarchyPrepareParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken
}

structure CallHierarchyItem {
    @required
    name: String

    @required
    kind: SymbolKind

    tags: SymbolTagList

    detail: String

    @required
    uri: DocumentUri

    @required
    range: Range

    @required
    selectionRange: Range

    data: Document
}

list SymbolTagList {
    member: SymbolTag
}

structure CallHierarchyRegistrationOptions {
    @required
    documentSelector: CallHierarchyRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    id: String
}

@untagged
union CallHierarchyRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure CallHierarchyIncomingCallsParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    item: CallHierarchyItem
}

structure CallHierarchyIncomingCall {
    @required
    from: CallHierarchyItem

    @required
    fromRanges: RangeList
}

list RangeList {
    member: Range
}

structure CallHierarchyOutgoingCallsParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    item: CallHierarchyItem
}

structure CallHierarchyOutgoingCall {
    @required
    to: CallHierarchyItem

    @required
    fromRanges: RangeList
}

structure SemanticTokensParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier
}

structure SemanticTokens {
    resultId: String

    @required
    data: UIntegerList
}

list UIntegerList {
    member: UInteger
}

structure SemanticTokensPartialResult {
    @required
    data: UIntegerList
}

structure SemanticTokensRegistrationOptions {
    @required
    documentSelector: SemanticTokensRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    @required
    legend: SemanticTokensLegend

    range: SemanticTokensRegistrationOptionsRange

    full: SemanticTokensRegistrationOptionsFull

    id: String
}

@untagged
union SemanticTokensRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

@untagged
union SemanticTokensRegistrationOptionsRange {
    boolean: Boolean
    object: SemanticTokensRegistrationOptionsRangeObject
}

structure SemanticTokensRegistrationOptionsRangeObject {}

@untagged
union SemanticTokensRegistrationOptionsFull {
    boolean: Boolean
    semanticTokensFullDelta: SemanticTokensFullDelta
}

structure SemanticTokensDeltaParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    previousResultId: String
}

structure SemanticTokensDelta {
    resultId: String

    @required
    edits: SemanticTokensEditList
}

list SemanticTokensEditList {
    member: SemanticTokensEdit
}

structure SemanticTokensDeltaPartialResult {
    @required
    edits: SemanticTokensEditList
}

structure SemanticTokensRangeParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    range: Range
}

structure ShowDocumentParams {
    @required
    uri: URI

    external: Boolean

    takeFocus: Boolean

    selection: Range
}

structure ShowDocumentResult {
    @required
    success: Boolean
}

structure LinkedEditingRangeParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken
}

structure LinkedEditingRanges {
    @required
    ranges: RangeList

    wordPattern: String
}

structure LinkedEditingRangeRegistrationOptions {
    @required
    documentSelector: LinkedEditingRangeRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    id: String
}

@untagged
union LinkedEditingRangeRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure CreateFilesParams {
    @required
    files: FileCreateList
}

list FileCreateList {
    member: FileCreate
}

structure WorkspaceEdit {
    changes: WorkspaceEditChanges

    documentChanges: WorkspaceEditDocumentChanges

    changeAnnotations: WorkspaceEditChangeAnnotations
}

map WorkspaceEditChanges {
    key: DocumentUri
    value: TextEditList
}

list WorkspaceEditDocumentChanges {
    member: WorkspaceEditDocumentChangesItem
}

@untagged
union WorkspaceEditDocumentChangesItem {
    textDocumentEdit: TextDocumentEdit
    createFile: CreateFile
    renameFile: RenameFile
    deleteFile: DeleteFile
}

map WorkspaceEditChangeAnnotations {
    key: ChangeAnnotationIdentifier
    value: ChangeAnnotation
}

structure FileOperationRegistrationOptions {
    @required
    filters: FileOperationFilterList
}

list FileOperationFilterList {
    member: FileOperationFilter
}

structure RenameFilesParams {
    @required
    files: FileRenameList
}

list FileRenameList {
    member: FileRename
}

structure DeleteFilesParams {
    @required
    files: FileDeleteList
}

list FileDeleteList {
    member: FileDelete
}

structure MonikerParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    partialResultToken: ProgressToken
}

structure Moniker {
    @required
    scheme: String

    @required
    identifier: String

    @required
    unique: UniquenessLevel

    kind: MonikerKind
}

structure MonikerRegistrationOptions {
    @required
    documentSelector: MonikerRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean
}

@untagged
union MonikerRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure TypeHierarchyPrepareParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken
}

structure TypeHierarchyItem {
    @required
    name: String

    @required
    kind: SymbolKind

    tags: SymbolTagList

    detail: String

    @required
    uri: DocumentUri

    @required
    range: Range

    @required
    selectionRange: Range

    data: Document
}

structure TypeHierarchyRegistrationOptions {
    @required
    documentSelector: TypeHierarchyRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    id: String
}

@untagged
union TypeHierarchyRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure TypeHierarchySupertypesParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    item: TypeHierarchyItem
}

structure TypeHierarchySubtypesParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    item: TypeHierarchyItem
}

structure InlineValueParams {
    workDoneToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    range: Range

    @required
    context: InlineValueContext
}

structure InlineValueRegistrationOptions {
    workDoneProgress: Boolean

    @required
    documentSelector: InlineValueRegistrationOptionsDocumentSelector

    id: String
}

@untagged
union InlineValueRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure InlayHintParams {
    workDoneToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    range: Range
}

structure InlayHint {
    @required
    position: Position

    @required
    label: InlayHintLabel

    kind: InlayHintKind

    textEdits: TextEditList

    tooltip: InlayHintTooltip

    paddingLeft: Boolean

    paddingRight: Boolean

    data: Document
}

@untagged
union InlayHintLabel {
    string: String
    inlayHintLabelPartList: InlayHintLabelPartList
}

list InlayHintLabelPartList {
    member: InlayHintLabelPart
}

@untagged
union InlayHintTooltip {
    string: String
    markupContent: MarkupContent
}

structure InlayHintRegistrationOptions {
    workDoneProgress: Boolean

    resolveProvider: Boolean

    @required
    documentSelector: InlayHintRegistrationOptionsDocumentSelector

    id: String
}

@untagged
union InlayHintRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DocumentDiagnosticParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    identifier: String

    previousResultId: String
}

structure DocumentDiagnosticReportPartialResult {
    @required
    relatedDocuments: DocumentDiagnosticReportPartialResultRelatedDocuments
}

map DocumentDiagnosticReportPartialResultRelatedDocuments {
    key: DocumentUri
    value: DocumentDiagnosticReportPartialResultRelatedDocumentsValue
}

@untagged
union DocumentDiagnosticReportPartialResultRelatedDocumentsValue {
    fullDocumentDiagnosticReport: FullDocumentDiagnosticReport
    unchangedDocumentDiagnosticReport: UnchangedDocumentDiagnosticReport
}

structure DiagnosticServerCancellationData {
    @required
    retriggerRequest: Boolean
}

structure DiagnosticRegistrationOptions {
    @required
    documentSelector: DiagnosticRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    identifier: String

    @required
    interFileDependencies: Boolean

    @required
    workspaceDiagnostics: Boolean

    id: String
}

@untagged
union DiagnosticRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure WorkspaceDiagnosticParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    identifier: String

    @required
    previousResultIds: PreviousResultIdList
}

list PreviousResultIdList {
    member: PreviousResultId
}

structure WorkspaceDiagnosticReport {
    @required
    items: WorkspaceDocumentDiagnosticReportList
}

list WorkspaceDocumentDiagnosticReportList {
    member: WorkspaceDocumentDiagnosticReport
}

structure WorkspaceDiagnosticReportPartialResult {
    @required
    items: WorkspaceDocumentDiagnosticReportList
}

structure DidOpenNotebookDocumentParams {
    @required
    notebookDocument: NotebookDocument

    @required
    cellTextDocuments: TextDocumentItemList
}

list TextDocumentItemList {
    member: TextDocumentItem
}

structure NotebookDocumentSyncRegistrationOptions {
    @required
    notebookSelector: NotebookDocumentSyncRegistrationOptionsNotebookSelector

    save: Boolean

    id: String
}

list NotebookDocumentSyncRegistrationOptionsNotebookSelector {
    member: NotebookDocumentSyncRegistrationOptionsNotebookSelectorItem
}

@untagged
union NotebookDocumentSyncRegistrationOptionsNotebookSelectorItem {
    notebookDocumentFilterWithNotebook: NotebookDocumentFilterWithNotebook
    notebookDocumentFilterWithCells: NotebookDocumentFilterWithCells
}

structure DidChangeNotebookDocumentParams {
    @required
    notebookDocument: VersionedNotebookDocumentIdentifier

    @required
    change: NotebookDocumentChangeEvent
}

structure DidSaveNotebookDocumentParams {
    @required
    notebookDocument: NotebookDocumentIdentifier
}

structure DidCloseNotebookDocumentParams {
    @required
    notebookDocument: NotebookDocumentIdentifier

    @required
    cellTextDocuments: TextDocumentIdentifierList
}

list TextDocumentIdentifierList {
    member: TextDocumentIdentifier
}

structure InlineCompletionParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    @required
    context: InlineCompletionContext
}

structure InlineCompletionList {
    @required
    items: InlineCompletionItemList
}

structure InlineCompletionItem {
    @required
    insertText: InlineCompletionItemInsertText

    filterText: String

    range: Range

    command: Command
}

@untagged
union InlineCompletionItemInsertText {
    string: String
    stringValue: StringValue
}

structure InlineCompletionRegistrationOptions {
    workDoneProgress: Boolean

    @required
    documentSelector: InlineCompletionRegistrationOptionsDocumentSelector

    id: String
}

@untagged
union InlineCompletionRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure TextDocumentContentParams {
    @required
    uri: DocumentUri
}

structure TextDocumentContentResult {
    @required
    text: String
}

structure TextDocumentContentRegistrationOptions {
    @required
    schemes: StringList

    id: String
}

list StringList {
    member: String
}

structure TextDocumentContentRefreshParams {
    @required
    uri: DocumentUri
}

structure RegistrationParams {
    @required
    registrations: RegistrationList
}

list RegistrationList {
    member: Registration
}

structure UnregistrationParams {
    @required
    unregisterations: UnregistrationList
}

list UnregistrationList {
    member: Unregistration
}

structure InitializeParams {
    workDoneToken: ProgressToken

    @required
    processId: InitializeParamsProcessId

    clientInfo: ClientInfo

    locale: String

    rootPath: InitializeParamsRootPath

    @required
    rootUri: InitializeParamsRootUri

    @required
    capabilities: ClientCapabilities

    initializationOptions: Document

    trace: TraceValue

    workspaceFolders: InitializeParamsWorkspaceFolders
}

@untagged
union InitializeParamsProcessId {
    integer: Integer
    nullValue: Unit
}

@untagged
union InitializeParamsRootPath {
    string: String
    nullValue: Unit
}

@untagged
union InitializeParamsRootUri {
    documentUri: DocumentUri
    nullValue: Unit
}

@untagged
union InitializeParamsWorkspaceFolders {
    workspaceFolderList: WorkspaceFolderList
    nullValue: Unit
}

structure InitializeResult {
    @required
    capabilities: ServerCapabilities

    serverInfo: ServerInfo
}

structure InitializeError {
    @required
    retry: Boolean
}

structure InitializedParams {}

structure DidChangeConfigurationParams {
    @required
    settings: Document
}

structure DidChangeConfigurationRegistrationOptions {
    section: DidChangeConfigurationRegistrationOptionsSection
}

@untagged
union DidChangeConfigurationRegistrationOptionsSection {
    string: String
    stringList: StringList
}

structure ShowMessageParams {
    @required
    type: MessageType

    @required
    message: String
}

structure ShowMessageRequestParams {
    @required
    type: MessageType

    @required
    message: String

    actions: MessageActionItemList
}

list MessageActionItemList {
    member: MessageActionItem
}

structure MessageActionItem {
    @required
    title: String
}

structure LogMessageParams {
    @required
    type: MessageType

    @required
    message: String
}

structure DidOpenTextDocumentParams {
    @required
    textDocument: TextDocumentItem
}

structure DidChangeTextDocumentParams {
    @required
    textDocument: VersionedTextDocumentIdentifier

    @required
    contentChanges: TextDocumentContentChangeEventList
}

list TextDocumentContentChangeEventList {
    member: TextDocumentContentChangeEvent
}

structure TextDocumentChangeRegistrationOptions {
    @required
    documentSelector: TextDocumentChangeRegistrationOptionsDocumentSelector

    @required
    syncKind: TextDocumentSyncKind
}

@untagged
union TextDocumentChangeRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DidCloseTextDocumentParams {
    @required
    textDocument: TextDocumentIdentifier
}

structure DidSaveTextDocumentParams {
    @required
    textDocument: TextDocumentIdentifier

    text: String
}

structure TextDocumentSaveRegistrationOptions {
    @required
    documentSelector: TextDocumentSaveRegistrationOptionsDocumentSelector

    includeText: Boolean
}

@untagged
union TextDocumentSaveRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure WillSaveTextDocumentParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    reason: TextDocumentSaveReason
}

structure TextEdit {
    @required
    range: Range

    @required
    newText: String
}

structure DidChangeWatchedFilesParams {
    @required
    changes: FileEventList
}

list FileEventList {
    member: FileEvent
}

structure DidChangeWatchedFilesRegistrationOptions {
    @required
    watchers: FileSystemWatcherList
}

list FileSystemWatcherList {
    member: FileSystemWatcher
}

structure PublishDiagnosticsParams {
    @required
    uri: DocumentUri

    version: Integer

    @required
    diagnostics: DiagnosticList
}

list DiagnosticList {
    member: Diagnostic
}

structure CompletionParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    context: CompletionContext
}

structure CompletionItem {
    @required
    label: String

    labelDetails: CompletionItemLabelDetails

    kind: CompletionItemKind

    tags: CompletionItemTagList

    detail: String

    documentation: CompletionItemDocumentation

    deprecated: Boolean

    preselect: Boolean

    sortText: String

    filterText: String

    insertText: String

    insertTextFormat: InsertTextFormat

    insertTextMode: InsertTextMode

    textEdit: CompletionItemTextEdit

    textEditText: String

    additionalTextEdits: TextEditList

    commitCharacters: StringList

    command: Command

    data: Document
}

list CompletionItemTagList {
    member: CompletionItemTag
}

@untagged
union CompletionItemDocumentation {
    string: String
    markupContent: MarkupContent
}

@untagged
union CompletionItemTextEdit {
    textEdit: TextEdit
    insertReplaceEdit: InsertReplaceEdit
}

structure CompletionList {
    @required
    isIncomplete: Boolean

    itemDefaults: CompletionItemDefaults

    applyKind: CompletionItemApplyKinds

    @required
    items: CompletionItemList
}

structure CompletionRegistrationOptions {
    @required
    documentSelector: CompletionRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    triggerCharacters: StringList

    allCommitCharacters: StringList

    resolveProvider: Boolean

    completionItem: ServerCompletionItemOptions
}

@untagged
union CompletionRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure HoverParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken
}

structure Hover {
    @required
    contents: HoverContents

    range: Range
}

@untagged
union HoverContents {
    markupContent: MarkupContent
    markedString: MarkedString
    markedStringList: MarkedStringList
}

list MarkedStringList {
    member: MarkedString
}

structure HoverRegistrationOptions {
    @required
    documentSelector: HoverRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean
}

@untagged
union HoverRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure SignatureHelpParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    context: SignatureHelpContext
}

structure SignatureHelp {
    @required
    signatures: SignatureInformationList

    activeSignature: UInteger

    activeParameter: SignatureHelpActiveParameter
}

list SignatureInformationList {
    member: SignatureInformation
}

@untagged
union SignatureHelpActiveParameter {
    uinteger: UInteger
    nullValue: Unit
}

structure SignatureHelpRegistrationOptions {
    @required
    documentSelector: SignatureHelpRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    triggerCharacters: StringList

    retriggerCharacters: StringList
}

@untagged
union SignatureHelpRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DefinitionParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    partialResultToken: ProgressToken
}

structure DefinitionRegistrationOptions {
    @required
    documentSelector: DefinitionRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean
}

@untagged
union DefinitionRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure ReferenceParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    context: ReferenceContext
}

structure ReferenceRegistrationOptions {
    @required
    documentSelector: ReferenceRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean
}

@untagged
union ReferenceRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DocumentHighlightParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken

    partialResultToken: ProgressToken
}

structure DocumentHighlight {
    @required
    range: Range

    kind: DocumentHighlightKind
}

structure DocumentHighlightRegistrationOptions {
    @required
    documentSelector: DocumentHighlightRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean
}

@untagged
union DocumentHighlightRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DocumentSymbolParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier
}

structure SymbolInformation {
    @required
    name: String

    @required
    kind: SymbolKind

    tags: SymbolTagList

    containerName: String

    deprecated: Boolean

    @required
    location: Location
}

structure DocumentSymbol {
    @required
    name: String

    detail: String

    @required
    kind: SymbolKind

    tags: SymbolTagList

    deprecated: Boolean

    @required
    range: Range

    @required
    selectionRange: Range

    children: DocumentSymbolList
}

structure DocumentSymbolRegistrationOptions {
    @required
    documentSelector: DocumentSymbolRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    label: String
}

@untagged
union DocumentSymbolRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure CodeActionParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    range: Range

    @required
    context: CodeActionContext
}

structure Command {
    @required
    title: String

    tooltip: String

    @required
    command: String

    arguments: LSPArray
}

structure CodeAction {
    @required
    title: String

    kind: CodeActionKind

    diagnostics: DiagnosticList

    isPreferred: Boolean

    disabled: CodeActionDisabled

    edit: WorkspaceEdit

    command: Command

    data: Document

    tags: CodeActionTagList
}

list CodeActionTagList {
    member: CodeActionTag
}

structure CodeActionRegistrationOptions {
    @required
    documentSelector: CodeActionRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    codeActionKinds: CodeActionKindList

    documentation: CodeActionKindDocumentationList

    resolveProvider: Boolean
}

@untagged
union CodeActionRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

list CodeActionKindList {
    member: CodeActionKind
}

list CodeActionKindDocumentationList {
    member: CodeActionKindDocumentation
}

structure WorkspaceSymbolParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    query: String
}

structure WorkspaceSymbol {
    @required
    name: String

    @required
    kind: SymbolKind

    tags: SymbolTagList

    containerName: String

    @required
    location: WorkspaceSymbolLocation

    data: Document
}

@untagged
union WorkspaceSymbolLocation {
    location: Location
    locationUriOnly: LocationUriOnly
}

structure WorkspaceSymbolRegistrationOptions {
    workDoneProgress: Boolean

    resolveProvider: Boolean
}

structure CodeLensParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier
}

structure CodeLens {
    @required
    range: Range

    command: Command

    data: Document
}

structure CodeLensRegistrationOptions {
    @required
    documentSelector: CodeLensRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    resolveProvider: Boolean
}

@untagged
union CodeLensRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DocumentLinkParams {
    workDoneToken: ProgressToken

    partialResultToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier
}

structure DocumentLink {
    @required
    range: Range

    target: URI

    tooltip: String

    data: Document
}

structure DocumentLinkRegistrationOptions {
    @required
    documentSelector: DocumentLinkRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    resolveProvider: Boolean
}

@untagged
union DocumentLinkRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DocumentFormattingParams {
    workDoneToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    options: FormattingOptions
}

structure DocumentFormattingRegistrationOptions {
    @required
    documentSelector: DocumentFormattingRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean
}

@untagged
union DocumentFormattingRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DocumentRangeFormattingParams {
    workDoneToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    range: Range

    @required
    options: FormattingOptions
}

structure DocumentRangeFormattingRegistrationOptions {
    @required
    documentSelector: DocumentRangeFormattingRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    rangesSupport: Boolean
}

@untagged
union DocumentRangeFormattingRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure DocumentRangesFormattingParams {
    workDoneToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    ranges: RangeList

    @required
    options: FormattingOptions
}

structure DocumentOnTypeFormattingParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    @required
    ch: String

    @required
    options: FormattingOptions
}

structure DocumentOnTypeFormattingRegistrationOptions {
    @required
    documentSelector: DocumentOnTypeFormattingRegistrationOptionsDocumentSelector

    @required
    firstTriggerCharacter: String

    moreTriggerCharacter: StringList
}

@untagged
union DocumentOnTypeFormattingRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure RenameParams {
    workDoneToken: ProgressToken

    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    @required
    newName: String
}

structure RenameRegistrationOptions {
    @required
    documentSelector: RenameRegistrationOptionsDocumentSelector

    workDoneProgress: Boolean

    prepareProvider: Boolean
}

@untagged
union RenameRegistrationOptionsDocumentSelector {
    documentSelector: DocumentSelector
    nullValue: Unit
}

structure PrepareRenameParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position

    workDoneToken: ProgressToken
}

structure ExecuteCommandParams {
    workDoneToken: ProgressToken

    @required
    command: String

    arguments: LSPArray
}

structure ExecuteCommandRegistrationOptions {
    workDoneProgress: Boolean

    @required
    commands: StringList
}

structure ApplyWorkspaceEditParams {
    label: String

    @required
    edit: WorkspaceEdit

    metadata: WorkspaceEditMetadata
}

structure ApplyWorkspaceEditResult {
    @required
    applied: Boolean

    failureReason: String

    failedChange: UInteger
}

structure WorkDoneProgressBegin {
    @required
    kind: WorkDoneProgressBeginKind

    @required
    title: String

    cancellable: Boolean

    message: String

    percentage: UInteger
}

/// Exactly "begin".
enum WorkDoneProgressBeginKind {
    BEGIN = "begin"
}

structure WorkDoneProgressReport {
    @required
    kind: WorkDoneProgressReportKind

    cancellable: Boolean

    message: String

    percentage: UInteger
}

/// Exactly "report".
enum WorkDoneProgressReportKind {
    REPORT = "report"
}

structure WorkDoneProgressEnd {
    @required
    kind: WorkDoneProgressEndKind

    message: String
}

/// Exactly "end".
enum WorkDoneProgressEndKind {
    END = "end"
}

structure SetTraceParams {
    @required
    value: TraceValue
}

structure LogTraceParams {
    @required
    message: String

    verbose: String
}

structure CancelParams {
    @required
    id: CancelParamsId
}

@untagged
union CancelParamsId {
    integer: Integer
    string: String
}

structure ProgressParams {
    @required
    token: ProgressToken

    @required
    value: Document
}

structure TextDocumentPositionParams {
    @required
    textDocument: TextDocumentIdentifier

    @required
    position: Position
}

structure WorkDoneProgressParams {
    workDoneToken: ProgressToken
}

structure PartialResultParams {
    partialResultToken: ProgressToken
}

structure LocationLink {
    originSelectionRange: Range

    @required
    targetUri: DocumentUri

    @required
    targetRange: Range

    @required
    targetSelectionRange: Range
}

structure Range {
    @required
    start: Position

    @required
    end: Position
}

structure ImplementationOptions {
    workDoneProgress: Boolean
}

structure StaticRegistrationOptions {
    id: String
}

structure TypeDefinitionOptions {
    workDoneProgress: Boolean
}

structure WorkspaceFoldersChangeEvent {
    @required
    added: WorkspaceFolderList

    @required
    removed: WorkspaceFolderList
}

structure ConfigurationItem {
    scopeUri: URI

    section: String
}

structure TextDocumentIdentifier {
    @required
    uri: DocumentUri
}

structure Color {
    @required
    red: Double

    @required
    green: Double

    @required
    blue: Double

    @required
    alpha: Double
}

structure DocumentColorOptions {
    workDoneProgress: Boolean
}

structure FoldingRangeOptions {
    workDoneProgress: Boolean
}

structure DeclarationOptions {
    workDoneProgress: Boolean
}

structure Position {
    @required
    line: UInteger

    @required
    character: UInteger
}

structure SelectionRangeOptions {
    workDoneProgress: Boolean
}

structure CallHierarchyOptions {
    workDoneProgress: Boolean
}

structure SemanticTokensOptions {
    workDoneProgress: Boolean

    @required
    legend: SemanticTokensLegend

    range: SemanticTokensOptionsRange

    full: SemanticTokensOptionsFull
}

@untagged
union SemanticTokensOptionsRange {
    boolean: Boolean
    object: SemanticTokensOptionsRangeObject
}

structure SemanticTokensOptionsRangeObject {}

@untagged
union SemanticTokensOptionsFull {
    boolean: Boolean
    semanticTokensFullDelta: SemanticTokensFullDelta
}

structure SemanticTokensEdit {
    @required
    start: UInteger

    @required
    deleteCount: UInteger

    data: UIntegerList
}

structure LinkedEditingRangeOptions {
    workDoneProgress: Boolean
}

structure FileCreate {
    @required
    uri: String
}

structure TextDocumentEdit {
    @required
    textDocument: OptionalVersionedTextDocumentIdentifier

    @required
    edits: TextDocumentEditEdits
}

list TextDocumentEditEdits {
    member: TextDocumentEditEditsItem
}

@untagged
union TextDocumentEditEditsItem {
    textEdit: TextEdit
    annotatedTextEdit: AnnotatedTextEdit
    snippetTextEdit: SnippetTextEdit
}

structure CreateFile {
    @required
    kind: CreateFileKind

    annotationId: ChangeAnnotationIdentifier

    @required
    uri: DocumentUri

    options: CreateFileOptions
}

/// Exactly "create".
enum CreateFileKind {
    CREATE = "create"
}

structure RenameFile {
    @required
    kind: RenameFileKind

    annotationId: ChangeAnnotationIdentifier

    @required
    oldUri: DocumentUri

    @required
    newUri: DocumentUri

    options: RenameFileOptions
}

/// Exactly "rename".
enum RenameFileKind {
    RENAME = "rename"
}

structure DeleteFile {
    @required
    kind: DeleteFileKind

    annotationId: ChangeAnnotationIdentifier

    @required
    uri: DocumentUri

    options: DeleteFileOptions
}

/// Exactly "delete".
enum DeleteFileKind {
    DELETE = "delete"
}

structure ChangeAnnotation {
    @required
    label: String

    needsConfirmation: Boolean

    description: String
}

structure FileOperationFilter {
    scheme: String

    @required
    pattern: FileOperationPattern
}

structure FileRename {
    @required
    oldUri: String

    @required
    newUri: String
}

structure FileDelete {
    @required
    uri: String
}

structure MonikerOptions {
    workDoneProgress: Boolean
}

structure TypeHierarchyOptions {
    workDoneProgress: Boolean
}

structure InlineValueContext {
    @required
    frameId: Integer

    @required
    stoppedLocation: Range
}

structure InlineValueText {
    @required
    range: Range

    @required
    text: String
}

structure InlineValueVariableLookup {
    @required
    range: Range

    variableName: String

    @required
    caseSensitiveLookup: Boolean
}

structure InlineValueEvaluatableExpression {
    @required
    range: Range

    expression: String
}

structure InlineValueOptions {
    workDoneProgress: Boolean
}

structure InlayHintLabelPart {
    @required
    value: String

    tooltip: InlayHintLabelPartTooltip

    location: Location

    command: Command
}

@untagged
union InlayHintLabelPartTooltip {
    string: String
    markupContent: MarkupContent
}

structure MarkupContent {
    @required
    kind: MarkupKind

    @required
    value: String
}

structure InlayHintOptions {
    workDoneProgress: Boolean

    resolveProvider: Boolean
}

structure RelatedFullDocumentDiagnosticReport {
    @required
    kind: RelatedFullDocumentDiagnosticReportKind

    resultId: String

    @required
    items: DiagnosticList

    relatedDocuments: RelatedFullDocumentDiagnosticReportRelatedDocuments
}

/// Exactly "full".
enum RelatedFullDocumentDiagnosticReportKind {
    FULL = "full"
}

map RelatedFullDocumentDiagnosticReportRelatedDocuments {
    key: DocumentUri
    value: RelatedFullDocumentDiagnosticReportRelatedDocumentsValue
}

@untagged
union RelatedFullDocumentDiagnosticReportRelatedDocumentsValue {
    fullDocumentDiagnosticReport: FullDocumentDiagnosticReport
    unchangedDocumentDiagnosticReport: UnchangedDocumentDiagnosticReport
}

structure RelatedUnchangedDocumentDiagnosticReport {
    @required
    kind: RelatedUnchangedDocumentDiagnosticReportKind

    @required
    resultId: String

    relatedDocuments: RelatedUnchangedDocumentDiagnosticReportRelatedDocuments
}

/// Exactly "unchanged".
enum RelatedUnchangedDocumentDiagnosticReportKind {
    UNCHANGED = "unchanged"
}

map RelatedUnchangedDocumentDiagnosticReportRelatedDocuments {
    key: DocumentUri
    value: RelatedUnchangedDocumentDiagnosticReportRelatedDocumentsValue
}

@untagged
union RelatedUnchangedDocumentDiagnosticReportRelatedDocumentsValue {
    fullDocumentDiagnosticReport: FullDocumentDiagnosticReport
    unchangedDocumentDiagnosticReport: UnchangedDocumentDiagnosticReport
}

structure FullDocumentDiagnosticReport {
    @required
    kind: FullDocumentDiagnosticReportKind

    resultId: String

    @required
    items: DiagnosticList
}

/// Exactly "full".
enum FullDocumentDiagnosticReportKind {
    FULL = "full"
}

structure UnchangedDocumentDiagnosticReport {
    @required
    kind: UnchangedDocumentDiagnosticReportKind

    @required
    resultId: String
}

/// Exactly "unchanged".
enum UnchangedDocumentDiagnosticReportKind {
    UNCHANGED = "unchanged"
}

structure DiagnosticOptions {
    workDoneProgress: Boolean

    identifier: String

    @required
    interFileDependencies: Boolean

    @required
    workspaceDiagnostics: Boolean
}

structure PreviousResultId {
    @required
    uri: DocumentUri

    @required
    value: String
}

structure NotebookDocument {
    @required
    uri: URI

    @required
    notebookType: String

    @required
    version: Integer

    metadata: LSPObject

    @required
    cells: NotebookCellList
}

list NotebookCellList {
    member: NotebookCell
}

structure TextDocumentItem {
    @required
    uri: DocumentUri

    @required
    languageId: LanguageKind

    @required
    version: Integer

    @required
    text: String
}

structure NotebookDocumentSyncOptions {
    @required
    notebookSelector: NotebookDocumentSyncOptionsNotebookSelector

    save: Boolean
}

list NotebookDocumentSyncOptionsNotebookSelector {
    member: NotebookDocumentSyncOptionsNotebookSelectorItem
}

@untagged
union NotebookDocumentSyncOptionsNotebookSelectorItem {
    notebookDocumentFilterWithNotebook: NotebookDocumentFilterWithNotebook
    notebookDocumentFilterWithCells: NotebookDocumentFilterWithCells
}

structure VersionedNotebookDocumentIdentifier {
    @required
    version: Integer

    @required
    uri: URI
}

structure NotebookDocumentChangeEvent {
    metadata: LSPObject

    cells: NotebookDocumentCellChanges
}

structure NotebookDocumentIdentifier {
    @required
    uri: URI
}

structure InlineCompletionContext {
    @required
    triggerKind: InlineCompletionTriggerKind

    selectedCompletionInfo: SelectedCompletionInfo
}

structure StringValue {
    @required
    kind: StringValueKind

    @required
    value: String
}

/// Exactly "snippet".
enum StringValueKind {
    SNIPPET = "snippet"
}

structure InlineCompletionOptions {
    workDoneProgress: Boolean
}

structure TextDocumentContentOptions {
    @required
    schemes: StringList
}

structure Registration {
    @required
    id: String

    @required
    method: String

    registerOptions: Document
}

structure Unregistration {
    @required
    id: String

    @required
    method: String
}

structure _InitializeParams {
    workDoneToken: ProgressToken

    @required
    processId: _InitializeParamsProcessId

    clientInfo: ClientInfo

    locale: String

    rootPath: _InitializeParamsRootPath

    @required
    rootUri: _InitializeParamsRootUri

    @required
    capabilities: ClientCapabilities

    initializationOptions: Document

    trace: TraceValue
}

@untagged
union _InitializeParamsProcessId {
    integer: Integer
    nullValue: Unit
}

@untagged
union _InitializeParamsRootPath {
    string: String
    nullValue: Unit
}

@untagged
union _InitializeParamsRootUri {
    documentUri: DocumentUri
    nullValue: Unit
}

structure WorkspaceFoldersInitializeParams {
    workspaceFolders: WorkspaceFoldersInitializeParamsWorkspaceFolders
}

@untagged
union WorkspaceFoldersInitializeParamsWorkspaceFolders {
    workspaceFolderList: WorkspaceFolderList
    nullValue: Unit
}

structure ServerCapabilities {
    positionEncoding: PositionEncodingKind

    textDocumentSync: ServerCapabilitiesTextDocumentSync

    notebookDocumentSync: ServerCapabilitiesNotebookDocumentSync

    completionProvider: CompletionOptions

    hoverProvider: ServerCapabilitiesHoverProvider

    signatureHelpProvider: SignatureHelpOptions

    declarationProvider: ServerCapabilitiesDeclarationProvider

    definitionProvider: ServerCapabilitiesDefinitionProvider

    typeDefinitionProvider: ServerCapabilitiesTypeDefinitionProvider

    implementationProvider: ServerCapabilitiesImplementationProvider

    referencesProvider: ServerCapabilitiesReferencesProvider

    documentHighlightProvider: ServerCapabilitiesDocumentHighlightProvider

    documentSymbolProvider: ServerCapabilitiesDocumentSymbolProvider

    codeActionProvider: ServerCapabilitiesCodeActionProvider

    codeLensProvider: CodeLensOptions

    documentLinkProvider: DocumentLinkOptions

    colorProvider: ServerCapabilitiesColorProvider

    workspaceSymbolProvider: ServerCapabilitiesWorkspaceSymbolProvider

    documentFormattingProvider: ServerCapabilitiesDocumentFormattingProvider

    documentRangeFormattingProvider: ServerCapabilitiesDocumentRangeFormattingProvider

    documentOnTypeFormattingProvider: DocumentOnTypeFormattingOptions

    renameProvider: ServerCapabilitiesRenameProvider

    foldingRangeProvider: ServerCapabilitiesFoldingRangeProvider

    selectionRangeProvider: ServerCapabilitiesSelectionRangeProvider

    executeCommandProvider: ExecuteCommandOptions

    callHierarchyProvider: ServerCapabilitiesCallHierarchyProvider

    linkedEditingRangeProvider: ServerCapabilitiesLinkedEditingRangeProvider

    semanticTokensProvider: ServerCapabilitiesSemanticTokensProvider

    monikerProvider: ServerCapabilitiesMonikerProvider

    typeHierarchyProvider: ServerCapabilitiesTypeHierarchyProvider

    inlineValueProvider: ServerCapabilitiesInlineValueProvider

    inlayHintProvider: ServerCapabilitiesInlayHintProvider

    diagnosticProvider: ServerCapabilitiesDiagnosticProvider

    inlineCompletionProvider: ServerCapabilitiesInlineCompletionProvider

    workspace: WorkspaceOptions

    experimental: Document
}

@untagged
union ServerCapabilitiesTextDocumentSync {
    textDocumentSyncOptions: TextDocumentSyncOptions
    textDocumentSyncKind: TextDocumentSyncKind
}

@untagged
union ServerCapabilitiesNotebookDocumentSync {
    notebookDocumentSyncOptions: NotebookDocumentSyncOptions
    notebookDocumentSyncRegistrationOptions: NotebookDocumentSyncRegistrationOptions
}

@untagged
union ServerCapabilitiesHoverProvider {
    boolean: Boolean
    hoverOptions: HoverOptions
}

@untagged
union ServerCapabilitiesDeclarationProvider {
    boolean: Boolean
    declarationOptions: DeclarationOptions
    declarationRegistrationOptions: DeclarationRegistrationOptions
}

@untagged
union ServerCapabilitiesDefinitionProvider {
    boolean: Boolean
    definitionOptions: DefinitionOptions
}

@untagged
union ServerCapabilitiesTypeDefinitionProvider {
    boolean: Boolean
    typeDefinitionOptions: TypeDefinitionOptions
    typeDefinitionRegistrationOptions: TypeDefinitionRegistrationOptions
}

@untagged
union ServerCapabilitiesImplementationProvider {
    boolean: Boolean
    implementationOptions: ImplementationOptions
    implementationRegistrationOptions: ImplementationRegistrationOptions
}

@untagged
union ServerCapabilitiesReferencesProvider {
    boolean: Boolean
    referenceOptions: ReferenceOptions
}

@untagged
union ServerCapabilitiesDocumentHighlightProvider {
    boolean: Boolean
    documentHighlightOptions: DocumentHighlightOptions
}

@untagged
union ServerCapabilitiesDocumentSymbolProvider {
    boolean: Boolean
    documentSymbolOptions: DocumentSymbolOptions
}

@untagged
union ServerCapabilitiesCodeActionProvider {
    boolean: Boolean
    codeActionOptions: CodeActionOptions
}

@untagged
union ServerCapabilitiesColorProvider {
    boolean: Boolean
    documentColorOptions: DocumentColorOptions
    documentColorRegistrationOptions: DocumentColorRegistrationOptions
}

@untagged
union ServerCapabilitiesWorkspaceSymbolProvider {
    boolean: Boolean
    workspaceSymbolOptions: WorkspaceSymbolOptions
}

@untagged
union ServerCapabilitiesDocumentFormattingProvider {
    boolean: Boolean
    documentFormattingOptions: DocumentFormattingOptions
}

@untagged
union ServerCapabilitiesDocumentRangeFormattingProvider {
    boolean: Boolean
    documentRangeFormattingOptions: DocumentRangeFormattingOptions
}

@untagged
union ServerCapabilitiesRenameProvider {
    boolean: Boolean
    renameOptions: RenameOptions
}

@untagged
union ServerCapabilitiesFoldingRangeProvider {
    boolean: Boolean
    foldingRangeOptions: FoldingRangeOptions
    foldingRangeRegistrationOptions: FoldingRangeRegistrationOptions
}

@untagged
union ServerCapabilitiesSelectionRangeProvider {
    boolean: Boolean
    selectionRangeOptions: SelectionRangeOptions
    selectionRangeRegistrationOptions: SelectionRangeRegistrationOptions
}

@untagged
union ServerCapabilitiesCallHierarchyProvider {
    boolean: Boolean
    callHierarchyOptions: CallHierarchyOptions
    callHierarchyRegistrationOptions: CallHierarchyRegistrationOptions
}

@untagged
union ServerCapabilitiesLinkedEditingRangeProvider {
    boolean: Boolean
    linkedEditingRangeOptions: LinkedEditingRangeOptions
    linkedEditingRangeRegistrationOptions: LinkedEditingRangeRegistrationOptions
}

@untagged
union ServerCapabilitiesSemanticTokensProvider {
    semanticTokensOptions: SemanticTokensOptions
    semanticTokensRegistrationOptions: SemanticTokensRegistrationOptions
}

@untagged
union ServerCapabilitiesMonikerProvider {
    boolean: Boolean
    monikerOptions: MonikerOptions
    monikerRegistrationOptions: MonikerRegistrationOptions
}

@untagged
union ServerCapabilitiesTypeHierarchyProvider {
    boolean: Boolean
    typeHierarchyOptions: TypeHierarchyOptions
    typeHierarchyRegistrationOptions: TypeHierarchyRegistrationOptions
}

@untagged
union ServerCapabilitiesInlineValueProvider {
    boolean: Boolean
    inlineValueOptions: InlineValueOptions
    inlineValueRegistrationOptions: InlineValueRegistrationOptions
}

@untagged
union ServerCapabilitiesInlayHintProvider {
    boolean: Boolean
    inlayHintOptions: InlayHintOptions
    inlayHintRegistrationOptions: InlayHintRegistrationOptions
}

@untagged
union ServerCapabilitiesDiagnosticProvider {
    diagnosticOptions: DiagnosticOptions
    diagnosticRegistrationOptions: DiagnosticRegistrationOptions
}

@untagged
union ServerCapabilitiesInlineCompletionProvider {
    boolean: Boolean
    inlineCompletionOptions: InlineCompletionOptions
}

structure ServerInfo {
    @required
    name: String

    version: String
}

structure VersionedTextDocumentIdentifier {
    @required
    uri: DocumentUri

    @required
    version: Integer
}

structure SaveOptions {
    includeText: Boolean
}

structure FileEvent {
    @required
    uri: DocumentUri

    @required
    type: FileChangeType
}

structure FileSystemWatcher {
    @required
    globPattern: GlobPattern

    kind: WatchKind
}

structure Diagnostic {
    @required
    range: Range

    severity: DiagnosticSeverity

    code: DiagnosticCode

    codeDescription: CodeDescription

    source: String

    @required
    message: String

    tags: DiagnosticTagList

    relatedInformation: DiagnosticRelatedInformationList

    data: Document
}

@untagged
union DiagnosticCode {
    integer: Integer
    string: String
}

list DiagnosticTagList {
    member: DiagnosticTag
}

list DiagnosticRelatedInformationList {
    member: DiagnosticRelatedInformation
}

structure CompletionContext {
    @required
    triggerKind: CompletionTriggerKind

    triggerCharacter: String
}

structure CompletionItemLabelDetails {
    detail: String

    description: String
}

structure InsertReplaceEdit {
    @required
    newText: String

    @required
    insert: Range

    @required
    replace: Range
}

structure CompletionItemDefaults {
    commitCharacters: StringList

    editRange: CompletionItemDefaultsEditRange

    insertTextFormat: InsertTextFormat

    insertTextMode: InsertTextMode

    data: Document
}

@untagged
union CompletionItemDefaultsEditRange {
    range: Range
    editRangeWithInsertReplace: EditRangeWithInsertReplace
}

structure CompletionItemApplyKinds {
    commitCharacters: ApplyKind

    data: ApplyKind
}

structure CompletionOptions {
    workDoneProgress: Boolean

    triggerCharacters: StringList

    allCommitCharacters: StringList

    resolveProvider: Boolean

    completionItem: ServerCompletionItemOptions
}

structure HoverOptions {
    workDoneProgress: Boolean
}

structure SignatureHelpContext {
    @required
    triggerKind: SignatureHelpTriggerKind

    triggerCharacter: String

    @required
    isRetrigger: Boolean

    activeSignatureHelp: SignatureHelp
}

structure SignatureInformation {
    @required
    label: String

    documentation: SignatureInformationDocumentation

    parameters: ParameterInformationList

    activeParameter: SignatureInformationActiveParameter
}

@untagged
union SignatureInformationDocumentation {
    string: String
    markupContent: MarkupContent
}

list ParameterInformationList {
    member: ParameterInformation
}

@untagged
union SignatureInformationActiveParameter {
    uinteger: UInteger
    nullValue: Unit
}

structure SignatureHelpOptions {
    workDoneProgress: Boolean

    triggerCharacters: StringList

    retriggerCharacters: StringList
}

structure DefinitionOptions {
    workDoneProgress: Boolean
}

structure ReferenceContext {
    @required
    includeDeclaration: Boolean
}

structure ReferenceOptions {
    workDoneProgress: Boolean
}

structure DocumentHighlightOptions {
    workDoneProgress: Boolean
}

structure BaseSymbolInformation {
    @required
    name: String

    @required
    kind: SymbolKind

    tags: SymbolTagList

    containerName: String
}

structure DocumentSymbolOptions {
    workDoneProgress: Boolean

    label: String
}

structure CodeActionContext {
    @required
    diagnostics: DiagnosticList

    only: CodeActionKindList

    triggerKind: CodeActionTriggerKind
}

structure CodeActionDisabled {
    @required
    reason: String
}

structure CodeActionOptions {
    workDoneProgress: Boolean

    codeActionKinds: CodeActionKindList

    documentation: CodeActionKindDocumentationList

    resolveProvider: Boolean
}

structure LocationUriOnly {
    @required
    uri: DocumentUri
}

structure WorkspaceSymbolOptions {
    workDoneProgress: Boolean

    resolveProvider: Boolean
}

structure CodeLensOptions {
    workDoneProgress: Boolean

    resolveProvider: Boolean
}

structure DocumentLinkOptions {
    workDoneProgress: Boolean

    resolveProvider: Boolean
}

structure FormattingOptions {
    @required
    tabSize: UInteger

    @required
    insertSpaces: Boolean

    trimTrailingWhitespace: Boolean

    insertFinalNewline: Boolean

    trimFinalNewlines: Boolean
}

structure DocumentFormattingOptions {
    workDoneProgress: Boolean
}

structure DocumentRangeFormattingOptions {
    workDoneProgress: Boolean

    rangesSupport: Boolean
}

structure DocumentOnTypeFormattingOptions {
    @required
    firstTriggerCharacter: String

    moreTriggerCharacter: StringList
}

structure RenameOptions {
    workDoneProgress: Boolean

    prepareProvider: Boolean
}

structure PrepareRenamePlaceholder {
    @required
    range: Range

    @required
    placeholder: String
}

structure PrepareRenameDefaultBehavior {
    @required
    defaultBehavior: Boolean
}

structure ExecuteCommandOptions {
    workDoneProgress: Boolean

    @required
    commands: StringList
}

structure WorkspaceEditMetadata {
    isRefactoring: Boolean
}

structure SemanticTokensLegend {
    @required
    tokenTypes: StringList

    @required
    tokenModifiers: StringList
}

structure SemanticTokensFullDelta {
    delta: Boolean
}

structure OptionalVersionedTextDocumentIdentifier {
    @required
    uri: DocumentUri

    @required
    version: OptionalVersionedTextDocumentIdentifierVersion
}

@untagged
union OptionalVersionedTextDocumentIdentifierVersion {
    integer: Integer
    nullValue: Unit
}

structure AnnotatedTextEdit {
    @required
    range: Range

    @required
    newText: String

    @required
    annotationId: ChangeAnnotationIdentifier
}

structure SnippetTextEdit {
    @required
    range: Range

    @required
    snippet: StringValue

    annotationId: ChangeAnnotationIdentifier
}

structure ResourceOperation {
    @required
    kind: String

    annotationId: ChangeAnnotationIdentifier
}

structure CreateFileOptions {
    overwrite: Boolean

    ignoreIfExists: Boolean
}

structure RenameFileOptions {
    overwrite: Boolean

    ignoreIfExists: Boolean
}

structure DeleteFileOptions {
    recursive: Boolean

    ignoreIfNotExists: Boolean
}

structure FileOperationPattern {
    @required
    glob: String

    matches: FileOperationPatternKind

    options: FileOperationPatternOptions
}

structure WorkspaceFullDocumentDiagnosticReport {
    @required
    kind: WorkspaceFullDocumentDiagnosticReportKind

    resultId: String

    @required
    items: DiagnosticList

    @required
    uri: DocumentUri

    @required
    version: WorkspaceFullDocumentDiagnosticReportVersion
}

/// Exactly "full".
enum WorkspaceFullDocumentDiagnosticReportKind {
    FULL = "full"
}

@untagged
union WorkspaceFullDocumentDiagnosticReportVersion {
    integer: Integer
    nullValue: Unit
}

structure WorkspaceUnchangedDocumentDiagnosticReport {
    @required
    kind: WorkspaceUnchangedDocumentDiagnosticReportKind

    @required
    resultId: String

    @required
    uri: DocumentUri

    @required
    version: WorkspaceUnchangedDocumentDiagnosticReportVersion
}

/// Exactly "unchanged".
enum WorkspaceUnchangedDocumentDiagnosticReportKind {
    UNCHANGED = "unchanged"
}

@untagged
union WorkspaceUnchangedDocumentDiagnosticReportVersion {
    integer: Integer
    nullValue: Unit
}

structure NotebookCell {
    @required
    kind: NotebookCellKind

    @required
    document: DocumentUri

    metadata: LSPObject

    executionSummary: ExecutionSummary
}

structure NotebookDocumentFilterWithNotebook {
    @required
    notebook: NotebookDocumentFilterWithNotebookNotebook

    cells: NotebookCellLanguageList
}

@untagged
union NotebookDocumentFilterWithNotebookNotebook {
    string: String
    notebookDocumentFilter: NotebookDocumentFilter
}

list NotebookCellLanguageList {
    member: NotebookCellLanguage
}

structure NotebookDocumentFilterWithCells {
    notebook: NotebookDocumentFilterWithCellsNotebook

    @required
    cells: NotebookCellLanguageList
}

@untagged
union NotebookDocumentFilterWithCellsNotebook {
    string: String
    notebookDocumentFilter: NotebookDocumentFilter
}

structure NotebookDocumentCellChanges {
    structure: NotebookDocumentCellChangeStructure

    data: NotebookCellList

    textContent: NotebookDocumentCellContentChangesList
}

list NotebookDocumentCellContentChangesList {
    member: NotebookDocumentCellContentChanges
}

structure SelectedCompletionInfo {
    @required
    range: Range

    @required
    text: String
}

structure ClientInfo {
    @required
    name: String

    version: String
}

structure ClientCapabilities {
    workspace: WorkspaceClientCapabilities

    textDocument: TextDocumentClientCapabilities

    notebookDocument: NotebookDocumentClientCapabilities

    window: WindowClientCapabilities

    general: GeneralClientCapabilities

    experimental: Document
}

structure TextDocumentSyncOptions {
    openClose: Boolean

    change: TextDocumentSyncKind

    willSave: Boolean

    willSaveWaitUntil: Boolean

    save: TextDocumentSyncOptionsSave
}

@untagged
union TextDocumentSyncOptionsSave {
    boolean: Boolean
    saveOptions: SaveOptions
}

structure WorkspaceOptions {
    workspaceFolders: WorkspaceFoldersServerCapabilities

    fileOperations: FileOperationOptions

    textDocumentContent: WorkspaceOptionsTextDocumentContent
}

@untagged
union WorkspaceOptionsTextDocumentContent {
    textDocumentContentOptions: TextDocumentContentOptions
    textDocumentContentRegistrationOptions: TextDocumentContentRegistrationOptions
}

structure TextDocumentContentChangePartial {
    @required
    range: Range

    rangeLength: UInteger

    @required
    text: String
}

structure TextDocumentContentChangeWholeDocument {
    @required
    text: String
}

structure CodeDescription {
    @required
    href: URI
}

structure DiagnosticRelatedInformation {
    @required
    location: Location

    @required
    message: String
}

structure EditRangeWithInsertReplace {
    @required
    insert: Range

    @required
    replace: Range
}

structure ServerCompletionItemOptions {
    labelDetailsSupport: Boolean
}

structure MarkedStringWithLanguage {
    @required
    language: String

    @required
    value: String
}

structure ParameterInformation {
    @required
    label: ParameterInformationLabel

    documentation: ParameterInformationDocumentation
}

@untagged
union ParameterInformationLabel {
    string: String
    tuple: ParameterInformationLabelTuple
}

/// A tuple of 2.
@length(min: 2, max: 2)
list ParameterInformationLabelTuple {
    member: UInteger
}

@untagged
union ParameterInformationDocumentation {
    string: String
    markupContent: MarkupContent
}

structure CodeActionKindDocumentation {
    @required
    kind: CodeActionKind

    @required
    command: Command
}

structure NotebookCellTextDocumentFilter {
    @required
    notebook: NotebookCellTextDocumentFilterNotebook

    language: String
}

@untagged
union NotebookCellTextDocumentFilterNotebook {
    string: String
    notebookDocumentFilter: NotebookDocumentFilter
}

structure FileOperationPatternOptions {
    ignoreCase: Boolean
}

structure ExecutionSummary {
    @required
    executionOrder: UInteger

    success: Boolean
}

structure NotebookCellLanguage {
    @required
    language: String
}

structure NotebookDocumentCellChangeStructure {
    @required
    array: NotebookCellArrayChange

    didOpen: TextDocumentItemList

    didClose: TextDocumentIdentifierList
}

structure NotebookDocumentCellContentChanges {
    @required
    document: VersionedTextDocumentIdentifier

    @required
    changes: TextDocumentContentChangeEventList
}

structure WorkspaceClientCapabilities {
    applyEdit: Boolean

    workspaceEdit: WorkspaceEditClientCapabilities

    didChangeConfiguration: DidChangeConfigurationClientCapabilities

    didChangeWatchedFiles: DidChangeWatchedFilesClientCapabilities

    symbol: WorkspaceSymbolClientCapabilities

    executeCommand: ExecuteCommandClientCapabilities

    workspaceFolders: Boolean

    configuration: Boolean

    semanticTokens: SemanticTokensWorkspaceClientCapabilities

    codeLens: CodeLensWorkspaceClientCapabilities

    fileOperations: FileOperationClientCapabilities

    inlineValue: InlineValueWorkspaceClientCapabilities

    inlayHint: InlayHintWorkspaceClientCapabilities

    diagnostics: DiagnosticWorkspaceClientCapabilities

    foldingRange: FoldingRangeWorkspaceClientCapabilities

    textDocumentContent: TextDocumentContentClientCapabilities
}

structure TextDocumentClientCapabilities {
    synchronization: TextDocumentSyncClientCapabilities

    filters: TextDocumentFilterClientCapabilities

    completion: CompletionClientCapabilities

    hover: HoverClientCapabilities

    signatureHelp: SignatureHelpClientCapabilities

    declaration: DeclarationClientCapabilities

    definition: DefinitionClientCapabilities

    typeDefinition: TypeDefinitionClientCapabilities

    implementation: ImplementationClientCapabilities

    references: ReferenceClientCapabilities

    documentHighlight: DocumentHighlightClientCapabilities

    documentSymbol: DocumentSymbolClientCapabilities

    codeAction: CodeActionClientCapabilities

    codeLens: CodeLensClientCapabilities

    documentLink: DocumentLinkClientCapabilities

    colorProvider: DocumentColorClientCapabilities

    formatting: DocumentFormattingClientCapabilities

    rangeFormatting: DocumentRangeFormattingClientCapabilities

    onTypeFormatting: DocumentOnTypeFormattingClientCapabilities

    rename: RenameClientCapabilities

    foldingRange: FoldingRangeClientCapabilities

    selectionRange: SelectionRangeClientCapabilities

    publishDiagnostics: PublishDiagnosticsClientCapabilities

    callHierarchy: CallHierarchyClientCapabilities

    semanticTokens: SemanticTokensClientCapabilities

    linkedEditingRange: LinkedEditingRangeClientCapabilities

    moniker: MonikerClientCapabilities

    typeHierarchy: TypeHierarchyClientCapabilities

    inlineValue: InlineValueClientCapabilities

    inlayHint: InlayHintClientCapabilities

    diagnostic: DiagnosticClientCapabilities

    inlineCompletion: InlineCompletionClientCapabilities
}

structure NotebookDocumentClientCapabilities {
    @required
    synchronization: NotebookDocumentSyncClientCapabilities
}

structure WindowClientCapabilities {
    workDoneProgress: Boolean

    showMessage: ShowMessageRequestClientCapabilities

    showDocument: ShowDocumentClientCapabilities
}

structure GeneralClientCapabilities {
    staleRequestSupport: StaleRequestSupportOptions

    regularExpressions: RegularExpressionsClientCapabilities

    markdown: MarkdownClientCapabilities

    positionEncodings: PositionEncodingKindList
}

list PositionEncodingKindList {
    member: PositionEncodingKind
}

structure WorkspaceFoldersServerCapabilities {
    supported: Boolean

    changeNotifications: WorkspaceFoldersServerCapabilitiesChangeNotifications
}

@untagged
union WorkspaceFoldersServerCapabilitiesChangeNotifications {
    string: String
    boolean: Boolean
}

structure FileOperationOptions {
    didCreate: FileOperationRegistrationOptions

    willCreate: FileOperationRegistrationOptions

    didRename: FileOperationRegistrationOptions

    willRename: FileOperationRegistrationOptions

    didDelete: FileOperationRegistrationOptions

    willDelete: FileOperationRegistrationOptions
}

structure RelativePattern {
    @required
    baseUri: RelativePatternBaseUri

    @required
    pattern: Pattern
}

@untagged
union RelativePatternBaseUri {
    workspaceFolder: WorkspaceFolder
    uri: URI
}

structure TextDocumentFilterLanguage {
    @required
    language: String

    scheme: String

    pattern: GlobPattern
}

structure TextDocumentFilterScheme {
    language: String

    @required
    scheme: String

    pattern: GlobPattern
}

structure TextDocumentFilterPattern {
    language: String

    scheme: String

    @required
    pattern: GlobPattern
}

structure NotebookDocumentFilterNotebookType {
    @required
    notebookType: String

    scheme: String

    pattern: GlobPattern
}

structure NotebookDocumentFilterScheme {
    notebookType: String

    @required
    scheme: String

    pattern: GlobPattern
}

structure NotebookDocumentFilterPattern {
    notebookType: String

    scheme: String

    @required
    pattern: GlobPattern
}

structure NotebookCellArrayChange {
    @required
    start: UInteger

    @required
    deleteCount: UInteger

    cells: NotebookCellList
}

structure WorkspaceEditClientCapabilities {
    documentChanges: Boolean

    resourceOperations: ResourceOperationKindList

    failureHandling: FailureHandlingKind

    normalizesLineEndings: Boolean

    changeAnnotationSupport: ChangeAnnotationsSupportOptions

    metadataSupport: Boolean

    snippetEditSupport: Boolean
}

list ResourceOperationKindList {
    member: ResourceOperationKind
}

structure DidChangeConfigurationClientCapabilities {
    dynamicRegistration: Boolean
}

structure DidChangeWatchedFilesClientCapabilities {
    dynamicRegistration: Boolean

    relativePatternSupport: Boolean
}

structure WorkspaceSymbolClientCapabilities {
    dynamicRegistration: Boolean

    symbolKind: ClientSymbolKindOptions

    tagSupport: ClientSymbolTagOptions

    resolveSupport: ClientSymbolResolveOptions
}

structure ExecuteCommandClientCapabilities {
    dynamicRegistration: Boolean
}

structure SemanticTokensWorkspaceClientCapabilities {
    refreshSupport: Boolean
}

structure CodeLensWorkspaceClientCapabilities {
    refreshSupport: Boolean
}

structure FileOperationClientCapabilities {
    dynamicRegistration: Boolean

    didCreate: Boolean

    willCreate: Boolean

    didRename: Boolean

    willRename: Boolean

    didDelete: Boolean

    willDelete: Boolean
}

structure InlineValueWorkspaceClientCapabilities {
    refreshSupport: Boolean
}

structure InlayHintWorkspaceClientCapabilities {
    refreshSupport: Boolean
}

structure DiagnosticWorkspaceClientCapabilities {
    refreshSupport: Boolean
}

structure FoldingRangeWorkspaceClientCapabilities {
    refreshSupport: Boolean
}

structure TextDocumentContentClientCapabilities {
    dynamicRegistration: Boolean
}

structure TextDocumentSyncClientCapabilities {
    dynamicRegistration: Boolean

    willSave: Boolean

    willSaveWaitUntil: Boolean

    didSave: Boolean
}

structure TextDocumentFilterClientCapabilities {
    relativePatternSupport: Boolean
}

structure CompletionClientCapabilities {
    dynamicRegistration: Boolean

    completionItem: ClientCompletionItemOptions

    completionItemKind: ClientCompletionItemOptionsKind

    insertTextMode: InsertTextMode

    contextSupport: Boolean

    completionList: CompletionListCapabilities
}

structure HoverClientCapabilities {
    dynamicRegistration: Boolean

    contentFormat: MarkupKindList
}

list MarkupKindList {
    member: MarkupKind
}

structure SignatureHelpClientCapabilities {
    dynamicRegistration: Boolean

    signatureInformation: ClientSignatureInformationOptions

    contextSupport: Boolean
}

structure DeclarationClientCapabilities {
    dynamicRegistration: Boolean

    linkSupport: Boolean
}

structure DefinitionClientCapabilities {
    dynamicRegistration: Boolean

    linkSupport: Boolean
}

structure TypeDefinitionClientCapabilities {
    dynamicRegistration: Boolean

    linkSupport: Boolean
}

structure ImplementationClientCapabilities {
    dynamicRegistration: Boolean

    linkSupport: Boolean
}

structure ReferenceClientCapabilities {
    dynamicRegistration: Boolean
}

structure DocumentHighlightClientCapabilities {
    dynamicRegistration: Boolean
}

structure DocumentSymbolClientCapabilities {
    dynamicRegistration: Boolean

    symbolKind: ClientSymbolKindOptions

    hierarchicalDocumentSymbolSupport: Boolean

    tagSupport: ClientSymbolTagOptions

    labelSupport: Boolean
}

structure CodeActionClientCapabilities {
    dynamicRegistration: Boolean

    codeActionLiteralSupport: ClientCodeActionLiteralOptions

    isPreferredSupport: Boolean

    disabledSupport: Boolean

    dataSupport: Boolean

    resolveSupport: ClientCodeActionResolveOptions

    honorsChangeAnnotations: Boolean

    documentationSupport: Boolean

    tagSupport: CodeActionTagOptions
}

structure CodeLensClientCapabilities {
    dynamicRegistration: Boolean

    resolveSupport: ClientCodeLensResolveOptions
}

structure DocumentLinkClientCapabilities {
    dynamicRegistration: Boolean

    tooltipSupport: Boolean
}

structure DocumentColorClientCapabilities {
    dynamicRegistration: Boolean
}

structure DocumentFormattingClientCapabilities {
    dynamicRegistration: Boolean
}

structure DocumentRangeFormattingClientCapabilities {
    dynamicRegistration: Boolean

    rangesSupport: Boolean
}

structure DocumentOnTypeFormattingClientCapabilities {
    dynamicRegistration: Boolean
}

structure RenameClientCapabilities {
    dynamicRegistration: Boolean

    prepareSupport: Boolean

    prepareSupportDefaultBehavior: PrepareSupportDefaultBehavior

    honorsChangeAnnotations: Boolean
}

structure FoldingRangeClientCapabilities {
    dynamicRegistration: Boolean

    rangeLimit: UInteger

    lineFoldingOnly: Boolean

    foldingRangeKind: ClientFoldingRangeKindOptions

    foldingRange: ClientFoldingRangeOptions
}

structure SelectionRangeClientCapabilities {
    dynamicRegistration: Boolean
}

structure PublishDiagnosticsClientCapabilities {
    relatedInformation: Boolean

    tagSupport: ClientDiagnosticsTagOptions

    codeDescriptionSupport: Boolean

    dataSupport: Boolean

    versionSupport: Boolean
}

structure CallHierarchyClientCapabilities {
    dynamicRegistration: Boolean
}

structure SemanticTokensClientCapabilities {
    dynamicRegistration: Boolean

    @required
    requests: ClientSemanticTokensRequestOptions

    @required
    tokenTypes: StringList

    @required
    tokenModifiers: StringList

    @required
    formats: TokenFormatList

    overlappingTokenSupport: Boolean

    multilineTokenSupport: Boolean

    serverCancelSupport: Boolean

    augmentsSyntaxTokens: Boolean
}

list TokenFormatList {
    member: TokenFormat
}

structure LinkedEditingRangeClientCapabilities {
    dynamicRegistration: Boolean
}

structure MonikerClientCapabilities {
    dynamicRegistration: Boolean
}

structure TypeHierarchyClientCapabilities {
    dynamicRegistration: Boolean
}

structure InlineValueClientCapabilities {
    dynamicRegistration: Boolean
}

structure InlayHintClientCapabilities {
    dynamicRegistration: Boolean

    resolveSupport: ClientInlayHintResolveOptions
}

structure DiagnosticClientCapabilities {
    relatedInformation: Boolean

    tagSupport: ClientDiagnosticsTagOptions

    codeDescriptionSupport: Boolean

    dataSupport: Boolean

    dynamicRegistration: Boolean

    relatedDocumentSupport: Boolean
}

structure InlineCompletionClientCapabilities {
    dynamicRegistration: Boolean
}

structure NotebookDocumentSyncClientCapabilities {
    dynamicRegistration: Boolean

    executionSummarySupport: Boolean
}

structure ShowMessageRequestClientCapabilities {
    messageActionItem: ClientShowMessageActionItemOptions
}

structure ShowDocumentClientCapabilities {
    @required
    support: Boolean
}

structure StaleRequestSupportOptions {
    @required
    cancel: Boolean

    @required
    retryOnContentModified: StringList
}

structure RegularExpressionsClientCapabilities {
    @required
    engine: RegularExpressionEngineKind

    version: String
}

structure MarkdownClientCapabilities {
    @required
    parser: String

    version: String

    allowedTags: StringList
}

structure ChangeAnnotationsSupportOptions {
    groupsOnLabel: Boolean
}

structure ClientSymbolKindOptions {
    valueSet: SymbolKindList
}

list SymbolKindList {
    member: SymbolKind
}

structure ClientSymbolTagOptions {
    @required
    valueSet: SymbolTagList
}

structure ClientSymbolResolveOptions {
    @required
    properties: StringList
}

structure ClientCompletionItemOptions {
    snippetSupport: Boolean

    commitCharactersSupport: Boolean

    documentationFormat: MarkupKindList

    deprecatedSupport: Boolean

    preselectSupport: Boolean

    tagSupport: CompletionItemTagOptions

    insertReplaceSupport: Boolean

    resolveSupport: ClientCompletionItemResolveOptions

    insertTextModeSupport: ClientCompletionItemInsertTextModeOptions

    labelDetailsSupport: Boolean
}

structure ClientCompletionItemOptionsKind {
    valueSet: CompletionItemKindList
}

list CompletionItemKindList {
    member: CompletionItemKind
}

structure CompletionListCapabilities {
    itemDefaults: StringList

    applyKindSupport: Boolean
}

structure ClientSignatureInformationOptions {
    documentationFormat: MarkupKindList

    parameterInformation: ClientSignatureParameterInformationOptions

    activeParameterSupport: Boolean

    noActiveParameterSupport: Boolean
}

structure ClientCodeActionLiteralOptions {
    @required
    codeActionKind: ClientCodeActionKindOptions
}

structure ClientCodeActionResolveOptions {
    @required
    properties: StringList
}

structure CodeActionTagOptions {
    @required
    valueSet: CodeActionTagList
}

structure ClientCodeLensResolveOptions {
    @required
    properties: StringList
}

structure ClientFoldingRangeKindOptions {
    valueSet: FoldingRangeKindList
}

list FoldingRangeKindList {
    member: FoldingRangeKind
}

structure ClientFoldingRangeOptions {
    collapsedText: Boolean
}

structure DiagnosticsCapabilities {
    relatedInformation: Boolean

    tagSupport: ClientDiagnosticsTagOptions

    codeDescriptionSupport: Boolean

    dataSupport: Boolean
}

structure ClientSemanticTokensRequestOptions {
    range: ClientSemanticTokensRequestOptionsRange

    full: ClientSemanticTokensRequestOptionsFull
}

@untagged
union ClientSemanticTokensRequestOptionsRange {
    boolean: Boolean
    object: ClientSemanticTokensRequestOptionsRangeObject
}

structure ClientSemanticTokensRequestOptionsRangeObject {}

@untagged
union ClientSemanticTokensRequestOptionsFull {
    boolean: Boolean
    clientSemanticTokensRequestFullDelta: ClientSemanticTokensRequestFullDelta
}

structure ClientInlayHintResolveOptions {
    @required
    properties: StringList
}

structure ClientShowMessageActionItemOptions {
    additionalPropertiesSupport: Boolean
}

structure CompletionItemTagOptions {
    @required
    valueSet: CompletionItemTagList
}

structure ClientCompletionItemResolveOptions {
    @required
    properties: StringList
}

structure ClientCompletionItemInsertTextModeOptions {
    @required
    valueSet: InsertTextModeList
}

list InsertTextModeList {
    member: InsertTextMode
}

structure ClientSignatureParameterInformationOptions {
    labelOffsetSupport: Boolean
}

structure ClientCodeActionKindOptions {
    @required
    valueSet: CodeActionKindList
}

structure ClientDiagnosticsTagOptions {
    @required
    valueSet: DiagnosticTagList
}

structure ClientSemanticTokensRequestFullDelta {
    delta: Boolean
}

@untagged
union Definition {
    location: Location
    locationList: LocationList
}

list LSPArray {
    member: Document
}

@untagged
union Declaration {
    location: Location
    locationList: LocationList
}

@untagged
union InlineValue {
    inlineValueText: InlineValueText
    inlineValueVariableLookup: InlineValueVariableLookup
    inlineValueEvaluatableExpression: InlineValueEvaluatableExpression
}

@untagged
union DocumentDiagnosticReport {
    relatedFullDocumentDiagnosticReport: RelatedFullDocumentDiagnosticReport
    relatedUnchangedDocumentDiagnosticReport: RelatedUnchangedDocumentDiagnosticReport
}

@untagged
union PrepareRenameResult {
    range: Range
    prepareRenamePlaceholder: PrepareRenamePlaceholder
    prepareRenameDefaultBehavior: PrepareRenameDefaultBehavior
}

list DocumentSelector {
    member: DocumentFilter
}

@untagged
union ProgressToken {
    integer: Integer
    string: String
}

/// LSP's ChangeAnnotationIdentifier: a string.
string ChangeAnnotationIdentifier

@untagged
union WorkspaceDocumentDiagnosticReport {
    workspaceFullDocumentDiagnosticReport: WorkspaceFullDocumentDiagnosticReport
    workspaceUnchangedDocumentDiagnosticReport: WorkspaceUnchangedDocumentDiagnosticReport
}

@untagged
union TextDocumentContentChangeEvent {
    textDocumentContentChangePartial: TextDocumentContentChangePartial
    textDocumentContentChangeWholeDocument: TextDocumentContentChangeWholeDocument
}

@untagged
union MarkedString {
    string: String
    markedStringWithLanguage: MarkedStringWithLanguage
}

@untagged
union DocumentFilter {
    textDocumentFilter: TextDocumentFilter
    notebookCellTextDocumentFilter: NotebookCellTextDocumentFilter
}

map LSPObject {
    key: String
    value: Document
}

@untagged
union GlobPattern {
    pattern: Pattern
    relativePattern: RelativePattern
}

@untagged
union TextDocumentFilter {
    textDocumentFilterLanguage: TextDocumentFilterLanguage
    textDocumentFilterScheme: TextDocumentFilterScheme
    textDocumentFilterPattern: TextDocumentFilterPattern
}

@untagged
union NotebookDocumentFilter {
    notebookDocumentFilterNotebookType: NotebookDocumentFilterNotebookType
    notebookDocumentFilterScheme: NotebookDocumentFilterScheme
    notebookDocumentFilterPattern: NotebookDocumentFilterPattern
}

/// LSP's Pattern: a string.
string Pattern

/// LSP's RegularExpressionEngineKind: a string.
string RegularExpressionEngineKind

/// Known values: namespace = "namespace", type = "type", class = "class", enum = "enum", interface = "interface",
/// struct = "struct", typeParameter = "typeParameter", parameter = "parameter", variable = "variable", property =
/// "property", enumMember = "enumMember", event = "event", function = "function", method = "method", macro = "macro",
/// keyword = "keyword", modifier = "modifier", comment = "comment", string = "string", number = "number", regexp =
/// "regexp", operator = "operator", decorator = "decorator", label = "label"; other values are allowed too.
string SemanticTokenTypes

/// Known values: declaration = "declaration", definition = "definition", readonly = "readonly", static = "static",
/// deprecated = "deprecated", abstract = "abstract", async = "async", modification = "modification", documentation =
/// "documentation", defaultLibrary = "defaultLibrary"; other values are allowed too.
string SemanticTokenModifiers

enum DocumentDiagnosticReportKind {
    FULL = "full"
    UNCHANGED = "unchanged"
}

/// Known values: ParseError = -32700, InvalidRequest = -32600, MethodNotFound = -32601, InvalidParams = -32602,
/// InternalError = -32603, ServerNotInitialized = -32002, UnknownErrorCode = -32001; other values are allowed too.
integer ErrorCodes

/// Known values: RequestFailed = -32803, ServerCancelled = -32802, ContentModified = -32801, RequestCancelled = -32800;
/// other values are allowed too.
integer LSPErrorCodes

/// Known values: Comment = "comment", Imports = "imports", Region = "region"; other values are allowed too.
string FoldingRangeKind

intEnum SymbolKind {
    FILE = 1
    MODULE = 2
    NAMESPACE = 3
    PACKAGE = 4
    CLASS = 5
    METHOD = 6
    PROPERTY = 7
    FIELD = 8
    CONSTRUCTOR = 9
    ENUM = 10
    INTERFACE = 11
    FUNCTION = 12
    VARIABLE = 13
    CONSTANT = 14
    STRING = 15
    NUMBER = 16
    BOOLEAN = 17
    ARRAY = 18
    OBJECT = 19
    KEY = 20
    NULL = 21
    ENUM_MEMBER = 22
    STRUCT = 23
    EVENT = 24
    OPERATOR = 25
    TYPE_PARAMETER = 26
}

intEnum SymbolTag {
    DEPRECATED = 1
}

enum UniquenessLevel {
    DOCUMENT = "document"
    PROJECT = "project"
    GROUP = "group"
    SCHEME = "scheme"
    GLOBAL = "global"
}

enum MonikerKind {
    IMPORT = "import"
    EXPORT = "export"
    LOCAL = "local"
}

intEnum InlayHintKind {
    TYPE = 1
    PARAMETER = 2
}

intEnum MessageType {
    ERROR = 1
    WARNING = 2
    INFO = 3
    LOG = 4
    DEBUG = 5
}

intEnum TextDocumentSyncKind {
    NONE = 0
    FULL = 1
    INCREMENTAL = 2
}

intEnum TextDocumentSaveReason {
    MANUAL = 1
    AFTER_DELAY = 2
    FOCUS_OUT = 3
}

intEnum CompletionItemKind {
    TEXT = 1
    METHOD = 2
    FUNCTION = 3
    CONSTRUCTOR = 4
    FIELD = 5
    VARIABLE = 6
    CLASS = 7
    INTERFACE = 8
    MODULE = 9
    PROPERTY = 10
    UNIT = 11
    VALUE = 12
    ENUM = 13
    KEYWORD = 14
    SNIPPET = 15
    COLOR = 16
    FILE = 17
    REFERENCE = 18
    FOLDER = 19
    ENUM_MEMBER = 20
    CONSTANT = 21
    STRUCT = 22
    EVENT = 23
    OPERATOR = 24
    TYPE_PARAMETER = 25
}

intEnum CompletionItemTag {
    DEPRECATED = 1
}

intEnum InsertTextFormat {
    PLAIN_TEXT = 1
    SNIPPET = 2
}

intEnum InsertTextMode {
    AS_IS = 1
    ADJUST_INDENTATION = 2
}

intEnum DocumentHighlightKind {
    TEXT = 1
    READ = 2
    WRITE = 3
}

/// Known values: Empty = "", QuickFix = "quickfix", Refactor = "refactor", RefactorExtract = "refactor.extract",
/// RefactorInline = "refactor.inline", RefactorMove = "refactor.move", RefactorRewrite = "refactor.rewrite", Source =
/// "source", SourceOrganizeImports = "source.organizeImports", SourceFixAll = "source.fixAll", Notebook = "notebook";
/// other values are allowed too.
string CodeActionKind

intEnum CodeActionTag {
    LLM_GENERATED = 1
}

enum TraceValue {
    OFF = "off"
    MESSAGES = "messages"
    VERBOSE = "verbose"
}

enum MarkupKind {
    PLAIN_TEXT = "plaintext"
    MARKDOWN = "markdown"
}

/// Known values: ABAP = "abap", WindowsBat = "bat", BibTeX = "bibtex", Clojure = "clojure", Coffeescript =
/// "coffeescript", C = "c", CPP = "cpp", CSharp = "csharp", CSS = "css", D = "d", Delphi = "pascal", Diff = "diff",
/// Dart = "dart", Dockerfile = "dockerfile", Elixir = "elixir", Erlang = "erlang", FSharp = "fsharp", GitCommit =
/// "git-commit", GitRebase = "rebase", Go = "go", Groovy = "groovy", Handlebars = "handlebars", Haskell = "haskell",
/// HTML = "html", Ini = "ini", Java = "java", JavaScript = "javascript", JavaScriptReact = "javascriptreact", JSON =
/// "json", LaTeX = "latex", Less = "less", Lua = "lua", Makefile = "makefile", Markdown = "markdown", ObjectiveC =
/// "objective-c", ObjectiveCPP = "objective-cpp", Pascal = "pascal", Perl = "perl", Perl6 = "perl6", PHP = "php",
/// Powershell = "powershell", Pug = "jade", Python = "python", R = "r", Razor = "razor", Ruby = "ruby", Rust = "rust",
/// SCSS = "scss", SASS = "sass", Scala = "scala", ShaderLab = "shaderlab", ShellScript = "shellscript", SQL = "sql",
/// Swift = "swift", TypeScript = "typescript", TypeScriptReact = "typescriptreact", TeX = "tex", VisualBasic = "vb",
/// XML = "xml", XSL = "xsl", YAML = "yaml"; other values are allowed too.
string LanguageKind

intEnum InlineCompletionTriggerKind {
    INVOKED = 1
    AUTOMATIC = 2
}

/// Known values: UTF8 = "utf-8", UTF16 = "utf-16", UTF32 = "utf-32"; other values are allowed too.
string PositionEncodingKind

intEnum FileChangeType {
    CREATED = 1
    CHANGED = 2
    DELETED = 3
}

/// Known values: Create = 1, Change = 2, Delete = 4; other values are allowed too.
@range(min: 0)
integer WatchKind

intEnum DiagnosticSeverity {
    ERROR = 1
    WARNING = 2
    INFORMATION = 3
    HINT = 4
}

intEnum DiagnosticTag {
    UNNECESSARY = 1
    DEPRECATED = 2
}

intEnum CompletionTriggerKind {
    INVOKED = 1
    TRIGGER_CHARACTER = 2
    TRIGGER_FOR_INCOMPLETE_COMPLETIONS = 3
}

intEnum ApplyKind {
    REPLACE = 1
    MERGE = 2
}

intEnum SignatureHelpTriggerKind {
    INVOKED = 1
    TRIGGER_CHARACTER = 2
    CONTENT_CHANGE = 3
}

intEnum CodeActionTriggerKind {
    INVOKED = 1
    AUTOMATIC = 2
}

enum FileOperationPatternKind {
    FILE = "file"
    FOLDER = "folder"
}

intEnum NotebookCellKind {
    MARKUP = 1
    CODE = 2
}

enum ResourceOperationKind {
    CREATE = "create"
    RENAME = "rename"
    DELETE = "delete"
}

enum FailureHandlingKind {
    ABORT = "abort"
    TRANSACTIONAL = "transactional"
    TEXT_ONLY_TRANSACTIONAL = "textOnlyTransactional"
    UNDO = "undo"
}

intEnum PrepareSupportDefaultBehavior {
    IDENTIFIER = 1
}

enum TokenFormat {
    RELATIVE = "relative"
}
