package dev.rpcgate.runtime.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.runtime.Connection;
import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.NdjsonChannel;
import dev.rpcgate.runtime.demo.Demo;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.model.RpcModels;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * The example of docs/runtime.md, "A Smithy contract": the body of {@link #serve} between its markers is the page's
 * code block word for word, and it serves the spec demo with its contract as the page says.
 */
@Timeout(60)
class SmithyServerExampleTest {
    private static final String BEGIN = "// docs/runtime.md: begin";
    private static final String END = "// docs/runtime.md: end";

    /** A server with a Smithy contract: the spec demo checked against {@code model}, logging failed calls to err. */
    static void serve(Path model, InputStream in, OutputStream out, PrintStream err) throws IOException {
        // docs/runtime.md: begin
        PreparedService spec = PreparedService.prepare(RpcModels.loader().addFile(model).load().expectModel(),
                ShapeId.from("example.demo#Spec"), JsonRpcVersion.V2_0).expectService();
        ConnectionOptions options = ConnectionOptions.builder().dispatch(SmithyContract.options(spec)).build();
        ConnectionListener log = ConnectionListener.traces(trace -> {
            if (trace.failedGate() == Gate.HANDLER) { // a handler that failed, or a result that broke the contract
                err.println(TraceJson.toJson(trace));
            }
        });
        new Connection(new NdjsonChannel(in, out), Demo.SPEC.methods(), options, log).serve();
        // docs/runtime.md: end
    }

    @Test
    void theExampleChecksParamsBeforeTheHandlerAndResultsAfter() throws IOException {
        String in = """
                {"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}
                {"jsonrpc":"2.0","id":2,"method":"subtract","params":[42,"23"]}
                {"jsonrpc":"2.0","id":3,"method":"sum","params":[2147483647,1]}
                """;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        serve(RepoFiles.repoRoot().resolve("examples/json-rpc/demo.smithy"),
                new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(out.toString(StandardCharsets.UTF_8).lines().sorted().toList()).containsExactly(
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":19}",
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32602,\"message\":\"Invalid params\",\"data\":"
                        + "{\"findings\":[{\"code\":\"TypeMismatch\",\"severity\":\"ERROR\",\"message\":\"expected an"
                        + " integer (integer), found the string \\\"23\\\"\",\"path\":\"/params/1\",\"line\":2,"
                        + "\"column\":58,\"offset\":57,\"shape\":\"example.demo#SubtractInput\",\"member\":"
                        + "\"example.demo#SubtractInput$subtrahend\",\"operation\":\"example.demo#Subtract\"}]}}}",
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}");
        List<String> logged = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(logged).singleElement().satisfies(l -> assertThat(l)
                .contains("\"failedGate\":\"HANDLER\"", "\"code\":\"ResultBreaksContract\"", "\"path\":\"/result\"",
                        "found the number 2147483648"));
    }

    @Test
    void thePageShowsTheExampleWordForWord() {
        String source = RepoFiles.read(RepoFiles.repoRoot().resolve(
                "rpcgate-runtime/src/test/java/dev/rpcgate/runtime/contract/SmithyServerExampleTest.java"));
        List<String> lines = source.lines().toList();
        int begin = lines.indexOf("        " + BEGIN);
        int end = lines.indexOf("        " + END);
        assertThat(begin).as("the begin marker").isPositive();
        assertThat(end).as("the end marker").isGreaterThan(begin + 1);
        String block = String.join("\n", lines.subList(begin + 1, end).stream()
                .map(l -> l.length() >= 8 ? l.substring(8) : l.strip()).toList());
        assertThat(block.lines().count()).as("a server in ten lines").isLessThanOrEqualTo(10);
        String page = RepoFiles.read(RepoFiles.repoRoot().resolve("docs/runtime.md"));
        assertThat(Arrays.asList(page.split("```java\n", -1))).as("docs/runtime.md has the example in a java block")
                .anySatisfy(b -> assertThat(b).startsWith(block + "\n```"));
    }
}
