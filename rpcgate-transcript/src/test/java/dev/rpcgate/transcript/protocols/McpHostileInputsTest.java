package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.transcript.PeerName;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Hostile MCP messages against the built-in protocol: many broken content blocks, elicitation schemas whose
 * untagged unions are all tried and all fail, deep values. Findings stay within the budget, nothing throws, and
 * each check ends quickly.
 */
class McpHostileInputsTest {
    private static final ProtocolDescription MCP = BuiltInProtocols.find("mcp@2025-11-25").orElseThrow()
            .prepare().expectDescription();
    private static final PreparedService SERVER = MCP.serviceFor(new PeerName("server")).orElseThrow();
    private static final PreparedService CLIENT = MCP.serviceFor(new PeerName("client")).orElseThrow();

    @Test
    void tenThousandBrokenContentBlocksStayWithinTheFindingBudget() {
        StringBuilder blocks = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            blocks.append(i == 0 ? "" : ",").append(i % 2 == 0 ? "{\"type\":\"text\"}" : "{\"type\":\"video\"}");
        }
        String reply = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"content\":[" + blocks + "]}}";
        ResponseResult r = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> SERVER.validateResponse(reply, ResponseContext.method("tools/call")));
        assertThat(r.isValid()).isFalse();
        // a result or a task: neither fits, and the closest (a result) says what is wrong, within its trial budget
        assertThat(r.findings()).hasSizeLessThanOrEqualTo(20)
                .anyMatch(f -> f.code().equals("UnionMismatch") && f.path().equals("/result"))
                .anyMatch(f -> f.code().equals("MissingRequired") && f.path().equals("/result/content/0/text"))
                .anyMatch(f -> f.code().equals("UnionMismatch") && f.path().equals("/result/content/1/type"));
    }

    @Test
    void anElicitationSchemaOfManyPropertiesThatFitNoAlternativeIsBounded() {
        StringBuilder props = new StringBuilder();
        for (int i = 0; i < 2_000; i++) {
            props.append(i == 0 ? "" : ",").append("\"p").append(i).append("\":{\"type\":\"string\",\"minLength\":\"x\","
                    + "\"enum\":7,\"oneOf\":[1]}");
        }
        String request = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"elicitation/create\",\"params\":{\"message\":\"m\","
                + "\"requestedSchema\":{\"type\":\"object\",\"properties\":{" + props + "}}}}";
        RequestResult r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CLIENT.validateRequest(request));
        assertThat(r.isValid()).isFalse();
        assertThat(r.findings()).hasSizeLessThanOrEqualTo(1000)
                .anyMatch(f -> f.code().equals("UnionMismatch") && f.path().equals("/params/requestedSchema/properties/p0"));
    }

    @Test
    void deepArgumentsAndStructuredContentAreBoundedByDepth() {
        String deep = "[".repeat(5_000) + "]".repeat(5_000);
        for (String text : List.of(
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"x\",\"arguments\":{\"a\":"
                        + deep + "}}}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"x\",\"_meta\":"
                        + "{\"progressToken\":" + deep + "}}}")) {
            assertThatCode(() -> {
                RequestResult r = SERVER.validateRequest(text);
                assertThat(r.isValid()).isFalse();
                assertThat(r.findings()).extracting(Finding::code).contains("DepthLimit");
            }).doesNotThrowAnyException();
        }
    }
}
