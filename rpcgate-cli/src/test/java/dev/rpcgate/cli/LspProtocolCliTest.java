package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The built-in protocol {@code lsp} on the command line: {@code rpcgate protocols} lists it with the requests and
 * notifications each peer accepts (a request answered by null, such as shutdown, counts as a request), and a
 * revision the catalog lacks is bad usage.
 */
class LspProtocolCliTest {

    @Test
    void protocolsListsLspWithItsMethodsPerPeer() {
        Cli.Result r = Cli.run("protocols");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("lsp@3.17 (default for 'lsp')\n"
                + "  source: LSP meta model 3.17.0 (generator/lsp.json of github.com/microsoft/lsprotocol)\n"
                + "  peer client: accepts 15 requests, 7 notifications\n"
                + "  peer server: accepts 54 requests, 21 notifications\n");
        Cli.Result json = Cli.run("protocols", "--format", "json");
        assertThat(json.out()).contains("{\"name\":\"lsp\",\"revision\":\"3.17\",\"id\":\"lsp@3.17\",\"default\":true,"
                + "\"source\":\"LSP meta model 3.17.0 (generator/lsp.json of github.com/microsoft/lsprotocol)\","
                + "\"jsonrpc\":\"2.0\",\"prepared\":true,\"protocol\":\"lsp.v3_17#Lsp\",\"session\":true,"
                + "\"peers\":[{\"name\":\"client\",\"requests\":15,\"notifications\":7},"
                + "{\"name\":\"server\",\"requests\":54,\"notifications\":21}]}");
    }

    @Test
    void aRevisionTheCatalogLacksIsBadUsage() {
        Cli.Result r = Cli.run("transcript", "--protocol", "lsp@3.16", "examples/json-rpc/transcripts/lsp-order.jsonl");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("'lsp@3.16' is neither a built-in protocol (");
    }
}
