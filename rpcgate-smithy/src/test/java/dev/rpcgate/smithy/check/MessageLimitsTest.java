package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.BatchResponseContext;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.RequestBatchResult;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.ResponseBatchResult;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseEntry;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.smithy.model.RpcModels;
import org.junit.jupiter.api.Test;
import software.amazon.smithy.model.shapes.ShapeId;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The default bounds under hostile input: 1,000 findings per message, 10,000 per batch with the last slot
 * {@code FindingLimit}, depth 128 for text and for in-memory values, and association that stays exact for large
 * batches answered in any order.
 */
class MessageLimitsTest {
    private static final PreparedService SHOP = prepare("messages/models/shop.smithy", "test.msg#Shop");
    private static final PreparedService BATCH = prepare(null, "batch#Api");

    static PreparedService prepare(String resource, String service) {
        var file = resource == null ? RepoFiles.repoRoot().resolve("examples/json-rpc/batches.smithy")
                : RepoFiles.resource(MessageLimitsTest.class, resource);
        return PreparedService.prepare(RpcModels.loader().addFile(file).load().expectModel(), ShapeId.from(service),
                JsonRpcVersion.V2_0).expectService();
    }

    private static String unknownMembers(int n) {
        return IntStream.range(0, n).mapToObj(i -> "\"m" + i + "\":" + i).collect(Collectors.joining(",", "{", "}"));
    }

    @Test
    void aMessageKeepsAtMostAThousandFindingsAndEndsWithFindingLimit() {
        RequestResult r = SHOP.validateRequest("{\"jsonrpc\":\"2.0\",\"method\":\"order.put\",\"params\":"
                + unknownMembers(1_500) + ",\"id\":1}");
        assertThat(r.findings()).hasSize(1_000);
        assertThat(r.findings().get(999).code()).isEqualTo("FindingLimit");
        assertThat(r.findings().subList(0, 999)).extracting(Finding::code).doesNotContain("FindingLimit");
        assertThat(r.complete()).isFalse();
        assertThat(r.isValid()).isFalse();
    }

    @Test
    void exactlyAThousandFindingsStillComplete() {
        // MissingRequired item + 999 unknown members = 1,000: within the budget
        RequestResult r = SHOP.validateRequest("{\"jsonrpc\":\"2.0\",\"method\":\"order.put\",\"params\":"
                + unknownMembers(999) + ",\"id\":1}");
        assertThat(r.findings()).hasSize(1_000);
        assertThat(r.findings()).extracting(Finding::code).doesNotContain("FindingLimit");
        assertThat(r.complete()).isTrue();
    }

    @Test
    void aHugeRequestBatchStopsAtTenThousandFindingsWithAPrefixOfEntries() {
        String batch = IntStream.range(0, 12_000).mapToObj(i -> "1").collect(Collectors.joining(",", "[", "]"));
        RequestBatchResult r = BATCH.validateRequestBatch(batch);
        assertThat(r.findings()).hasSize(10_000);
        assertThat(r.findings().get(9_999).code()).isEqualTo("FindingLimit");
        assertThat(r.complete()).isFalse();
        assertThat(r.entries()).hasSize(10_000);
        assertThat(r.entries().get(9_999).result().complete()).isFalse();
        assertThat(r.entries().get(9_998).result().complete()).isTrue();
        assertThat(r.entries().get(1_234).result().findings()).extracting(Finding::path).containsExactly("/1234");
    }

    @Test
    void aHugeResponseBatchStopsAtTenThousandFindings() {
        String original = IntStream.range(0, 3).mapToObj(i -> "{\"jsonrpc\":\"2.0\",\"method\":\"get_data\",\"id\":" + i + "}")
                .collect(Collectors.joining(",", "[", "]"));
        String replies = IntStream.range(0, 11_000).mapToObj(i -> "{\"jsonrpc\":\"2.0\",\"result\":[],\"id\":" + (i + 10) + "}")
                .collect(Collectors.joining(",", "[", "]"));
        ResponseBatchResult r = BATCH.validateResponseBatch(replies, BatchResponseContext.originalBatch(original));
        assertThat(r.findings()).hasSize(10_000);
        assertThat(r.findings().get(9_999).code()).isEqualTo("FindingLimit");
        assertThat(r.complete()).isFalse();
        assertThat(r.entries()).hasSize(10_000);
    }

    @Test
    void largeBatchesAnsweredInReverseOrderCorrelateByExactId() {
        int n = 5_000;
        String original = IntStream.range(0, n).mapToObj(i -> "{\"jsonrpc\":\"2.0\",\"method\":\"get_data\",\"id\":"
                + (i % 2 == 0 ? i : "\"" + i + "\"") + "}").collect(Collectors.joining(",", "[", "]"));
        // even ids answered as n.0 (the same number), odd ids as strings; in reverse order
        String replies = IntStream.range(0, n).map(i -> n - 1 - i).mapToObj(i -> "{\"jsonrpc\":\"2.0\",\"result\":[],\"id\":"
                + (i % 2 == 0 ? i + ".0" : "\"" + i + "\"") + "}").collect(Collectors.joining(",", "[", "]"));
        ResponseBatchResult r = BATCH.validateResponseBatch(replies, BatchResponseContext.originalBatch(original));
        assertThat(r.findings()).isEmpty();
        assertThat(r.isValid()).isTrue();
        assertThat(r.entries()).hasSize(n);
        for (ResponseEntry e : r.entries()) {
            assertThat(e.requestIndex().getAsInt()).isEqualTo(n - 1 - e.index().getAsInt());
        }
    }

