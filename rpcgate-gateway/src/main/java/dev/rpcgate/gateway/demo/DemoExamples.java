package dev.rpcgate.gateway.demo;

import java.util.List;

/**
 * The requests {@code rpcgate demo} prints and its test sends: one per error the gateway makes for A2A v0.3 traffic,
 * then the same gateway answering A2A v1.0 requests in v1.0's error form.
 */
public final class DemoExamples {
    private static final String JSON = "application/json";

    private DemoExamples() {
    }

    private static String send(String text, String extra) {
        return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{\"message\":{\"parts\":"
                + "[{\"text\":\"" + text + "\"}]}" + extra + "}}";
    }

    private static final List<String> V1 = List.of("A2A-Version: 1.0");
    private static final String V1_GET = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"GetTask\",\"params\":{\"id\":\"t-1\"}}";

    /** Every example, in the order they are printed. */
    public static List<DemoExample> all() {
        return List.of(
                new DemoExample("a call that succeeds", DemoAgent.ECHO.id(), JSON,
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{\"message\":"
                                + "{\"kind\":\"message\",\"messageId\":\"m-1\",\"role\":\"user\",\"parts\":"
                                + "[{\"kind\":\"text\",\"text\":\"Hello\"}]}}}", null, null),
                new DemoExample("no agent under that id", "nonexistent-agent", JSON, send("Hello?", ""), -32002,
                        "agent not found: nonexistent-agent"),
                new DemoExample("invalid JSON body", DemoAgent.ECHO.id(), JSON, "{invalid json!!!}", -32700, null),
                new DemoExample("Content-Type is not application/json", DemoAgent.ECHO.id(), "text/plain",
                        send("Hello", ""), -32700, null),
                new DemoExample("missing method", DemoAgent.ECHO.id(), JSON,
                        "{\"jsonrpc\": \"2.0\", \"id\": 1, \"params\": {}}", -32600, null),
                new DemoExample("wrong jsonrpc version", DemoAgent.ECHO.id(), JSON,
                        "{\"jsonrpc\": \"1.0\", \"id\": 1, \"method\": \"message/send\", \"params\": {}}", -32600,
                        null),
                new DemoExample("malformed agent id (upper case)", "Echo-Agent-01", JSON, send("Hello", ""), -32600,
                        null),
                new DemoExample("method the gateway does not forward", DemoAgent.ECHO.id(), JSON,
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/delete\",\"params\":{}}", -32601, null),
                new DemoExample("timeout below the agent's 5 s", DemoAgent.SLOW.id(), JSON,
                        send("This will timeout", ",\"configuration\":{\"timeout\":1}"), -32001,
                        "agent timeout: slow-agent-01"),
                new DemoExample("a timeout that is not a positive number", DemoAgent.ECHO.id(), JSON,
                        send("Hello", ",\"configuration\":{\"timeout\":0}"), -32602, null),
                new DemoExample("agent answers 503", DemoAgent.UNAVAILABLE.id(), JSON, send("Hello", ""), -32003,
                        null),
                new DemoExample("agent answers with more than 10 MiB", DemoAgent.OVERSIZED.id(), JSON,
                        send("Hello", ""), -32003, null),
                new DemoExample("agent answers 200 with a body that is not JSON-RPC", DemoAgent.GARBAGE.id(), JSON,
                        send("Hello", ""), -32004, null),
                new DemoExample("agent answers 500 with plain text (an application error)", DemoAgent.FAILING.id(),
                        JSON, send("Hello", ""), -32603, null),
                new DemoExample("A2A v1.0: an A2A-Version the gateway does not speak", DemoAgent.ECHO.id(), JSON,
                        V1_GET, -32009, "version not supported: \"99.0\"", List.of("A2A-Version: 99.0")),
                new DemoExample("A2A v1.0: no agent under that id (-32000, not A2A's -32002)", "nonexistent-agent",
                        JSON, V1_GET, -32000, "agent not found: nonexistent-agent", V1),
                new DemoExample("A2A v1.0: a v0.3 method name", DemoAgent.ECHO.id(), JSON,
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"message/send\",\"params\":{}}", -32601, null, V1),
                new DemoExample("A2A v1.0: the timeout header below the agent's 5 s", DemoAgent.SLOW.id(), JSON,
                        V1_GET, -32000, "agent timeout: slow-agent-01",
                        List.of("A2A-Version: 1.0", "Rpcgate-Timeout: 1")));
    }
}
