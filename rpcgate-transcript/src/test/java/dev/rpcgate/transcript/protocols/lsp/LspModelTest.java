package dev.rpcgate.transcript.protocols.lsp;

import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.MethodInfo;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.protocols.BuiltInProtocol;
import dev.rpcgate.transcript.protocols.BuiltInProtocols;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import dev.rpcgate.transcript.protocols.ProtocolPreparation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The committed LSP protocol model is what the generator makes of the LSP meta model now (run with
 * {@code -Drpcgate.regenerate=true} to rewrite it), every official request and notification is a method of the peer
 * that receives it, and the built-in protocol loads and prepares without a single finding.
 */
class LspModelTest {
    static final String COMMITTED = "rpcgate-transcript/src/main/resources/dev/rpcgate/transcript/protocols/generated/"
            + "lsp-3.17.smithy";
    private static final Pattern COMMIT = Pattern.compile("commit ([0-9a-f]{40})");

    /** The meta model, read in place. */
    static byte[] metaModelBytes() throws IOException {
        return Files.readAllBytes(RepoFiles.testData("lsp", "the LSP meta model").resolve("metaModel.json"));
    }

    /** The model the generator makes now. */
    static String generate() throws IOException {
        Path dir = RepoFiles.testData("lsp", "the LSP meta model");
        byte[] bytes = metaModelBytes();
        Matcher commit = COMMIT.matcher(Files.readString(dir.resolve("SOURCE.md"), StandardCharsets.UTF_8));
        assertThat(commit.find()).as("SOURCE.md names the commit of the meta model").isTrue();
        LspModelGenerator.Source source = new LspModelGenerator.Source("github.com/microsoft/lsprotocol",
                "generator/lsp.json", commit.group(1), sha256(bytes));
        return new LspModelGenerator(MetaModel.read(bytes), source).generate();
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theCommittedModelIsWhatTheGeneratorMakes() throws IOException {
        String made = generate();
        Path committed = RepoFiles.repoRoot().resolve(COMMITTED);
        if (Boolean.getBoolean("rpcgate.regenerate")) {
            Files.writeString(committed, made, StandardCharsets.UTF_8);
        }
        assertThat(Files.isRegularFile(committed)).as(committed + " exists").isTrue();
        assertThat(Files.readString(committed, StandardCharsets.UTF_8))
                .as(committed + " is not current: run LspModelTest with -Drpcgate.regenerate=true").isEqualTo(made);
    }

    @Test
    void theBuiltInProtocolPreparesWithoutFindings() {
        BuiltInProtocol lsp = BuiltInProtocols.find("lsp").orElseThrow();
        assertThat(lsp.id()).isEqualTo("lsp@3.17");
        String text = RepoFiles.read(RepoFiles.repoRoot().resolve(COMMITTED));
        assertThat(RpcModels.loader().addText(lsp.modelName(), text, ModelFormat.IDL).load().findings())
                .as("the model loads without a finding, not even Smithy's advisories").isEmpty();
        assertThat(BuiltInProtocols.find("lsp@3.17")).containsSame(lsp);
        ProtocolPreparation prepared = lsp.prepare();
        assertThat(prepared.findings()).isEmpty();
        ProtocolDescription description = prepared.expectDescription();
        assertThat(description.hasSession()).isTrue();
        assertThat(description.peers()).extracting(PeerName::toString).containsExactly("client", "server");
    }

    @Test
    void everyOfficialRequestAndNotificationIsAMethodOfThePeerThatReceivesIt() throws IOException {
        MetaModel meta = MetaModel.read(metaModelBytes());
        assertThat(meta.version()).isEqualTo("3.17.0");
        assertThat(meta.methods().stream().filter(MetaModel.Method::request)).hasSize(69);
        assertThat(meta.methods().stream().filter(m -> !m.request())).hasSize(26);
        ProtocolDescription description = BuiltInProtocols.find("lsp").orElseThrow().prepare().expectDescription();
        Set<String> server = methods(description, "server");
        Set<String> client = methods(description, "client");
        for (MetaModel.Method m : meta.methods()) {
            boolean toServer = m.direction() != MetaModel.Direction.SERVER_TO_CLIENT;
            boolean toClient = m.direction() != MetaModel.Direction.CLIENT_TO_SERVER;
            assertThat(server.contains(m.method())).as(m.method() + " received by the server").isEqualTo(toServer);
            assertThat(client.contains(m.method())).as(m.method() + " received by the client").isEqualTo(toClient);
        }
        assertThat(server.size() + client.size()).as("no method the meta model lacks").isEqualTo(95 + 2);
    }

    private static Set<String> methods(ProtocolDescription description, String peer) {
        return description.serviceFor(new PeerName(peer)).orElseThrow().methods().stream().map(MethodInfo::name)
                .collect(Collectors.toSet());
    }

    @Test
    void generatedNamesAreStable() {
        assertThat(LspShapes.decapitalize("LSPObject")).isEqualTo("lspObject");
        assertThat(LspShapes.decapitalize("URI")).isEqualTo("uri");
        assertThat(LspShapes.decapitalize("Location")).isEqualTo("location");
        assertThat(LspShapes.identifier("$/x-1")).isEqualTo("x1");
        assertThat(LspShapes.identifier("1a")).isEqualTo("V1a");
        assertThat(List.of("PlainText", "asIs", "UTF8", "HTMLFile", "refactor.extract", "git-commit", "ABAP"))
                .extracting(LspShapes::constant)
                .containsExactly("PLAIN_TEXT", "AS_IS", "UTF8", "HTML_FILE", "REFACTOREXTRACT", "GITCOMMIT", "ABAP");
        assertThat(List.of(LspModelGenerator.quote("a\"b\\c"))).containsExactly("\"a\\\"b\\\\c\"");
    }
}
