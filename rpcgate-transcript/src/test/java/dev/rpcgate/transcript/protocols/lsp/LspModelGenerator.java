package dev.rpcgate.transcript.protocols.lsp;

import dev.rpcgate.core.json.JsonNumber;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Generates the Smithy model of the built-in protocol {@code lsp} from the LSP meta model: the protocol structure
 * with its two peers and LSP's session order, one service per peer with an operation per method that peer receives,
 * LSP's error codes, and every type the methods use. The text is deterministic: the same meta model always gives
 * the same file, which {@code LspModelTest} compares with the committed one.
 */
final class LspModelGenerator {
    static final String NAMESPACE = "lsp.v3_17";
    static final String PROTOCOL = "Lsp";
    static final String SERVER_SERVICE = "LanguageServer";
    static final String CLIENT_SERVICE = "LanguageClient";

    /** The session states, in order; the first is where a session starts. */
    static final List<String> STATES = List.of("uninitialized", "initializing", "awaitingInitialized", "running",
            "shuttingDown", "exited");

    /** What a server may send while its initialize request is being answered. */
    static final Set<String> DURING_INITIALIZE = Set.of("window/showMessage", "window/logMessage", "telemetry/event",
            "window/showMessageRequest", "$/progress");

    /** LSP's own error codes, just below JSON-RPC's reserved range (those in its server range need no model). */
    static final String ERROR_ENUMERATION = "LSPErrorCodes";

    private static final String CANCEL = "$/cancelRequest";

    /**
     * Where the meta model comes from, for the header.
     *
     * @param repository the repository it is published in
     * @param path       its path there
     * @param commit     the commit it was taken at
     * @param sha256     the SHA-256 of the file, hex
     */
    record Source(String repository, String path, String commit, String sha256) {
    }

    private final MetaModel meta;
    private final Source source;
    private final LspShapes shapes;

    LspModelGenerator(MetaModel meta, Source source) {
        this.meta = meta;
        this.source = source;
        this.shapes = new LspShapes(meta, Set.of(PROTOCOL, SERVER_SERVICE, CLIENT_SERVICE, "UInteger", "DocumentUri",
                "URI", "RegExp"));
    }

    /** The model's text. */
    String generate() {
        for (String method : List.of("initialize", "initialized", "shutdown", "exit", CANCEL)) {
            if (meta.methods().stream().noneMatch(m -> m.method().equals(method))) {
                throw new IllegalArgumentException("the meta model has no " + method + ", which the session needs");
            }
        }
        List<MetaModel.Method> toServer = meta.receivedBy(MetaModel.Direction.CLIENT_TO_SERVER);
        List<MetaModel.Method> toClient = meta.receivedBy(MetaModel.Direction.SERVER_TO_CLIENT);
        List<String> errors = List.copyOf(errorCodes().keySet());
        errors.forEach(shapes::claim);
        shapes.add(protocol());
        shapes.add(service(SERVER_SERVICE, "What a language server receives: every request and notification the client"
                + " sends (and those sent both ways).", toServer, false, errors));
        shapes.add(service(CLIENT_SERVICE, "What a language client (an editor) receives: every request and"
                + " notification the server sends (and those sent both ways).", toClient, true, errors));
        for (MetaModel.Method m : toServer) {
            operation(m, false);
        }
        for (MetaModel.Method m : toClient) {
            operation(m, true);
        }
        errorBlocks();
        shapes.add(baseShapes());
        shapes.emitAll();
        StringBuilder b = new StringBuilder(header());
        for (String block : shapes.blocks()) {
            b.append('\n').append(block);
        }
        return b.toString();
    }