    @Test
    void aLargeBatchOfOneRepeatedIdAnsweredInReverseGetsOnlyTheAmbiguity() {
        int n = 5_000;
        String original = IntStream.range(0, n).mapToObj(i -> i % 2 == 0
                ? "{\"jsonrpc\":\"2.0\",\"method\":\"get_data\",\"id\":7}"
                : "{\"jsonrpc\":\"2.0\",\"method\":\"sum\",\"params\":[1,2],\"id\":7}").collect(Collectors.joining(",", "[", "]"));
        String replies = IntStream.range(0, n).map(i -> n - 1 - i).mapToObj(i -> "{\"jsonrpc\":\"2.0\",\"result\":"
                + (i % 2 == 0 ? "[]" : "3") + ",\"id\":7}").collect(Collectors.joining(",", "[", "]"));
        ResponseBatchResult r = BATCH.validateResponseBatch(replies, BatchResponseContext.originalBatch(original));
        assertThat(r.findings()).hasSize(n - 1).extracting(Finding::code).containsOnly("AmbiguousId");
        assertThat(r.complete()).isTrue();
        assertThat(r.entries()).hasSize(n).allSatisfy(e -> assertThat(e.findings()).isEmpty());
        // each reply counts for a call it fits: the reply to a get_data call for a get_data call
        assertThat(r.entries()).allSatisfy(e -> assertThat(e.requestIndex().getAsInt() % 2)
                .isEqualTo((n - 1 - e.index().getAsInt()) % 2));
    }

    @Test
    void textNestedPastDepth128IsADepthLimit() {
        String deep = "[".repeat(200) + "]".repeat(200);
        RequestResult r = SHOP.validateRequest("{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1,\"x\":" + deep + "}");
        assertThat(r.findings()).extracting(Finding::code).containsExactly("DepthLimit");
        assertThat(r.isValid()).isFalse();
        // exactly at the limit: the object is level 1, so 127 arrays fit
        String fits = "[".repeat(127) + "]".repeat(127);
        assertThat(SHOP.validateRequest("{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1,\"x\":" + fits + "}")
                .isValid()).isTrue();
    }

    @Test
    void inMemoryValuesNestedFarPastTheLimitAreRejectedWithoutOverflowingTheStack() {
        JsonValue deep = JsonNumber.of(1);
        for (int i = 0; i < 200_000; i++) {
            deep = JsonArray.of(deep);
        }
        JsonObject message = JsonObject.builder().put("jsonrpc", "2.0").put("method", "ping").put("id", 1)
                .put("x", deep).build();
        RequestResult r = SHOP.validateJson(message);
        assertThat(r.findings()).extracting(Finding::code).containsExactly("DepthLimit");
        assertThat(r.findings().get(0).path()).startsWith("/x/0/0/0");
        ResponseResult response = SHOP.validateResponseJson(message, ResponseContext.method("ping"));
        assertThat(response.findings()).extracting(Finding::code).containsExactly("DepthLimit");
        RequestBatchResult batch = SHOP.validateRequestBatchJson(JsonArray.of(message));
        assertThat(batch.findings()).extracting(Finding::code).containsExactly("DepthLimit");
    }

    @Test
    void anOriginalWithDuplicateKeysOrOverTheLimitsFailsContextInsteadOfExpectingAParseError() {
        String parseError = "{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32700,\"message\":\"Parse error\"},\"id\":null}";
        for (String original : List.of(
                "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1,\"id\":1}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":1,\"x\":" + "[".repeat(300) + "]".repeat(300) + "}")) {
            ResponseResult r = SHOP.validateResponse(parseError, ResponseContext.originalRequest(original));
            assertThat(r.findings()).extracting(Finding::code).containsExactly("InvalidContext");
            assertThat(r.isValid()).isFalse();
            ResponseBatchResult b = SHOP.validateResponseBatch(parseError,
                    BatchResponseContext.originalBatch("[" + original + "]"));
            assertThat(b.findings()).extracting(Finding::code).contains("InvalidContext");
            assertThat(b.isValid()).isFalse();
        }
        // truly unreadable text is a parse error the reply must report
        assertThat(SHOP.validateResponse(parseError, ResponseContext.originalRequest("{\"jsonrpc\":")).isValid()).isTrue();
    }

    @Test
    void nullContextIsMissingContextNotAnException() {
        assertThat(SHOP.validateResponse("{\"jsonrpc\":\"2.0\",\"result\":null,\"id\":1}", null).findings())
                .extracting(Finding::code).containsExactly("MissingContext");
        assertThat(SHOP.validateResponseBatch(null, null).findings()).extracting(Finding::code)
                .containsExactly("MissingContext");
    }
}
