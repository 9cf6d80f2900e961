package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import org.junit.jupiter.api.Test;

/** {@code rpcgate protocols}, and {@code --protocol NAME} of transcript and tap: built-in names and their usage. */
class ProtocolsCommandTest {

    @Test
    void theJsonListingHasEveryRevisionWithItsPeers() {
        Cli.Result r = Cli.run("protocols", "--format", "json");
        assertThat(r.exitCode()).isZero();
        JsonArray rows = (JsonArray) JsonReader.standard().read(r.out()).value();
        assertThat(rows.elements()).hasSizeGreaterThanOrEqualTo(2);
        JsonObject mcp = rows.elements().stream().map(JsonObject.class::cast)
                .filter(o -> o.get("id").toString().contains("mcp@2025-11-25")).findFirst().orElseThrow();
        assertThat(mcp.get("default").toString()).isEqualTo("true");
        assertThat(mcp.get("prepared").toString()).isEqualTo("true");
        assertThat(((JsonArray) mcp.get("peers")).size()).isEqualTo(2);
    }

    @Test
    void aBuiltInProtocolTakesNoModel() {
        Cli.Result r = Cli.run("transcript", "--protocol", "mcp", "examples/json-rpc/peers.smithy",
                "examples/mcp/faulty-session.jsonl");
        assertThat(r.exitCode()).isEqualTo(Main.USAGE);
        assertThat(r.err()).contains("--protocol mcp is built in and takes no MODEL");
    }

    @Test
    void anUnknownNameListsTheBuiltInOnes() {
        Cli.Result r = Cli.run("transcript", "--protocol", "mcp@1999-01-01", "examples/mcp/faulty-session.jsonl");
        assertThat(r.exitCode()).isEqualTo(Main.USAGE);
        assertThat(r.err()).contains("'mcp@1999-01-01' is neither a built-in protocol (mcp, lsp, mcp@2025-11-25,");
    }

    @Test
    void aBuiltInProtocolKeepsItsVersion() {
        Cli.Result r = Cli.run("transcript", "--protocol", "mcp", "--version", "1.0",
                "examples/mcp/faulty-session.jsonl");
        assertThat(r.exitCode()).isEqualTo(Main.USAGE);
        assertThat(r.err()).contains("runs over JSON-RPC 2.0, --version says 1.0");
        Cli.Result tap = Cli.run("tap", "--protocol", "mcp", "examples/json-rpc/demo.smithy", "--", "true");
        assertThat(tap.exitCode()).isEqualTo(Main.USAGE);
        assertThat(tap.err()).contains("takes no MODEL");
    }

    @Test
    void aPinnedRevisionChecksALogWithoutVersionOrModel() {
        Cli.Result r = Cli.run("transcript", "--protocol", "mcp@2025-11-25", "--diagnostics", "json",
                "examples/mcp/faulty-session.jsonl");
        assertThat(r.exitCode()).isEqualTo(Main.INVALID);
        assertThat(r.out()).contains("\"code\":\"ReplyAfterCancel\"").contains("\"entries\":23");
    }
}
