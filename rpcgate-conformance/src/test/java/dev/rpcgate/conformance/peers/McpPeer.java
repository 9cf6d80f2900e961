package dev.rpcgate.conformance.peers;

import dev.rpcgate.conformance.Peer;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapperSupplier;
import io.modelcontextprotocol.server.McpInitRequestHandler;
import io.modelcontextprotocol.server.McpNotificationHandler;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.ProtocolVersions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import reactor.core.publisher.Mono;

/**
 * The MCP java-sdk 2.2.0 stdio server transport ({@link StdioServerTransportProvider}, newline-delimited JSON) on
 * the accepted side of a loopback socket, with the SDK's JSON-RPC session ({@link McpServerSession}) dispatching.
 *
 * <p>Mapping. An MCP server normally exposes work as tools reached through {@code tools/call}; the conformance
 * cases call plain methods. This adapter builds the session with the SDK's public constructor — the same one
 * {@code McpServer} uses — and registers {@code subtract}, {@code echo} and {@code fail} as plain request handlers
 * next to {@code initialize}, {@code ping}, {@code tools/list} and {@code tools/call} (tools of the same names, see
 * {@link McpService}). So every byte is parsed, validated, dispatched and answered by the SDK's transport and
 * session, and the functional cases (results, -32602, a failing handler) measure the SDK rather than a -32601 for a
 * method it was never given. Each session performs the MCP handshake ({@code initialize} then
 * {@code notifications/initialized}) before the harness gets it; the handshake's reply is consumed here.
 *
 * <p>No HTTP: the SDK's HTTP transports are servlets (streamable HTTP / SSE) and need a servlet container. No
 * batches: the SDK reads one JSON object per line (MCP 2025-06-18 removed batching), so batch cases are not
 * applicable.
 */
public final class McpPeer implements Peer {
    static final String HANDSHAKE_ID = "rpcgate-conformance-handshake";
    private static final Duration HANDSHAKE_TIMEOUT = Duration.ofSeconds(3);
    /** The MCP revision the handshake asks for (one the SDK serves). */
    private static final String PROTOCOL_VERSION = ProtocolVersions.MCP_2025_11_25;

    private final McpJsonMapper mapper = new JacksonMcpJsonMapperSupplier().get();

    @Override
    public String name() {
        return "mcp-java-sdk";
    }

    @Override
    public String description() {
        return "MCP java-sdk 2.2.0 StdioServerTransportProvider + McpServerSession, newline framing, in-process over a loopback socket";
    }

    @Override
    public Set<Transport> transports() {
        return Set.of(Transport.STREAM);
    }

    @Override
    public boolean supportsBatches() {
        return false;
    }

    @Override
    public StreamFraming framing() {
        return StreamFraming.NEWLINE;
    }

    @Override
    public StreamSession openStream() throws IOException {
        Loopback loopback = Loopback.open();
        StdioServerTransportProvider provider;
        try {
            provider = new StdioServerTransportProvider(mapper, loopback.server().getInputStream(), loopback.server().getOutputStream());
            McpService service = new McpService(mapper);
            McpInitRequestHandler initialize = request -> Mono.just(McpSchema.InitializeResult.builder(
                    request.protocolVersion() == null ? PROTOCOL_VERSION : request.protocolVersion(),
                    McpSchema.ServerCapabilities.builder().tools(false).build(),
                    McpSchema.Implementation.builder("rpcgate-conformance", "1").build()).build());
            Map<String, McpNotificationHandler> notifications =
                    Map.of(McpSchema.METHOD_NOTIFICATION_INITIALIZED, (exchange, params) -> Mono.empty());
            provider.setSessionFactory(transport -> new McpServerSession(UUID.randomUUID().toString(),
                    Duration.ofSeconds(5), transport, initialize, service.handlers(), notifications));
        } catch (RuntimeException e) {
            Closing.quietly(loopback.client(), loopback.server());
            throw e;
        }
        StreamSession session = loopback.session(framing(), () -> provider.closeGracefully().block(Duration.ofSeconds(2)));
        try {
            handshake(session);
            return session;
        } catch (IOException | InterruptedException | RuntimeException e) {
            session.close();
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw e instanceof IOException io ? io : new IOException("MCP handshake failed", e);
        }
    }

    private static void handshake(StreamSession session) throws IOException, InterruptedException {
        String initialize = "{\"jsonrpc\":\"2.0\",\"id\":\"" + HANDSHAKE_ID + "\",\"method\":\"initialize\",\"params\":"
                + "{\"protocolVersion\":\"" + PROTOCOL_VERSION + "\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"rpcgate-conformance\",\"version\":\"1\"}}}\n";
        session.write(initialize.getBytes(StandardCharsets.UTF_8));
        Optional<byte[]> reply = session.nextReply(HANDSHAKE_TIMEOUT);
        if (reply.isEmpty() || !new String(reply.get(), StandardCharsets.UTF_8).contains(HANDSHAKE_ID)) {
            throw new IOException("MCP server did not answer initialize");
        }
        session.write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n".getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public HttpResult post(byte[] body, String contentType, Duration timeout) {
        throw new UnsupportedOperationException("the MCP java-sdk's HTTP transports need a servlet container");
    }

    @Override
    public void close() {
        // every session owns its provider, session and sockets; nothing is shared between sessions
    }
}
