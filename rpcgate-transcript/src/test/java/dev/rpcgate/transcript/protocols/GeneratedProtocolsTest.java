package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.testing.RepoFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The generated protocol models are what the generator makes of the official definitions now: a changed schema,
 * session file or generator fails here until the models are regenerated ({@code -Drpcgate.regenerate=true} writes
 * them), and each built-in revision prepares without a single finding.
 */
class GeneratedProtocolsTest {
    static final String GENERATED = "rpcgate-transcript/src/main/resources/dev/rpcgate/transcript/protocols/generated/";

    /** The model the generator makes of one MCP revision now. */
    static String generateMcp(String revision) throws IOException {
        Path schema = RepoFiles.testData("mcp", "the MCP JSON Schemas").resolve(revision).resolve("schema.json");
        String session = "rpcgate-transcript/src/test/resources/protocols/mcp/session-" + revision + ".json";
        return new McpModelGenerator(revision, Files.readString(schema, StandardCharsets.UTF_8), session,
                Files.readString(RepoFiles.repoRoot().resolve(session), StandardCharsets.UTF_8)).generate();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2025-11-25", "2026-07-28"})
    void theCommittedMcpModelIsWhatTheGeneratorMakes(String revision) throws IOException {
        String made = generateMcp(revision);
        Path committed = RepoFiles.repoRoot().resolve(GENERATED + "mcp-" + revision + ".smithy");
        if (Boolean.getBoolean("rpcgate.regenerate")) {
            Files.writeString(committed, made, StandardCharsets.UTF_8);
        }
        assertThat(Files.isRegularFile(committed)).as(committed + " exists").isTrue();
        assertThat(Files.readString(committed, StandardCharsets.UTF_8))
                .as(committed + " is not current: run GeneratedProtocolsTest with -Drpcgate.regenerate=true")
                .isEqualTo(made);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcp@2025-11-25", "mcp@2026-07-28"})
    void theBuiltInProtocolPreparesWithoutFindings(String id) {
        BuiltInProtocol p = BuiltInProtocols.find(id).orElseThrow();
        ProtocolPreparation prepared = p.prepare();
        assertThat(prepared.findings()).as(id).isEmpty();
        assertThat(prepared.isPrepared()).isTrue();
        assertThat(prepared.expectDescription().hasSession()).isTrue();
        assertThat(prepared.expectDescription().peers()).extracting(Object::toString)
                .isEqualTo(List.of("client", "server"));
    }
}