    private String header() {
        String codes = errorCodes().entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "));
        StringBuilder b = new StringBuilder("$version: \"2\"\n\n");
        b.append(wrap("// ", "GENERATED FILE, DO NOT EDIT. Made by dev.rpcgate.transcript.protocols.lsp.LspModelGenerator"
                + " (rpcgate-transcript's test sources) from the Language Server Protocol meta model, version "
                + meta.version() + ": " + source.path() + " of " + source.repository() + " at commit "
                + source.commit() + " (SHA-256 " + source.sha256() + "). LspModelTest fails when this file is not"
                + " what the generator makes of that file; run it with -Drpcgate.regenerate=true to rewrite it."));
        b.append("//\n// How the meta model maps to Smithy (docs/transcripts.md, \"LSP\", says more):\n");
        for (String rule : List.of(
                "Two peers, client and server. Each receives the methods the other sends (messageDirection); a method"
                        + " sent both ways ($/cancelRequest, $/progress) is an operation of each, with its own order.",
                "A request is sent as a call, a notification as a notification (@method kind). A method's params"
                        + " structure is its input; a request's result is the output member \"result\", or null"
                        + " (nullResult). A structure copies in the properties of what it extends and mixes in;"
                        + " a property is @required unless the meta model marks it optional.",
                "An \"or\" is an @untagged union (the value is one member's value itself); \"null\" among its"
                        + " items is a member targeting Unit. An alias of a structure resolves to the structure;"
                        + " LSPAny is a Document (any JSON value).",
                "integer is Integer (-2^31..2^31-1), uinteger is UInteger (0..2^31-1), decimal is Double;"
                        + " DocumentUri, URI and RegExp are strings, unchecked beyond that. An enumeration with"
                        + " supportsCustomValues is its base type, the others are enums and intEnums.",
                "A notification of a method the receiver does not model whose name starts with $/ is only the"
                        + " IgnoredNotification advisory (ignorableNotifications), as LSP lets a receiver ignore it.",
                "Properties a structure does not declare are not reported: the protocol's policy ignores them, as"
                        + " LSP peers add their own.",
                "Errors: any code outside JSON-RPC's reserved range is accepted (openErrors), its data unchecked;"
                        + " LSP's own codes (" + codes + ") are modeled on every method, their data any value;"
                        + " JSON-RPC's server range (-32099..-32000: ServerNotInitialized -32002, UnknownErrorCode"
                        + " -32001) is accepted as JSON-RPC's.",
                "Session order, in the states " + String.join(", ", STATES) + ": initialize first (until it is"
                        + " answered the server may send only " + String.join(", ", DURING_INITIALIZE.stream()
                        .sorted().toList()) + "), then the client's initialized before anything else it sends,"
                        + " shutdown, and exit last.",
                "Not checked: capabilities (a method neither side advertised), dynamic registration and its"
                        + " options, partial results and progress values against their request, and params that"
                        + " are an array (telemetry/event may send one)."))  {
            b.append(wrap("// - ", rule).replace("\n// - ", "\n//   ").replaceFirst("^//   ", "// - "));
        }
        b.append("\nnamespace ").append(NAMESPACE).append("\n\n");
        for (String t : List.of("jsonRpc", "jsonRpcCancels", "jsonRpcLifecycle", "jsonRpcProtocol", "jsonRpcSession",
                "method", "rpcError", "untagged")) {
            b.append("use smithy.rpc#").append(t).append('\n');
        }
        return b.toString();
    }

