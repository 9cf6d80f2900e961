package dev.rpcgate.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSSigner;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.OctetSequenceKey;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import dev.rpcgate.gateway.config.GatewayConfig;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every JWT acceptance and refusal, with keys generated here; nimbus signs, the authenticator must decide. */
class JwtAuthenticatorTest {
    private static final Instant NOW = Instant.parse("2026-12-01T12:00:00Z");
    private static final JwtRules RULES = new JwtRules("https://issuer.test", "rpcgate", Duration.ofSeconds(30),
            Clock.fixed(NOW, ZoneOffset.UTC));
    private static final String SECRET = "0123456789abcdef0123456789abcdef-shared";

    private static RSAKey rsa;
    private static RSAKey otherRsa;
    private static ECKey ec;
    private static JwtAuthenticator hs;
    private static JwtAuthenticator jwks;

    @TempDir
    Path dir;

    @BeforeAll
    static void keys() throws Exception {
        rsa = new RSAKeyGenerator(2048).keyID("rsa-1").generate();
        otherRsa = new RSAKeyGenerator(2048).keyID("rsa-1").generate(); // same kid, other key
        ec = new ECKeyGenerator(Curve.P_256).keyID("ec-1").generate();
        hs = JwtAuthenticator.withSecret(SECRET, RULES);
        jwks = JwtAuthenticator.withJwks(new JWKSet(List.of(rsa.toPublicJWK(), ec.toPublicJWK())), RULES);
    }

    private static JWTClaimsSet.Builder good() {
        return new JWTClaimsSet.Builder().subject("alice").issuer("https://issuer.test").audience("rpcgate")
                .expirationTime(Date.from(NOW.plusSeconds(300))).notBeforeTime(Date.from(NOW.minusSeconds(10)))
                .issueTime(Date.from(NOW.minusSeconds(10)));
    }

    private static String sign(JWSSigner signer, JWSHeader header, JWTClaimsSet claims) throws Exception {
        SignedJWT jwt = new SignedJWT(header, claims);
        jwt.sign(signer);
        return jwt.serialize();
    }

    private static String hs256(JWTClaimsSet claims) throws Exception {
        return sign(new MACSigner(SECRET.getBytes(StandardCharsets.UTF_8)), new JWSHeader(JWSAlgorithm.HS256), claims);
    }

    private static String rs256(RSAKey key, JWTClaimsSet claims) throws Exception {
        return sign(new RSASSASigner(key), new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(key.getKeyID())
                .type(JOSEObjectType.JWT).build(), claims);
    }

    private static String es256(JWTClaimsSet claims) throws Exception {
        return sign(new ECDSASigner(ec), new JWSHeader.Builder(JWSAlgorithm.ES256).keyID("ec-1").build(), claims);
    }

    private static String reason(Authenticator a, String header) {
        AuthOutcome outcome = a.authenticate(header);
        assertThat(outcome).isInstanceOf(AuthOutcome.Failed.class);
        assertThat(outcome.passed()).isFalse();
        return ((AuthOutcome.Failed) outcome).reason();
    }

    private static void assertPasses(Authenticator a, String header, String subject) {
        assertThat(a.authenticate(header)).isEqualTo(new AuthOutcome.Passed(subject));
    }

    @Test
    void validTokensPassInEveryMode() throws Exception {
        assertPasses(hs, "Bearer " + hs256(good().build()), "alice");
        assertPasses(jwks, "Bearer " + rs256(rsa, good().build()), "alice");
        assertPasses(jwks, "Bearer " + es256(good().build()), "alice");
        assertPasses(jwks, "bearer   " + es256(good().build()) + "  ", "alice"); // scheme is case-insensitive
        assertPasses(jwks, "Bearer " + es256(good().audience(List.of("x", "rpcgate")).build()), "alice");
        assertPasses(hs, "Bearer " + hs256(good().subject(null).build()), null);
    }

