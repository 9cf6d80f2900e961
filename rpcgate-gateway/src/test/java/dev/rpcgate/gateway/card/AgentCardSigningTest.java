package dev.rpcgate.gateway.card;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.util.Base64URL;
import com.sun.net.httpserver.HttpServer;
import dev.rpcgate.a2a.v1.CardCanonicalForm;
import dev.rpcgate.a2a.v1.Jcs;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.gateway.MutableClock;
import dev.rpcgate.gateway.TestServer;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.registry.AgentRegistration;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Cards that carry signatures, over real HTTP: re-signed with the gateway's key (verified with nimbus against a
 * canonical form written out by hand), or served without signatures and a warning once per agent.
 */
class AgentCardSigningTest {
    /** A v1.0 card with a JSON-RPC and a gRPC interface, default-valued fields, a signature of the agent's. */
    static final String SIGNED_CARD = """
            {"name":"Signed","description":"","supportedInterfaces":[
              {"url":"http://10.1.2.3:5000/a2a","protocolBinding":"JSONRPC","protocolVersion":"1.0","tenant":""},
              {"url":"10.1.2.3:9000","protocolBinding":"GRPC","protocolVersion":"1.0"}],
             "version":"1.0.0","capabilities":{"streaming":false,"extensions":[]},
             "defaultInputModes":["text/plain"],"defaultOutputModes":["text/plain"],
             "skills":[{"id":"s","name":"S","description":"d","tags":[],"examples":[]}],"weight":1.50,
             "signatures":[{"protected":"eyJhbGciOiJFUzI1NiIsImtpZCI6ImFnZW50In0","signature":"c2lnbmVkIGJ5IHRoZSBhZ2VudA"}]}""";

    /** What a signature of the rewritten SIGNED_CARD covers, worked out by hand from section 8.4.1 and RFC 8785. */
    static String expectedCanonical(String route) {
        return "{\"capabilities\":{\"streaming\":false},\"defaultInputModes\":[\"text/plain\"],"
                + "\"defaultOutputModes\":[\"text/plain\"],\"description\":\"\",\"name\":\"Signed\","
                + "\"skills\":[{\"description\":\"d\",\"id\":\"s\",\"name\":\"S\",\"tags\":[]}],"
                + "\"supportedInterfaces\":[{\"protocolBinding\":\"JSONRPC\",\"protocolVersion\":\"1.0\","
                + "\"url\":\"" + route + "\"}],\"version\":\"1.0.0\",\"weight\":1.5}";
    }

