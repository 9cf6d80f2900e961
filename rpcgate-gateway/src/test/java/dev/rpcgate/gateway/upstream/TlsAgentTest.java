package dev.rpcgate.gateway.upstream;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * https instances: the TLS handshake within the connect phase, the certificate checked against the host (a
 * certificate for another name is unreachable, so never sent to), and keep-alive over TLS.
 */
class TlsAgentTest {
    static final Headers FIXED = Headers.of("Content-Type", "application/json");
    static final byte[] BODY = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}".getBytes(StandardCharsets.UTF_8);

    private static KeyStore keyStore(Path dir, String san) throws Exception {
        Path ks = dir.resolve(san.replace(':', '-') + ".p12");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "agent", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=agent",
                "-ext", "san=" + san, "-validity", "2", "-storetype", "PKCS12", "-keystore", ks.toString(),
                "-storepass", "changeit", "-keypass", "changeit").redirectErrorStream(true).start();
        p.getInputStream().transferTo(OutputStream.nullOutputStream());
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        KeyStore k = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(ks)) {
            k.load(in, "changeit".toCharArray());
        }
        return k;
    }

    private static SSLContext context(KeyStore k, boolean server) throws Exception {
        SSLContext c = SSLContext.getInstance("TLS");
        if (server) {
            KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            kmf.init(k, "changeit".toCharArray());
            c.init(kmf.getKeyManagers(), null, null);
        } else {
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(k);
            c.init(null, tmf.getTrustManagers(), null);
        }
        return c;
    }

    @Test
    void callsOverTlsAreCheckedAndKeptAlive(@TempDir Path dir) throws Exception {
        KeyStore good = keyStore(dir, "ip:127.0.0.1");
        KeyStore wrongName = keyStore(dir, "dns:elsewhere.example");
        for (KeyStore served : new KeyStore[] {good, wrongName}) {
            HttpsServer server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
            server.setHttpsConfigurator(new HttpsConfigurator(context(served, true)));
            server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
            AtomicInteger requests = new AtomicInteger();
            server.createContext("/", ex -> {
                requests.incrementAndGet();
                ex.getRequestBody().readAllBytes();
                byte[] reply = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}".getBytes(StandardCharsets.UTF_8);
                ex.sendResponseHeaders(200, reply.length);
                try (OutputStream out = ex.getResponseBody()) {
                    out.write(reply);
                }
            });
            server.start();
            URI uri = URI.create("https://127.0.0.1:" + server.getAddress().getPort() + "/rpc");
            try (AgentClient c = new AgentClient(ClientLimits.DEFAULTS, context(served, false))) {
                if (served == good) {
                    for (int i = 0; i < 3; i++) {
                        Reply r = c.post(uri, FIXED, Headers.NONE, BODY, System.nanoTime() + 5_000_000_000L, 4096);
                        assertThat(r).isInstanceOfSatisfying(Reply.Complete.class,
                                k -> assertThat(new String(k.body(), StandardCharsets.UTF_8)).contains("\"result\""));
                    }
                    assertThat(c.idleConnections(uri)).isEqualTo(1);
                    assertThat(c.connectionsOpened()).as("one TLS connection for all three").isEqualTo(1);
                } else {
                    Reply r = c.post(uri, FIXED, Headers.NONE, BODY, System.nanoTime() + 5_000_000_000L, 4096);
                    assertThat(r).as("a certificate for another host").isInstanceOf(CallFailure.Unreachable.class);
                    assertThat(requests.get()).isZero();
                }
            } finally {
                server.stop(0);
            }
        }
    }
}