    /** Text as comment lines of at most 120 characters, each starting with {@code prefix}. */
    static String wrap(String prefix, String text) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(prefix);
        for (String word : text.split(" ")) {
            if (line.length() > prefix.length() && line.length() + 1 + word.length() > 120) {
                out.append(line).append('\n');
                line = new StringBuilder(prefix);
            }
            if (line.length() > prefix.length()) {
                line.append(' ');
            }
            line.append(word);
        }
        return out.append(line).append('\n').toString();
    }

    private String protocol() {
        return """
                /// The Language Server Protocol %s between a client (an editor) and a language server, in LSP's order.
                @jsonRpcProtocol(
                    versions: ["2.0"]
                    peers: [{name: "client", accepts: %s}, {name: "server", accepts: %s}]
                    ignorableNotifications: ["$/"]
                )
                @jsonRpcSession(states: [%s])
                structure %s {}
                """.formatted(meta.version(), CLIENT_SERVICE, SERVER_SERVICE,
                STATES.stream().map(LspModelGenerator::quote).collect(Collectors.joining(", ")), PROTOCOL);
    }

    private String service(String name, String doc, List<MetaModel.Method> methods, boolean toClient,
                           List<String> errors) {
        StringBuilder b = new StringBuilder(wrap("/// ", doc))
                .append("@jsonRpc(versions: [\"2.0\"], openErrors: true)\n")
                .append("service ").append(name).append(" {\n")
                .append("    version: ").append(quote(meta.version())).append('\n')
                .append("    operations: [\n");
        for (MetaModel.Method m : methods) {
            b.append("        ").append(operationName(m, toClient)).append('\n');
        }
        b.append("    ]\n    errors: [").append(String.join(", ", errors)).append("]\n}\n");
        return b.toString();
    }

    private static String operationName(MetaModel.Method m, boolean toClient) {
        return m.direction() == MetaModel.Direction.BOTH && toClient ? m.typeName() + "ToClient" : m.typeName();
    }

    private void operation(MetaModel.Method m, boolean toClient) {
        String name = operationName(m, toClient);
        shapes.claim(name);
        int at = shapes.reserve();
        StringBuilder doc = new StringBuilder(m.request() ? "Request " : "Notification ")
                .append(m.method()).append(", ").append(switch (m.direction()) {
                    case CLIENT_TO_SERVER -> "client to server";
                    case SERVER_TO_CLIENT -> "server to client";
                    case BOTH -> toClient ? "sent both ways; here server to client" : "sent both ways; here client to server";
                }).append(m.proposed() ? " (proposed)" : "").append('.');
        List<String> capabilities = new ArrayList<>();
        m.serverCapability().ifPresent(c -> capabilities.add("server capability " + c));
        m.clientCapability().ifPresent(c -> capabilities.add("client capability " + c));
        if (!capabilities.isEmpty()) {
            doc.append(" Announced by the ").append(String.join(" and the ", capabilities)).append('.');
        }
        StringBuilder b = new StringBuilder(wrap("/// ", doc.toString()));
        Optional<MetaType> result = m.result();
        boolean nullResult = result.isPresent() && LspShapes.isNull(result.get());
        b.append("@method(name: ").append(quote(m.method())).append(", kind: ")
                .append(m.request() ? "\"call\"" : "\"notification\"");
        if (nullResult) {
            b.append(", nullResult: true");
        } else if (result.isPresent()) {
            b.append(", resultMember: \"result\"");
        }
        b.append(")\n").append(lifecycle(m.method(), toClient)).append('\n');
        if (m.method().equals(CANCEL)) {
            b.append("@jsonRpcCancels(idMember: \"id\", code: ").append(errorCodes().get("RequestCancelled"))
                    .append(")\n");
        }
        b.append("operation ").append(name).append(" {\n");
        if (m.params().isPresent()) {
            MetaType params = m.params().get();
            if (params instanceof MetaType.Reference(String ref) && meta.structures().containsKey(ref)) {
                b.append("    input: ").append(ref).append('\n');
            } else if (params instanceof MetaType.Reference(String ref) && ref.equals(LspShapes.ANY)) {
                b.append("    input := {}\n"); // any object: unknown members are ignored
            } else {
                throw new IllegalArgumentException(m.method() + " has params " + params + ", not a structure");
            }
        }
        if (result.isPresent() && !nullResult) {
            String output = name + "Output";
            shapes.claim(output);
            b.append("    output: ").append(output).append('\n');
            // an inline result type is named after the method: HoverRequestResult
            String target = shapes.target(result.get(), name + "Result");
            b.append("}\n\nstructure ").append(output).append(" {\n    @required\n    result: ").append(target)
                    .append("\n}\n");
        } else {
            b.append("}\n");
        }
        shapes.set(at, b.toString());
    }

    /** The order rule of a method for the peer that receives it. */
    private static String lifecycle(String method, boolean toClient) {
        if (toClient) {
            List<String> in = DURING_INITIALIZE.contains(method)
                    ? List.of("initializing", "awaitingInitialized", "running", "shuttingDown")
                    : List.of("awaitingInitialized", "running", "shuttingDown");
            return "@jsonRpcLifecycle(allowedIn: " + states(in) + ")";
        }
        return switch (method) {
            case "initialize" -> "@jsonRpcLifecycle(allowedIn: [\"uninitialized\"], onCall: \"initializing\","
                    + " onSuccess: \"awaitingInitialized\", onError: \"uninitialized\")";
            case "initialized" -> "@jsonRpcLifecycle(allowedIn: [\"awaitingInitialized\"], onCall: \"running\")";
            case "shutdown" -> "@jsonRpcLifecycle(allowedIn: [\"running\"], onCall: \"shuttingDown\")";
            case "exit" -> "@jsonRpcLifecycle(allowedIn: " + states(STATES.subList(0, STATES.size() - 1))
                    + ", onCall: \"exited\")";
            case CANCEL -> "@jsonRpcLifecycle(allowedIn: [\"initializing\", \"running\"])";
            default -> "@jsonRpcLifecycle(allowedIn: [\"running\"])";
        };
    }

    private static String states(List<String> states) {
        return "[" + states.stream().map(LspModelGenerator::quote).collect(Collectors.joining(", ")) + "]";
    }

    /** LSP's own codes (-32899..-32800, below JSON-RPC's reserved range), by name, from LSPErrorCodes. */
    private Map<String, Long> errorCodes() {
        MetaModel.Enumeration e = meta.enumerations().get(ERROR_ENUMERATION);
        if (e == null) {
            throw new IllegalArgumentException("the meta model has no " + ERROR_ENUMERATION);
        }
        Map<String, Long> codes = new java.util.LinkedHashMap<>();
        for (MetaModel.EnumValue v : e.values()) {
            long code = ((JsonNumber) v.value()).findLong().orElseThrow();
            if (code >= -32768 && code <= -32000) {
                throw new IllegalArgumentException(v.name() + " (" + code + ") is in JSON-RPC's reserved range,"
                        + " where @rpcError cannot model it");
            }
            codes.put(v.name(), code);
        }
        return codes;
    }

    private void errorBlocks() {
        for (Map.Entry<String, Long> e : errorCodes().entrySet()) {
            shapes.add("""
                    /// LSP's %s (%d). Its data, when present, is any value.
                    @error("server")
                    @rpcError(code: %d, dataMember: "data")
                    structure %s {
                        data: Document
                    }
                    """.formatted(e.getKey(), e.getValue(), e.getValue(), e.getKey()));
        }
    }

    static String baseShapes() {
        return """
                /// LSP's uinteger: an integer from 0 to 2^31 - 1.
                @range(min: 0)
                integer UInteger

                /// LSP's DocumentUri: a URI string; its form is not checked.
                string DocumentUri

                /// LSP's URI: a URI string; its form is not checked.
                string URI

                /// LSP's RegExp: a regular expression string; its syntax is not checked.
                string RegExp
                """;
    }

    /** A Smithy string literal. */
    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
