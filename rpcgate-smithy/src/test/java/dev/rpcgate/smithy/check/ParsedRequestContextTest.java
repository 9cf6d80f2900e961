package dev.rpcgate.smithy.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.smithy.ValidationLimits;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code ResponseContext.originalRequest(JsonValue)}: over every response case of the message table whose context is
 * the original request, the request read by the service's own reader gives the result its text gives.
 */
class ParsedRequestContextTest {
    /** How the table reads in-memory messages (see {@code MessageCase}). */
    private static final JsonReader DEEP = JsonReader.withLimits(
            dev.rpcgate.core.json.JsonLimits.DEFAULT.withMaxDepth(100_000));

    @Test
    void aParsedOriginalGivesTheResultOfItsText() {
        List<String> compared = new ArrayList<>();
        for (Path file : MessageCasesTest.caseFiles()) {
            MessageCase c = MessageCase.read(file);
            if (!c.get("check", "request").equals("response") || !c.get("context", "none").equals("original")) {
                continue;
            }
            PreparedService service = c.service();
            JsonParse parse = JsonReader.withLimits(c.policy().limits().json()).read(c.original());
            if (!parse.isValid()) {
                continue; // unreadable text has no value; its context stays text
            }
            JsonValue request = parse.value();
            ResponseResult fromText = c.get("input", "text").equals("json")
                    ? service.validateResponseJson(DEEP.read(c.message()).value(),
                    ResponseContext.originalRequest(c.original()))
                    : service.validateResponse(c.message(), ResponseContext.originalRequest(c.original()));
            ResponseResult fromValue = c.get("input", "text").equals("json")
                    ? service.validateResponseJson(DEEP.read(c.message()).value(),
                    ResponseContext.originalRequest(request))
                    : service.validateResponse(c.message(), ResponseContext.originalRequest(request));
            assertThat(MessageCase.render(fromValue)).as(c.name()).isEqualTo(MessageCase.render(fromText));
            assertThat(fromValue.findings()).as(c.name()).isEqualTo(fromText.findings());
            compared.add(c.name());
        }
        assertThat(compared).hasSizeGreaterThan(40);
    }

    @Test
    void aParsedOriginalPastTheDepthLimitCannotProveAReply() {
        String text = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":{\"a\":[[[[[[1]]]]]]}}";
        JsonValue deep = JsonReader.standard().read(text).value();
        PreparedService service = PreparedService.prepare(
                RpcModels.loader().addText("m.smithy", """
                        $version: "2"
                        namespace t
                        use smithy.rpc#jsonRpc
                        use smithy.rpc#method
                        @jsonRpc(versions: ["2.0"])
                        service S { version: "1", operations: [M] }
                        @method(name: "m")
                        operation M { input := { a: Document } }
                        """, ModelFormat.IDL).load().expectModel(),
                software.amazon.smithy.model.shapes.ShapeId.from("t#S"), dev.rpcgate.core.message.JsonRpcVersion.V2_0,
                ValidationPolicy.builder().limits(ValidationLimits.builder()
                        .json(dev.rpcgate.core.json.JsonLimits.DEFAULT.withMaxDepth(4)).build()).build()).expectService();
        String reply = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}";
        ResponseResult fromText = service.validateResponse(reply, ResponseContext.originalRequest(text));
        ResponseResult fromValue = service.validateResponse(reply, ResponseContext.originalRequest(deep));
        assertThat(fromValue.findings()).extracting(f -> f.code()).contains("InvalidContext");
        assertThat(MessageCase.render(fromValue)).isEqualTo(MessageCase.render(fromText));
    }
}
