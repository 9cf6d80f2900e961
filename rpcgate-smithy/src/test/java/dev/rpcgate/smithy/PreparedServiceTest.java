package dev.rpcgate.smithy;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.loader.ModelAssembler;
import software.amazon.smithy.model.shapes.ShapeId;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PreparedServiceTest {

    private static Model load(String resource) {
        return RpcModels.loader().addFile(RepoFiles.resource(PreparedServiceTest.class, resource)).load().expectModel();
    }

    private static PreparedService shop() {
        return PreparedService.prepare(load("prepare/valid-basic.smithy"), ShapeId.from("example#Shop"), JsonRpcVersion.V2_0)
                .expectService();
    }

    @Test
    void methodsAreDescribedWithTheirDefaultsApplied() {
        PreparedService shop = shop();
        assertThat(shop.id()).isEqualTo(ShapeId.from("example#Shop"));
        assertThat(shop.version()).isEqualTo(JsonRpcVersion.V2_0);
        assertThat(shop.policy()).isEqualTo(ValidationPolicy.DEFAULT);
        assertThat(shop.methods()).extracting(MethodInfo::name).containsExactly("add", "notify", "order.get", "ping");

        assertThat(shop.findMethod("add")).contains(new MethodInfo("add", ShapeId.from("example#Add"), ParamsMode.EITHER,
                List.of("b", "a"), new ResultSelection.Member("sum")));
        assertThat(shop.findMethod("ping")).contains(new MethodInfo("ping", ShapeId.from("example#Ping"),
                ParamsMode.POSITIONAL, List.of(), new ResultSelection.NullResult()));
        // no params mode: named; no result selector: the whole output
        assertThat(shop.findMethod("notify")).contains(new MethodInfo("notify", ShapeId.from("example#Notify"),
                ParamsMode.NAMED, List.of(), new ResultSelection.WholeOutput()));
        // bound through a resource
        assertThat(shop.findMethod("order.get")).map(MethodInfo::operation).contains(ShapeId.from("example#GetOrder"));
        assertThat(shop.findMethod("Add")).isEmpty();
        assertThat(shop.findMethod("rpc.discover")).isEmpty();
    }

    @Test
    void snapshotsAreImmutable() {
        assertThatThrownBy(() -> shop().methods().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void thePolicyIsKept() {
        ValidationPolicy policy = ValidationPolicy.builder().unknownMembers(ValidationPolicy.UnknownMembers.IGNORE).build();
        PreparedService shop = PreparedService.prepare(load("prepare/valid-basic.smithy"), ShapeId.from("example#Shop"),
                JsonRpcVersion.V2_0, policy).expectService();
        assertThat(shop.policy()).isSameAs(policy);
    }

    @ParameterizedTest
    @CsvSource({"calculator.smithy, example#Calculator, subtract", "responses.smithy, example#Replies, subtract",
            "batches.smithy, batch#Api, get_data"})
    void theExamplesPrepare(String file, String service, String method) {
        Model model = RpcModels.loader().addFile(RepoFiles.repoRoot().resolve("examples/json-rpc").resolve(file))
                .load().expectModel();
        Preparation preparation = PreparedService.prepare(model, ShapeId.from(service), JsonRpcVersion.V2_0);
        assertThat(preparation.findings()).isEmpty();
        assertThat(preparation.expectService().findMethod(method)).isPresent();
    }

    @Test
    void aFailedPreparationSaysWhyWhenExpected() {
        Preparation preparation = PreparedService.prepare(load("prepare/missing-method.smithy"),
                ShapeId.from("example#Api"), JsonRpcVersion.V2_0);
        assertThat(preparation.isPrepared()).isFalse();
        assertThatThrownBy(preparation::expectService).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("missing-method.smithy:18:1: InvalidContract:");
    }

    @Test
    void traitValuesThatDoNotMatchTheDefinitionsAreFindings() {
        // assembled without the bundled definitions, so Smithy keeps any value
        Model model = Model.assembler().putProperty(ModelAssembler.ALLOW_UNKNOWN_TRAITS, true)
                .addUnparsedModel("odd.smithy", """
                        $version: "2"
                        namespace example
                        @smithy.rpc#jsonRpc(versions: ["2.0"])
                        service Api { version: "1", operations: [Ping, Pong], errors: [Busy] }
                        @smithy.rpc#method(name: 7)
                        operation Ping {}
                        @smithy.rpc#method(name: "pong", params: "sometimes")
                        operation Pong {}
                        @error("server")
                        @smithy.rpc#rpcError(code: 1.5)
                        structure Busy {}
                        """).assemble().unwrap();

        Preparation preparation = PreparedService.prepare(model, ShapeId.from("example#Api"), JsonRpcVersion.V2_0);

        assertThat(preparation.isPrepared()).isFalse();
        assertThat(preparation.findings()).extracting(f -> f.finding().code() + " " + f.finding().location() + " "
                + ModelRef.of(f.finding()).shape()).containsExactly(
                "InvalidContract 5:26 example#Ping",
                "InvalidContract 7:42 example#Pong",
                "InvalidContract 10:28 example#Busy");
        assertThat(preparation.findings()).allSatisfy(f ->
                assertThat(f.finding().message()).contains("to match their definitions"));
    }

    @Test
    void aServiceWithoutOperationsPrepares() {
        Model model = RpcModels.loader().addText("empty.smithy", """
                $version: "2"
                namespace example
                use smithy.rpc#jsonRpc
                @jsonRpc(versions: ["1.0", "2.0"])
                service Empty { version: "1" }
                """, ModelFormat.IDL).load().expectModel();
        for (JsonRpcVersion version : JsonRpcVersion.values()) {
            PreparedService empty = PreparedService.prepare(model, ShapeId.from("example#Empty"), version).expectService();
            assertThat(empty.methods()).isEmpty();
            assertThat(empty.version()).isEqualTo(version);
        }
    }
}
