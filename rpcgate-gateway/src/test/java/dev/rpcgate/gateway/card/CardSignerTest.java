package dev.rpcgate.gateway.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.OctetSequenceKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import dev.rpcgate.gateway.Gateway;
import dev.rpcgate.gateway.config.GatewayConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The card signing key file: what loads, and a clear refusal, naming the file, for everything else. */
class CardSignerTest {
    @TempDir
    static Path dir;

    record Bad(String title, String jwk, String says) {
        @Override
        public String toString() {
            return title;
        }
    }

    static Stream<Bad> badKeys() throws Exception {
        ECKey ec = new ECKeyGenerator(Curve.P_256).keyID("k").generate();
        return List.of(
                new Bad("a public key", ec.toPublicJWK().toJSONString(), "holds a public key"),
                new Bad("no kid", new ECKeyGenerator(Curve.P_256).generate().toJSONString(), "has no \"kid\""),
                new Bad("EC P-384", new ECKeyGenerator(Curve.P_384).keyID("k").generate().toJSONString(),
                        "is a EC P-384 key: cards are signed with an EC P-256 key (ES256) or an RSA key (RS256)"),
                new Bad("an HMAC secret", new OctetSequenceKeyGenerator(256).keyID("k").generate().toJSONString(),
                        "is a oct key"),
                new Bad("Ed25519", "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"kid\":\"k\","
                        + "\"x\":\"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo\","
                        + "\"d\":\"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A\"}", "is a OKP key"),
                new Bad("RSA 1024", new RSAKeyGenerator(1024, true).keyID("k").generate().toJSONString(),
                        "cannot sign"),
                new Bad("another alg", new ECKey.Builder(ec).algorithm(JWSAlgorithm.RS256).build().toJSONString(),
                        "names \"alg\":\"RS256\", but the key signs ES256"),
                new Bad("for encryption", new ECKey.Builder(ec).keyUse(KeyUse.ENCRYPTION).build().toJSONString(),
                        "is for \"use\":\"enc\""),
                new Bad("a key set", "{\"keys\":[" + ec.toJSONString() + "]}", "is not a JSON Web Key"),
                new Bad("not JSON", "-----BEGIN EC PRIVATE KEY-----", "is not a JSON Web Key"),
                new Bad("too large", "{\"pad\":\"" + "x".repeat(70_000) + "\"}", "is larger than 64 KiB")).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badKeys")
    void isRefused(Bad b) throws Exception {
        Path file = Files.writeString(dir.resolve(b.title().replace(' ', '-') + ".jwk"), b.jwk());
        assertThatThrownBy(() -> CardSigner.load(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cardSigning.jwkFile " + file + " ").hasMessageContaining(b.says());
    }

    @Test
    void aMissingFileIsRefused() {
        Path file = dir.resolve("nowhere.jwk");
        assertThatThrownBy(() -> CardSigner.load(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cardSigning.jwkFile " + file + " cannot be read (NoSuchFileException)");
    }

    @Test
    void ecAndRsaKeysLoad() throws Exception {
        ECKey ec = new ECKeyGenerator(Curve.P_256).keyID("ec").keyUse(KeyUse.SIGNATURE).algorithm(JWSAlgorithm.ES256)
                .generate();
        RSAKey rsa = new RSAKeyGenerator(3072).keyID("rsa").generate();
        assertThat(CardSigner.load(Files.writeString(dir.resolve("ec.jwk"), ec.toJSONString())).keyId())
                .isEqualTo("ec");
        assertThat(CardSigner.load(Files.writeString(dir.resolve("rsa.jwk"), rsa.toJSONString())).keyId())
                .isEqualTo("rsa");
    }

    @Test
    void aGatewayWithABadKeyDoesNotStart() throws Exception {
        Path file = Files.writeString(dir.resolve("public.jwk"),
                new ECKeyGenerator(Curve.P_256).keyID("k").generate().toPublicJWK().toJSONString());
        GatewayConfig config = GatewayConfig.builder().host("127.0.0.1").port(0)
                .a2a(GatewayConfig.A2aOptions.DEFAULT.withCardSigning(new GatewayConfig.CardSigning(file))).build();
        assertThatThrownBy(() -> Gateway.start(config, null)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cardSigning.jwkFile " + file + " holds a public key");
    }
}