    @TempDir
    Path dir;
    final MutableClock clock = new MutableClock(Instant.parse("2026-12-01T00:00:00Z"));
    final List<String> warnings = new CopyOnWriteArrayList<>();
    final Handler logHandler = new Handler() {
        @Override
        public void publish(LogRecord r) {
            warnings.add(r.getLevel() + " " + r.getMessage());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    final List<AutoCloseable> open = new ArrayList<>();
    MemoryRegistry registry;

    @BeforeEach
    void start() {
        registry = new MemoryRegistry(List.of(), clock, 100);
        CardSignatures.LOG.addHandler(logHandler);
    }

    @AfterEach
    void stop() throws Exception {
        CardSignatures.LOG.removeHandler(logHandler);
        for (AutoCloseable c : open) {
            c.close();
        }
    }

    TestServer gateway(JWK key) throws Exception {
        GatewayConfig.CardSigning signing = null;
        if (key != null) {
            Path file = dir.resolve("card-key.jwk");
            Files.writeString(file, key.toJSONString());
            signing = new GatewayConfig.CardSigning(file);
        }
        TestServer gw = new TestServer(new AgentCardRoutes(registry, Duration.ofSeconds(2), 64 * 1024, 100, signing));
        open.add(gw);
        return gw;
    }

    void register(String id, String card) {
        JsonObject c = card == null ? null : (JsonObject) JsonReader.standard().read(card).value();
        registry.register(new AgentRegistration(id, List.of(URI.create("http://127.0.0.1:9/rpc")), c,
                Duration.ofSeconds(60)));
    }

    static JsonObject served(TestServer gw, String id) throws Exception {
        HttpResponse<String> r = gw.send("GET", "/a2a/" + id + "/.well-known/agent-card.json", null, null, null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(r.body()).doesNotContain("10.1.2.3").doesNotContain("c2lnbmVkIGJ5IHRoZSBhZ2VudA");
        return (JsonObject) JsonReader.standard().read(r.body()).value();
    }

    static boolean verifies(JsonObject signature, String canonical, JWSVerifier verifier) throws Exception {
        JWSObject jws = new JWSObject(new Base64URL(((JsonString) signature.get("protected")).value()),
                new Payload(canonical.getBytes(StandardCharsets.UTF_8)),
                new Base64URL(((JsonString) signature.get("signature")).value()));
        return jws.verify(verifier);
    }

    static JsonObject onlySignature(JsonObject card) {
        JsonArray sigs = (JsonArray) card.get("signatures");
        assertThat(sigs.size()).isEqualTo(1);
        return (JsonObject) sigs.get(0);
    }

    static JsonObject protectedHeader(JsonObject signature) {
        String json = new Base64URL(((JsonString) signature.get("protected")).value()).decodeToString();
        return (JsonObject) JsonReader.standard().read(json).value();
    }

    record KeyCase(String name, JWK key, JWSVerifier verifier, String alg) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<KeyCase> keys() throws Exception {
        ECKey ec = new ECKeyGenerator(Curve.P_256).keyID("gw-ec-1").generate();
        RSAKey rsa = new RSAKeyGenerator(2048).keyID("gw-rsa-1").generate();
        return List.of(new KeyCase("EC P-256", ec, new ECDSAVerifier(ec.toPublicJWK()), "ES256"),
                new KeyCase("RSA 2048", rsa, new RSASSAVerifier(rsa.toPublicJWK()), "RS256"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keys")
    void withAKeyTheGatewaySignsTheRewrittenCard(KeyCase k) throws Exception {
        TestServer gw = gateway(k.key());
        register("signed", SIGNED_CARD);
        JsonObject card = served(gw, "signed");
        String route = gw.base() + "/a2a/signed";
        JsonObject signature = onlySignature(card);
        assertThat(signature.names()).containsExactly("protected", "signature");
        JsonObject header = protectedHeader(signature);
        assertThat(header.get("alg")).isEqualTo(JsonString.of(k.alg()));
        assertThat(header.get("typ")).isEqualTo(JsonString.of("JOSE"));
        assertThat(header.get("kid")).isEqualTo(JsonString.of(k.key().getKeyID()));

        String canonical = expectedCanonical(route);
        assertThat(verifies(signature, canonical, k.verifier())).isTrue();
        // the card as served canonicalizes to the same text, so a client's own check passes too
        assertThat(CardCanonicalForm.of(card)).isEqualTo(new Jcs.Text(canonical));
        // a tampered card does not verify
        assertThat(verifies(signature, canonical.replace("\"name\":\"Signed\"", "\"name\":\"Signed!\""),
                k.verifier())).isFalse();
        JsonObject tampered = card.toBuilder().put("version", "6.6.6").build();
        String tamperedCanonical = ((Jcs.Text) CardCanonicalForm.of(tampered)).value();
        assertThat(verifies(signature, tamperedCanonical, k.verifier())).isFalse();
        assertThat(warnings).isEmpty();
    }

    @Test
    void aFetchedCardIsSignedToo() throws Exception {
        ECKey ec = new ECKeyGenerator(Curve.P_256).keyID("gw-ec-2").generate();
        HttpServer agent = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 10);
        agent.createContext("/.well-known/agent-card.json", ex -> {
            byte[] b = SIGNED_CARD.getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().set("Content-Type", "application/json");
            ex.sendResponseHeaders(200, b.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(b);
            }
        });
        agent.start();
        open.add(() -> agent.stop(0));
        TestServer gw = gateway(ec);
        registry.register(new AgentRegistration("fetched", List.of(URI.create("http://127.0.0.1:"
                + agent.getAddress().getPort() + "/rpc")), null, Duration.ofSeconds(60)));
        JsonObject card = served(gw, "fetched");
        assertThat(verifies(onlySignature(card), expectedCanonical(gw.base() + "/a2a/fetched"),
                new ECDSAVerifier(ec.toPublicJWK()))).isTrue();
    }

    @Test
    void withoutAKeyTheSignaturesAreRemovedAndEachAgentWarnedAboutOnce() throws Exception {
        TestServer gw = gateway(null);
        register("signed", SIGNED_CARD);
        register("signed-too", SIGNED_CARD);
        for (int i = 0; i < 3; i++) {
            JsonObject card = served(gw, "signed");
            assertThat(card.has("signatures")).isFalse();
            assertThat(card.get("name")).isEqualTo(JsonString.of("Signed"));
        }
        assertThat(warnings).hasSize(1);
        assertThat(warnings.get(0)).startsWith("WARNING the card of agent \"signed\" carries signatures")
                .contains("no cardSigning key is configured").contains("served without signatures");
        served(gw, "signed-too");
        assertThat(warnings).hasSize(2);
        assertThat(warnings.get(1)).contains("\"signed-too\"");
    }

    @Test
    void aCardWithoutSignaturesIsNotSigned() throws Exception {
        TestServer gw = gateway(new ECKeyGenerator(Curve.P_256).keyID("k").generate());
        register("plain", "{\"name\":\"Plain\",\"url\":\"http://10.1.2.3/rpc\"}");
        register("empty", "{\"name\":\"Empty\",\"url\":\"http://10.1.2.3/rpc\",\"signatures\":[]}");
        assertThat(served(gw, "plain").has("signatures")).isFalse();
        assertThat(served(gw, "empty").get("signatures")).isEqualTo(JsonArray.of());
    }

    @Test
    void signaturesTheRewriteDoesNotBreakAreKept() throws Exception {
        ECKey agentKey = new ECKeyGenerator(Curve.P_256).keyID("agent").generate();
        for (JWK gatewayKey : new JWK[] {null, new ECKeyGenerator(Curve.P_256).keyID("gw").generate()}) {
            TestServer gw = gateway(gatewayKey);
            String route = gw.base() + "/a2a/own";
            // the card already points at the gateway: the agent's signature still covers what is served
            JsonObject unsigned = JsonObject.builder().put("name", "Own").put("url", route).build();
            JsonObject signature = CardSigner.of(agentKey, "agent key")
                    .sign(((Jcs.Text) CardCanonicalForm.of(unsigned)).utf8());
            registry.register(new AgentRegistration("own", List.of(URI.create("http://127.0.0.1:9/rpc")),
                    unsigned.toBuilder().put("signatures", JsonArray.of(signature)).build(), Duration.ofSeconds(60)));
            JsonObject card = served(gw, "own");
            assertThat(onlySignature(card)).isEqualTo(signature);
            assertThat(verifies(signature, "{\"name\":\"Own\",\"url\":\"" + route + "\"}",
                    new ECDSAVerifier(agentKey.toPublicJWK()))).isTrue();
        }
        assertThat(warnings).isEmpty();
    }

    @Test
    void aCardWithNoCanonicalFormIsServedUnsigned() throws Exception {
        TestServer gw = gateway(new ECKeyGenerator(Curve.P_256).keyID("k").generate());
        register("huge", "{\"name\":\"H\",\"url\":\"http://10.1.2.3/rpc\",\"big\":1e400,"
                + "\"signatures\":[{\"protected\":\"e30\",\"signature\":\"AA\"}]}");
        JsonObject card = served(gw, "huge");
        assertThat(card.has("signatures")).isFalse();
        assertThat(warnings).singleElement().asString().contains("no canonical form to sign")
                .contains("at /big: the number 1e400 is beyond the range of an IEEE 754 double");
    }
}
