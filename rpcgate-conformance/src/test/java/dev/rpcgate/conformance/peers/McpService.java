package dev.rpcgate.conformance.peers;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpRequestHandler;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import reactor.core.publisher.Mono;
import tools.jackson.databind.node.NullNode;

/**
 * The conformance service as MCP request handlers ({@link McpRequestHandler}: params in, a {@link Mono} out, errors
 * as {@link McpError} or a failed Mono). The three methods are registered twice: as plain JSON-RPC methods
 * {@code subtract}/{@code echo}/{@code fail}, and as MCP tools of the same names behind {@code tools/list} and
 * {@code tools/call}. Params arrive as the SDK's Jackson deserialised them (maps, lists, numbers, strings).
 */
final class McpService {
    private static final int INVALID_PARAMS = -32602;

    private final McpJsonMapper mapper;

    McpService(McpJsonMapper mapper) {
        this.mapper = mapper;
    }

    /** The request handlers by method name, as an McpServerSession takes them. */
    Map<String, McpRequestHandler<?>> handlers() {
        Map<String, Function<Object, Object>> service = service();
        Map<String, McpRequestHandler<?>> handlers = new LinkedHashMap<>();
        service.forEach((name, function) -> handlers.put(name, (exchange, params) -> Mono.fromCallable(() -> function.apply(params))));
        handlers.put(McpSchema.METHOD_PING, (exchange, params) -> Mono.just(Map.of()));
        handlers.put(McpSchema.METHOD_TOOLS_LIST, (exchange, params) -> Mono.just(McpSchema.ListToolsResult.builder(tools(service)).build()));
        handlers.put(McpSchema.METHOD_TOOLS_CALL, (exchange, params) -> Mono.fromCallable(() -> callTool(service, params)));
        return handlers;
    }

    private static Map<String, Function<Object, Object>> service() {
        Map<String, Function<Object, Object>> service = new LinkedHashMap<>();
        service.put("subtract", McpService::subtract);
        service.put("echo", params -> params == null ? NullNode.getInstance() : params);
        service.put("fail", params -> {
            throw new IllegalStateException(ServiceText.FAIL_MESSAGE);
        });
        return service;
    }

    private static List<McpSchema.Tool> tools(Map<String, Function<Object, Object>> service) {
        return service.keySet().stream()
                .map(name -> McpSchema.Tool.builder(name, Map.<String, Object>of("type", "object"))
                        .description("conformance service: " + name).build())
                .toList();
    }

    private McpSchema.CallToolResult callTool(Map<String, Function<Object, Object>> service, Object params) {
        McpSchema.CallToolRequest call = mapper.convertValue(params, McpSchema.CallToolRequest.class);
        Function<Object, Object> tool = call == null ? null : service.get(call.name());
        if (tool == null) {
            throw invalidParams("unknown tool");
        }
        Object result = tool.apply(call.arguments());
        try {
            return McpSchema.CallToolResult.builder().addTextContent(mapper.writeValueAsString(result)).isError(false).build();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object subtract(Object params) {
        Object minuend = null;
        Object subtrahend = null;
        if (params instanceof List<?> list && list.size() == 2) {
            minuend = list.get(0);
            subtrahend = list.get(1);
        } else if (params instanceof Map<?, ?> map) {
            minuend = map.get("minuend");
            subtrahend = map.get("subtrahend");
        }
        BigInteger difference = integer(minuend).subtract(integer(subtrahend));
        return difference.bitLength() < 64 ? (Object) difference.longValue() : difference;
    }

    private static BigInteger integer(Object value) {
        return switch (value) {
            case Integer i -> BigInteger.valueOf(i);
            case Long l -> BigInteger.valueOf(l);
            case BigInteger b -> b;
            case null, default -> throw invalidParams("subtract takes [minuend, subtrahend] or {minuend, subtrahend} integers");
        };
    }

    private static McpError invalidParams(String message) {
        return new McpError(new McpSchema.JSONRPCResponse.JSONRPCError(INVALID_PARAMS, message, null));
    }
}
