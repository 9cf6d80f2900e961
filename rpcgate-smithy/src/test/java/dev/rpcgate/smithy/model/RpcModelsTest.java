package dev.rpcgate.smithy.model;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ModelRef;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.node.Node;
import software.amazon.smithy.model.node.ObjectNode;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.validation.ValidatedResult;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RpcModelsTest {
    private static final String PING = """
            $version: "2"
            namespace example
            use smithy.rpc#jsonRpc
            use smithy.rpc#method
            @jsonRpc(versions: ["2.0"])
            service Api { version: "1", operations: [Ping] }
            @method(name: "ping", params: "either", positional: [], nullResult: true)
            operation Ping {}
            """;

    private static final String USES_PROTOCOL_TESTS = """
            $version: "2"
            namespace example
            use smithy.test#httpRequestTests
            @trait(selector: "service")
            @protocolDefinition
            structure testProtocol {}
            @testProtocol
            service Api { version: "1", operations: [Ping] }
            @http(method: "POST", uri: "/ping")
            @httpRequestTests([{id: "ping", protocol: testProtocol, method: "POST", uri: "/ping"}])
            operation Ping {}
            """;

    private static Path example(String name) {
        return RepoFiles.repoRoot().resolve("examples/json-rpc").resolve(name);
    }

    @Test
    void theBundledDefinitionsLoadCleanlyAndOnlyWhenAskedFor() {
        LoadedModel bare = RpcModels.loader().load();
        assertThat(bare.findings()).isEmpty();
        Model model = bare.expectModel();
        assertThat(model.getShape(RpcTraits.METHOD)).isPresent();
        assertThat(model.expectShape(RpcTraits.METHOD).getSourceLocation().getFilename()).isEqualTo(RpcModels.BUILTIN_SOURCE);
        for (ShapeId trait : List.of(RpcTraits.JSON_RPC, RpcTraits.RPC_ERROR, RpcTraits.PROTOCOL, RpcTraits.SESSION,
                RpcTraits.LIFECYCLE, RpcTraits.CANCELS)) {
            assertThat(model.expectShape(trait).hasTrait("smithy.api#trait")).as(trait.toString()).isTrue();
        }
        // not on Smithy's discovery path: a plain discovering assembler does not know the traits
        ValidatedResult<Model> plain = Model.assembler().discoverModels().addUnparsedModel("api.smithy", PING).assemble();
        assertThat(plain.isBroken()).isTrue();
    }

    @Test
    void definitionsCanJoinAnExistingAssembler() {
        ValidatedResult<Model> result = RpcModels.addTraitDefinitions(Model.assembler())
                .addUnparsedModel("api.smithy", PING).assemble();
        assertThat(result.isBroken()).isFalse();
        assertThat(result.unwrap().expectShape(ShapeId.from("example#Ping")).hasTrait(RpcTraits.METHOD)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"calculator.smithy", "responses.smithy", "batches.smithy"})
    void idlAndJsonAstRoundTrip(String name) {
        Model original = RpcModels.loader().addFile(example(name)).load().expectModel();

        String json = RpcModels.toJsonAst(original);
        LoadedModel fromJson = RpcModels.loader().addText("round.json", json, ModelFormat.JSON).load();
        assertThat(fromJson.findings()).isEmpty();
        assertThat(fromJson.expectModel()).isEqualTo(original);

        Map<String, String> idl = RpcModels.toIdl(original);
        RpcModels loader = RpcModels.loader();
        for (Map.Entry<String, String> file : idl.entrySet()) {
            loader = loader.addText(file.getKey(), file.getValue(), ModelFormat.IDL);
        }
        LoadedModel fromIdl = loader.load();
        assertThat(fromIdl.findings()).isEmpty();
        assertThat(fromIdl.expectModel()).isEqualTo(original);
    }

    @Test
    void serializersLeaveOutTheBuiltInDefinitionsAndThePrelude() {
        Model model = RpcModels.loader().withProtocolTests().addFile(example("responses.smithy")).load().expectModel();

        ObjectNode shapes = Node.parse(RpcModels.toJsonAst(model)).expectObjectNode().expectObjectMember("shapes");
        assertThat(shapes.getStringMap().keySet()).isNotEmpty()
                .allSatisfy(id -> assertThat(id).startsWith("example#"))
                .contains("example#Replies", "example#Underflow");
        assertThat(shapes.expectObjectMember("example#Underflow").expectObjectMember("traits").getMember("smithy.rpc#rpcError"))
                .isPresent();

        Map<String, String> idl = RpcModels.toIdl(model);
        assertThat(idl).containsOnlyKeys("example.smithy");
        assertThat(idl.get("example.smithy")).contains("namespace example", "use smithy.rpc#rpcError", "@rpcError(")
                .doesNotContain("namespace smithy.rpc", "structure rpcError", "namespace smithy.test", "string String");
    }

    @Test
    void protocolTestTraitsAreAddedOnRequest() {
        LoadedModel without = RpcModels.loader().addText("api.smithy", USES_PROTOCOL_TESTS, ModelFormat.IDL).load();
        assertThat(without.model()).isEmpty();
        assertThat(without.findings()).extracting(f -> f.finding().code()).contains(ContractCode.INVALID_MODEL.code());

        LoadedModel with = RpcModels.loader().withProtocolTests()
                .addText("api.smithy", USES_PROTOCOL_TESTS, ModelFormat.IDL).load();
        assertThat(with.findings()).filteredOn(f -> f.finding().isError()).isEmpty();
        assertThat(with.expectModel().getShape(ShapeId.from("smithy.test#httpRequestTests"))).isPresent();
    }

    @Test
    void missingProtocolTestDefinitionsAreAFindingNotACrash() {
        ClassLoader hiding = new ClassLoader(RpcModelsTest.class.getClassLoader()) {
            @Override
            public URL getResource(String name) {
                return name.equals(ModelLoading.PROTOCOL_TEST_RESOURCE) ? null : super.getResource(name);
            }
        };
        LoadedModel loaded = RpcModels.loader().withProtocolTests().addText("api.smithy", PING, ModelFormat.IDL)
                .load(hiding);
        assertThat(loaded.model()).isEmpty();
        assertThat(loaded.findings()).singleElement().satisfies(f -> {
            assertThat(f.finding().code()).isEqualTo(ContractCode.MISSING_TRAIT_DEFINITIONS.code());
            assertThat(f.finding().isError()).isTrue();
            assertThat(f.finding().message()).contains("smithy-protocol-test-traits");
        });
    }

    @Test
    void unreadableInputsAreInputReadFindings(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("missing.smithy");
        Path unknown = Files.writeString(dir.resolve("model.txt"), PING);
        Path latin1 = Files.write(dir.resolve("latin1.smithy"), new byte[] {'/', '/', ' ', (byte) 0xE9, '\n'});

        LoadedModel loaded = RpcModels.loader().addFile(missing).addFile(unknown).addFile(latin1)
                .addText("ok.smithy", PING, ModelFormat.IDL).load();

        assertThat(loaded.model()).isEmpty();
        assertThat(loaded.findings()).extracting(SourcedFinding::source)
                .containsExactly(latin1.toString(), missing.toString(), unknown.toString());
        assertThat(loaded.findings()).extracting(SourcedFinding::finding).allSatisfy(f -> {
            assertThat(f.code()).isEqualTo(SharedCode.INPUT_READ.code());
            assertThat(f.isError()).isTrue();
            assertThat(f.location()).isNull();
        });
        assertThat(loaded.findings()).extracting(f -> f.finding().message())
                .anySatisfy(m -> assertThat(m).contains("not UTF-8"))
                .anySatisfy(m -> assertThat(m).contains("no such file"))
                .anySatisfy(m -> assertThat(m).contains("format is unknown"));
        assertThatThrownBy(loaded::expectModel).isInstanceOf(IllegalStateException.class).hasMessageContaining("InputRead");
    }

    @Test
    void aDirectoryLoadsItsModelFiles(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("nested"));
        Files.writeString(dir.resolve("nested/api.smithy"), PING);
        Files.writeString(dir.resolve("notes.txt"), "not a model");
        Files.writeString(dir.resolve("package.json"), "{\"name\": \"not smithy\"}");

        LoadedModel loaded = RpcModels.loader().addFile(dir).load();

        assertThat(loaded.findings()).isEmpty();
        assertThat(loaded.expectModel().getShape(ShapeId.from("example#Ping"))).isPresent();
    }

    @Test
    void namedTextKeepsItsNameForLocations() {
        LoadedModel idl = RpcModels.loader().addText("<stdin>", "$version: \"2\"\nnamespace example\nstructure {}\n",
                ModelFormat.IDL).load();
        assertThat(idl.findings()).singleElement().satisfies(f -> {
            assertThat(f.source()).isEqualTo("<stdin>.smithy");
            assertThat(f.finding().location().line()).isEqualTo(3);
        });

        LoadedModel json = RpcModels.loader().addText("<stdin>", "{\"smithy\": \"2.0\",\n \"shapes\": {\"example#A\": 1}}",
                ModelFormat.JSON).load();
        assertThat(json.findings()).isNotEmpty().allSatisfy(f -> assertThat(f.source()).isEqualTo("<stdin>"));
        assertThat(json.model()).isEmpty();
    }

    @Test
    void loadersAreImmutableAndReusable() {
        RpcModels empty = RpcModels.loader();
        RpcModels withPing = empty.addText("api.smithy", PING, ModelFormat.IDL);
        assertThat(empty.load().expectModel().getShape(ShapeId.from("example#Ping"))).isEmpty();
        assertThat(withPing.load().expectModel()).isEqualTo(withPing.load().expectModel());
    }

    @Test
    void aSmithyErrorNamesItsEventAndShape() {
        LoadedModel loaded = RpcModels.loader().addText("bad.smithy", """
                $version: "2"
                namespace example
                structure Thing {
                    part: Missing
                }
                """, ModelFormat.IDL).load();
        Finding f = loaded.findings().getFirst().finding();
        assertThat(f.message()).startsWith("Target.UnresolvedShape: ");
        assertThat(ModelRef.of(f).shape()).isEqualTo("example#Thing");
        assertThat(ModelRef.of(f).member()).isEqualTo("example#Thing$part");
        assertThat(f.location().line()).isEqualTo(4);
        assertThat(f.location().column()).isEqualTo(5);
        assertThat(f.location().offset()).isEqualTo(-1);
        assertThat(loaded.findings().getFirst().source()).isEqualTo("bad.smithy");
    }

    @Test
    void theBundledDefinitionsAreNotDiscoverable() throws IOException {
        // a manifest would make every Smithy user's assembler load them
        try (Stream<URL> manifests = RpcModelsTest.class.getClassLoader().resources("META-INF/smithy/manifest")) {
            assertThat(manifests.map(RpcModelsTest::read).toList()).noneMatch(text -> text.contains("smithy-rpc-traits"));
        }
    }

    private static String read(URL url) {
        try (var in = url.openStream()) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