    @Test
    void missingOrWrongSchemeIsRefused() throws Exception {
        String token = hs256(good().build());
        assertThat(reason(hs, null)).isEqualTo("missing bearer token");
        assertThat(reason(hs, "")).isEqualTo("missing bearer token");
        assertThat(reason(hs, "Bearer")).isEqualTo("missing bearer token");
        assertThat(reason(hs, "Bearer    ")).isEqualTo("missing bearer token");
        assertThat(reason(hs, "Basic dXNlcjpwYXNz")).isEqualTo("not a bearer token");
        assertThat(reason(hs, token)).isEqualTo("not a bearer token");
        assertThat(reason(hs, "BearerX " + token)).isEqualTo("not a bearer token");
        assertThat(reason(hs, "Bearer " + "a".repeat(JwtAuthenticator.MAX_TOKEN_CHARS + 1)))
                .isEqualTo("token too large");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            x                                    | malformed token       | malformed token
            a.b                                  | malformed token       | malformed token
            a.b.c                                | malformed token       | malformed token
            ....                                 | malformed token       | malformed token
            eyJ9.e30.                            | malformed token       | malformed token
            e30.e30.e30                          | malformed token       | malformed token
            bnVsbA.e30.AAAA                      | malformed token       | malformed token
            eyJhbGciOjF9.e30.AAAA                | malformed token       | malformed token
            eyJhbGciOiJIUzI1NiJ9.e30.            | malformed token       | malformed token
            eyJhbGciOiJIUzI1NiJ9.!!!.c2ln        | bad signature         | algorithm not allowed
            eyJhbGciOiJIUzI1NiJ9.e30.AAAA        | bad signature         | algorithm not allowed
            eyJhbGciOiJSUzI1NiJ9.e30.AAAA        | algorithm not allowed | bad signature
            eyJhbGciOiJQUzI1NiJ9.e30.AAAA        | algorithm not allowed | algorithm not allowed
            """)
    void malformedTokensAreRefused(String token, String byHs, String byJwks) {
        assertThat(reason(hs, "Bearer " + token)).isEqualTo(byHs);
        assertThat(reason(jwks, "Bearer " + token)).isEqualTo(byJwks);
    }

    @Test
    void garbageClaimsUnderAValidSignatureAreMalformed() throws Exception {
        // a correctly signed payload that is not a claims set (exp is a string)
        com.nimbusds.jose.JWSObject object = new com.nimbusds.jose.JWSObject(new JWSHeader(JWSAlgorithm.HS256),
                new com.nimbusds.jose.Payload("{\"sub\":\"a\",\"exp\":\"tomorrow\"}"));
        object.sign(new MACSigner(SECRET.getBytes(StandardCharsets.UTF_8)));
        assertThat(reason(hs, "Bearer " + object.serialize())).isEqualTo("malformed token");
    }

    @Test
    void timeClaimsAreCheckedWithSkew() throws Exception {
        assertThat(reason(hs, "Bearer " + hs256(good().expirationTime(Date.from(NOW.minusSeconds(31))).build())))
                .isEqualTo("token expired");
        assertPasses(hs, "Bearer " + hs256(good().expirationTime(Date.from(NOW.minusSeconds(29))).build()), "alice");
        assertThat(reason(hs, "Bearer " + hs256(good().notBeforeTime(Date.from(NOW.plusSeconds(31))).build())))
                .isEqualTo("token not yet valid");
        assertPasses(hs, "Bearer " + hs256(good().notBeforeTime(Date.from(NOW.plusSeconds(29))).build()), "alice");
        assertThat(reason(hs, "Bearer " + hs256(good().expirationTime(null).build())))
                .isEqualTo("token has no expiry");
        JwtAuthenticator strict = JwtAuthenticator.withSecret(SECRET, RULES.withClockSkew(Duration.ZERO));
        assertThat(reason(strict, "Bearer " + hs256(good().expirationTime(Date.from(NOW.minusSeconds(1))).build())))
                .isEqualTo("token expired");
    }

    @Test
    void issuerAndAudienceAreRequiredWhenConfigured() throws Exception {
        assertThat(reason(hs, "Bearer " + hs256(good().issuer("https://evil.test").build())))
                .isEqualTo("wrong issuer");
        assertThat(reason(hs, "Bearer " + hs256(good().issuer(null).build()))).isEqualTo("wrong issuer");
        assertThat(reason(jwks, "Bearer " + rs256(rsa, good().audience("other").build())))
                .isEqualTo("wrong audience");
        assertThat(reason(jwks, "Bearer " + rs256(rsa, good().audience((String) null).build())))
                .isEqualTo("wrong audience");
        JwtAuthenticator open = JwtAuthenticator.withSecret(SECRET, JwtRules.of(null, "").withClock(RULES.clock()));
        assertPasses(open, "Bearer " + hs256(good().issuer("anyone").audience("anything").build()), "alice");
    }

    @Test
    void badSignaturesAreRefused() throws Exception {
        String token = hs256(good().build());
        String[] p = token.split("\\.");
        // flip one signature byte
        byte[] sig = new Base64URL(p[2]).decode();
        sig[0] ^= 1;
        assertThat(reason(hs, "Bearer " + p[0] + "." + p[1] + "." + Base64URL.encode(sig)))
                .isEqualTo("bad signature");
        // swap the payload for another (sub: admin) under the old signature
        String forged = Base64URL.encode(good().subject("admin").build().toString()).toString();
        assertThat(reason(hs, "Bearer " + p[0] + "." + forged + "." + p[2])).isEqualTo("bad signature");
        // signed with another secret
        String other = sign(new MACSigner("another-secret-another-secret-another".getBytes(StandardCharsets.UTF_8)),
                new JWSHeader(JWSAlgorithm.HS256), good().build());
        assertThat(reason(hs, "Bearer " + other)).isEqualTo("bad signature");
        // another RSA key under the known kid
        assertThat(reason(jwks, "Bearer " + rs256(otherRsa, good().build()))).isEqualTo("bad signature");
        // empty signature
        assertThat(reason(jwks, "Bearer " + p[0] + "." + p[1] + ".")).isIn("bad signature", "malformed token",
                "algorithm not allowed");
    }

    @Test
    void algNoneIsRefusedEvenWithGoodClaims() throws Exception {
        String plain = new PlainJWT(good().build()).serialize();
        assertThat(reason(hs, "Bearer " + plain)).isEqualTo("unsigned token");
        assertThat(reason(jwks, "Bearer " + plain)).isEqualTo("unsigned token");
        // alg none with a signature kept from a real token
        String[] real = hs256(good().build()).split("\\.");
        String noneHeader = Base64URL.encode("{\"alg\":\"none\"}").toString();
        assertThat(reason(hs, "Bearer " + noneHeader + "." + real[1] + "." + real[2]))
                .isIn("malformed token", "unsigned token");
        // spelling variants are not "none" to nimbus, and not allowed either
        for (String alg : List.of("None", "NONE", "nOnE")) {
            String h = Base64URL.encode("{\"alg\":\"" + alg + "\"}").toString();
            assertThat(reason(hs, "Bearer " + h + "." + real[1] + "." + real[2])).isEqualTo("algorithm not allowed");
            assertThat(reason(hs, "Bearer " + h + "." + real[1] + ".")).isEqualTo("malformed token");
        }
    }

    @Test
    void hsRsConfusionIsRefused() throws Exception {
        // The classic attack: HMAC the token with the RSA public key's bytes, hoping the verifier uses the
        // "key" it has for kid rsa-1 as an HMAC secret.
        for (byte[] keyBytes : List.of(rsa.toRSAPublicKey().getEncoded(),
                rsa.toPublicJWK().toJSONString().getBytes(StandardCharsets.UTF_8),
                ec.toECPublicKey().getEncoded())) {
            String forged = sign(new MACSigner(keyBytes),
                    new JWSHeader.Builder(JWSAlgorithm.HS256).keyID("rsa-1").build(), good().build());
            assertThat(reason(jwks, "Bearer " + forged)).isEqualTo("algorithm not allowed");
        }
        // and the secret-configured authenticator refuses RS256/ES256 tokens
        assertThat(reason(hs, "Bearer " + rs256(rsa, good().build()))).isEqualTo("algorithm not allowed");
        assertThat(reason(hs, "Bearer " + es256(good().build()))).isEqualTo("algorithm not allowed");
    }

    @Test
    void symmetricKeysInAJwksAreIgnored() throws Exception {
        OctetSequenceKey oct = new OctetSequenceKey.Builder(SECRET.getBytes(StandardCharsets.UTF_8)).keyID("oct-1")
                .build();
        JwtAuthenticator mixed = JwtAuthenticator.withJwks(new JWKSet(List.of(oct, rsa.toPublicJWK())), RULES);
        String forged = sign(new MACSigner(oct), new JWSHeader.Builder(JWSAlgorithm.HS256).keyID("oct-1").build(),
                good().build());
        assertThat(reason(mixed, "Bearer " + forged)).isEqualTo("algorithm not allowed");
        assertPasses(mixed, "Bearer " + rs256(rsa, good().build()), "alice");
        assertThatThrownBy(() -> JwtAuthenticator.withJwks(new JWKSet(oct), RULES))
                .isInstanceOf(AuthConfigException.class).hasMessageContaining("no public RSA or EC key");
    }

    @Test
    void unknownKeyIdIsRefused() throws Exception {
        RSAKey stranger = new RSAKeyGenerator(2048).keyID("rsa-9").generate();
        assertThat(reason(jwks, "Bearer " + rs256(stranger, good().build()))).isEqualTo("unknown key id");
        // ES256 header naming the RSA key's id: no EC key under that id
        String crossed = sign(new ECDSASigner(ec), new JWSHeader.Builder(JWSAlgorithm.ES256).keyID("rsa-1").build(),
                good().build());
        assertThat(reason(jwks, "Bearer " + crossed)).isEqualTo("unknown key id");
        // no kid at all: every fitting key is tried
        String noKid = sign(new RSASSASigner(rsa), new JWSHeader(JWSAlgorithm.RS256), good().build());
        assertPasses(jwks, "Bearer " + noKid, "alice");
    }

    @Test
    void encryptedTokensAreRefused() {
        // a syntactically valid JWE compact form (5 parts) with a JWE header
        String header = Base64URL.encode("{\"alg\":\"dir\",\"enc\":\"A128GCM\"}").toString();
        assertThat(reason(hs, "Bearer " + header + "..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA"))
                .isIn("encrypted token", "malformed token");
    }

    @Test
    void jwksFilesLoadOrFailClearly() throws Exception {
        Path file = dir.resolve("jwks.json");
        Files.writeString(file, new JWKSet(List.of(rsa, ec)).toString(false)); // private parts are dropped
        JwtAuthenticator fromFile = JwtAuthenticator.withJwksFile(file, RULES);
        assertPasses(fromFile, "Bearer " + rs256(rsa, good().build()), "alice");
        assertPasses(fromFile, "Bearer " + es256(good().build()), "alice");

        assertThatThrownBy(() -> JwtAuthenticator.withJwksFile(dir.resolve("absent.json"), RULES))
                .isInstanceOf(AuthConfigException.class).hasMessageContaining("absent.json")
                .hasMessageContaining("cannot be read");
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"keys\": [ {\"kty\": ");
        assertThatThrownBy(() -> JwtAuthenticator.withJwksFile(broken, RULES))
                .isInstanceOf(AuthConfigException.class).hasMessageContaining("not a JSON Web Key Set");
        Path empty = dir.resolve("empty.json");
        Files.writeString(empty, "{\"keys\": []}");
        assertThatThrownBy(() -> JwtAuthenticator.withJwksFile(empty, RULES))
                .isInstanceOf(AuthConfigException.class).hasMessageContaining("no public RSA or EC key");
        assertThatThrownBy(() -> JwtAuthenticator.withJwksFile(dir, RULES))
                .isInstanceOf(AuthConfigException.class);
    }

    @Test
    void theConfigurationsAuthSectionBuildsTheAuthenticator() throws Exception {
        Path file = dir.resolve("keys.jwks");
        Files.writeString(file, new JWKSet(rsa.toPublicJWK()).toString());
        long now = System.currentTimeMillis();
        JWTClaimsSet live = good().expirationTime(new Date(now + 60_000)).notBeforeTime(new Date(now - 1000)).build();
        JwtAuthenticator fromJwks = JwtAuthenticator.from(new GatewayConfig.Auth(null, file, "https://issuer.test",
                "rpcgate"));
        assertPasses(fromJwks, "Bearer " + rs256(rsa, live), "alice");
        assertThat(reason(fromJwks, "Bearer " + hs256(live))).isEqualTo("algorithm not allowed");
        JwtAuthenticator fromSecret = JwtAuthenticator.from(new GatewayConfig.Auth(SECRET, null, null, null));
        assertPasses(fromSecret, "Bearer " + hs256(good().expirationTime(new Date(now + 60_000))
                .notBeforeTime(new Date(now - 1000)).issuer("x").audience("y").build()), "alice");
        assertThatThrownBy(() -> JwtAuthenticator.from(new GatewayConfig.Auth(null, null, null, null)))
                .isInstanceOf(AuthConfigException.class);
        assertThatThrownBy(() -> JwtAuthenticator.from(new GatewayConfig.Auth(SECRET, file, null, null)))
                .isInstanceOf(AuthConfigException.class).hasMessageContaining("exactly one");
    }

    @Test
    void shortSecretsAndSillySkewsAreConfigurationErrors() {
        assertThatThrownBy(() -> JwtAuthenticator.withSecret("short", RULES))
                .isInstanceOf(AuthConfigException.class).hasMessageContaining("at least 32 bytes");
        assertThatThrownBy(() -> RULES.withClockSkew(Duration.ofHours(1))).isInstanceOf(AuthConfigException.class);
        assertThatThrownBy(() -> RULES.withClockSkew(Duration.ofSeconds(-1))).isInstanceOf(AuthConfigException.class);
    }

    @Test
    void failureMessagesAreStableAndNeverEchoTheToken() throws Exception {
        String token = hs256(good().issuer("https://evil.test").build());
        AuthOutcome.Failed failed = (AuthOutcome.Failed) hs.authenticate("Bearer " + token);
        assertThat(failed.message()).isEqualTo("authentication failed: wrong issuer");
        UnaryOperator<String> tamper = t -> t.substring(0, t.length() - 2) + "xx";
        AuthOutcome.Failed bad = (AuthOutcome.Failed) hs.authenticate("Bearer " + tamper.apply(token));
        assertThat(bad.message()).doesNotContain(token.substring(0, 20));
        assertThat(Authenticator.none().authenticate(null).passed()).isTrue();
    }
}
