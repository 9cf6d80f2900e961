package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.GateStatus;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.runtime.contract.SmithyContract;
import dev.rpcgate.runtime.demo.Demo;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.model.RpcModels;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * The spec demo served with its Smithy contract ({@code examples/json-rpc/demo.smithy}) over real pipes: each
 * {@code src/test/resources/contract/NAME.in.ndjson} beside {@code NAME.out.ndjson}, the lines it must get back,
 * sequentially in order and concurrently in any order. {@code -Drpcgate.record=true} rewrites the expected files from
 * the sequential run (then review the diff).
 */
@Timeout(60)
class ContractFixturesTest {
    private static final Path DIR = Path.of("src/test/resources/contract");
    static final PreparedService SPEC = PreparedService.prepare(RpcModels.loader()
            .addFile(RepoFiles.repoRoot().resolve("examples/json-rpc/demo.smithy")).load().expectModel(),
            ShapeId.from("example.demo#Spec"), JsonRpcVersion.V2_0).expectService();
    private static final ConnectionOptions OPTIONS =
            ConnectionOptions.builder().dispatch(SmithyContract.options(SPEC)).build();

    static Stream<String> cases() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".in.ndjson"))
                    .map(n -> n.substring(0, n.length() - ".in.ndjson".length())).sorted().toList().stream();
        }
    }

    @Test
    void theCasesAreThere() throws IOException {
        assertThat(cases()).containsExactly("params", "results", "valid");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sequentialRepliesComeInOrder(String name) throws IOException {
        List<String> got = serve(name, OPTIONS.toBuilder().sequential(true).build()).finish();
        if (Boolean.getBoolean("rpcgate.record")) {
            Files.write(DIR.resolve(name + ".out.ndjson"), got, StandardCharsets.UTF_8);
        }
        assertThat(got).isEqualTo(expected(name));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void concurrentRepliesAreTheSameInAnyOrder(String name) throws IOException {
        assertThat(serve(name, OPTIONS).finish()).containsExactlyInAnyOrderElementsOf(expected(name));
    }

    @Test
    void aResultThatBreaksTheContractIsInTheTraceForTheListenerToLog() throws IOException {
        Served s = serve("results", OPTIONS.toBuilder().sequential(true).build());
        s.finish();
        List<Trace> broken = s.traces.stream().filter(t -> t.failedGate() == Gate.HANDLER).toList();
        assertThat(broken).hasSize(2); // sum and subtract; update answers null, as its contract says
        for (Trace t : broken) {
            List<Finding> why = t.gates().stream().filter(g -> g.gate() == Gate.HANDLER).findFirst().orElseThrow()
                    .findings();
            assertThat(why).extracting(Finding::code).containsExactly("ResultBreaksContract", "OutOfRange");
            assertThat(why).extracting(Finding::path).containsOnly("/result");
            assertThat(t.code()).isEqualTo(-32603);
        }
        // the notification's result is never sent, so it is not checked
        assertThat(s.traces).filteredOn(t -> t.reply() == null).singleElement()
                .satisfies(t -> assertThat(t.gates()).allMatch(g -> g.status() == GateStatus.PASSED));
    }

    @Test
    void aServiceForJsonRpc10IsRefused() {
        PreparedService legacy = PreparedService.prepare(RpcModels.loader()
                .addFile(RepoFiles.repoRoot().resolve("examples/json-rpc/legacy.smithy")).load().expectModel(),
                ShapeId.from("legacy#Legacy"), JsonRpcVersion.V1_0).expectService();
        assertThatIllegalArgumentException().isThrownBy(() -> SmithyContract.of(legacy))
                .withMessageContaining("serves JSON-RPC 2.0");
    }

    private static Served serve(String name, ConnectionOptions options) throws IOException {
        Served s = Served.ndjson(Demo.SPEC.methods(), options);
        s.peer.send(Files.readString(DIR.resolve(name + ".in.ndjson"), StandardCharsets.UTF_8));
        return s;
    }

    private static List<String> expected(String name) throws IOException {
        return Files.readAllLines(DIR.resolve(name + ".out.ndjson"), StandardCharsets.UTF_8);
    }
}
