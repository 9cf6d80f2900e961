package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** {@code rpcgate lab} as a real child process: it prints the page's address, serves it, and stops on SIGTERM. */
class LabCommandTest {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static HttpResponse<String> get(URI uri) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void printsTheAddressServesThePageAndStopsOnSigterm() throws Exception {
        try (Rpcgate lab = Rpcgate.start("lab", "--port", "0")) {
            String address = lab.out.next();
            assertThat(address).matches("http://127\\.0\\.0\\.1:[1-9][0-9]*/lab/");
            URI page = URI.create(address);
            HttpResponse<String> r = get(page);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body()).contains("<html");
            HttpResponse<String> fixtures = get(page.resolve("api/fixtures"));
            assertThat(fixtures.statusCode()).isEqualTo(200);
            assertThat(fixtures.body()).contains("\"name\":\"malformed-json\"");
            lab.terminate();
            assertThat(lab.exitCode()).isEqualTo(143);
            assertThat(lab.err.rest()).contains("rpcgate: the lab is at " + address + "; stop with SIGTERM or Ctrl-C");
            assertThat(lab.out.rest()).isEmpty();
        }
    }

    @Test
    void aTakenPortIsAClearErrorNotAStackTrace() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Rpcgate lab = Rpcgate.start("lab", "--port", Integer.toString(taken.getLocalPort()))) {
            assertThat(lab.exitCode()).isEqualTo(Main.INVALID);
            String error = String.join("\n", lab.err.rest());
            assertThat(error).isEqualTo("rpcgate: the lab could not listen on 127.0.0.1:" + taken.getLocalPort()
                    + ": Address already in use");
            assertThat(lab.out.rest()).isEmpty();
        }
    }

    @Test
    void aPortOutOfRangeIsBadUsage() {
        Cli.Result r = Cli.run("lab", "--port", "70000");
        assertThat(r.exitCode()).isEqualTo(Main.USAGE);
        assertThat(r.err()).startsWith("rpcgate: --port must be 0..65535, not 70000");
    }
}
