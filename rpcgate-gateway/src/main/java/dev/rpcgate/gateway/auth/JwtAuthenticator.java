package dev.rpcgate.gateway.auth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.KeySourceException;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jose.crypto.factories.DefaultJWSVerifierFactory;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyType;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.JWSVerifierFactory;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jwt.JWT;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.JWTParser;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import dev.rpcgate.gateway.config.GatewayConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Key;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import javax.crypto.spec.SecretKeySpec;

/**
 * Checks {@code Authorization: Bearer <JWT>} with nimbus-jose-jwt, which does all the cryptography. Two modes:
 * <ul>
 *   <li>a shared secret: HS256 only (the secret must be at least 32 bytes);</li>
 *   <li>a JWKS file: RS256 and ES256 with the file's public RSA and EC keys (a key id in the token selects the key;
 *       symmetric keys in the file are ignored, so an HS256 token "signed" with a public key is refused).</li>
 * </ul>
 * Every refusal is an {@link AuthOutcome.Failed} with one of the stable {@link Reasons}; it never throws for a bad
 * header or token. Thread-safe.
 */
public final class JwtAuthenticator implements Authenticator {
    /** Tokens longer than this are refused unread. */
    public static final int MAX_TOKEN_CHARS = 8192;
    private static final int MAX_JWKS_BYTES = 1024 * 1024;
    private static final Set<JWSAlgorithm> SECRET_ALGORITHMS = Set.of(JWSAlgorithm.HS256);
    private static final Set<JWSAlgorithm> JWKS_ALGORITHMS = Set.of(JWSAlgorithm.RS256, JWSAlgorithm.ES256);

    /** The failure reasons, each completing {@code "authentication failed: <reason>"}. */
    public static final class Reasons {
        /** No {@code Authorization} header, or a bearer scheme without a token. */
        public static final String MISSING = "missing bearer token";
        /** An {@code Authorization} header with another scheme. */
        public static final String NOT_BEARER = "not a bearer token";
        /** Over {@link #MAX_TOKEN_CHARS}. */
        public static final String TOO_LARGE = "token too large";
        /** Not a compact JWS/JWT, or claims that are not a valid claims set. */
        public static final String MALFORMED = "malformed token";
        /** {@code alg: none}. */
        public static final String UNSIGNED = "unsigned token";
        /** A JWE. */
        public static final String ENCRYPTED = "encrypted token";
        /** A signing algorithm this authenticator does not accept (e.g. HS256 against a JWKS). */
        public static final String ALGORITHM = "algorithm not allowed";
        /** The token names a key id the JWKS lacks. */
        public static final String UNKNOWN_KID = "unknown key id";
        /** No configured key fits the token's algorithm. */
        public static final String NO_KEY = "no matching key";
        /** The signature does not verify. */
        public static final String BAD_SIGNATURE = "bad signature";
        /** No {@code exp} claim. */
        public static final String NO_EXPIRY = "token has no expiry";
        /** Past {@code exp} (plus skew). */
        public static final String EXPIRED = "token expired";
        /** Before {@code nbf} (minus skew). */
        public static final String NOT_YET_VALID = "token not yet valid";
        /** {@code iss} differs from the configured issuer. */
        public static final String WRONG_ISSUER = "wrong issuer";
        /** {@code aud} lacks the configured audience. */
        public static final String WRONG_AUDIENCE = "wrong audience";

        private Reasons() {
        }
    }

    private final Set<JWSAlgorithm> algorithms;
    private final Function<JWSHeader, List<Key>> keys;
    private final JwtRules rules;
    private final JWSVerifierFactory verifiers = new DefaultJWSVerifierFactory();

    private JwtAuthenticator(Set<JWSAlgorithm> algorithms, Function<JWSHeader, List<Key>> keys, JwtRules rules) {
        this.algorithms = algorithms;
        this.keys = keys;
        this.rules = Objects.requireNonNull(rules, "rules");
    }

    /**
     * The authenticator the configuration's {@code auth} section describes: {@code secret} (HS256) or
     * {@code jwksFile} (RS256/ES256), with its issuer and audience, the default skew and the system clock.
     *
     * @throws AuthConfigException when the secret is too short or the JWKS file does not load
     */
    public static JwtAuthenticator from(GatewayConfig.Auth auth) {
        Objects.requireNonNull(auth, "auth");
        JwtRules rules = JwtRules.of(auth.issuer(), auth.audience());
        if (auth.secret() != null && auth.jwksFile() != null) {
            throw new AuthConfigException("auth: give exactly one of \"secret\" (HS256) or \"jwksFile\"");
        }
        if (auth.secret() != null) {
            return withSecret(auth.secret(), rules);
        }
        if (auth.jwksFile() != null) {
            return withJwksFile(auth.jwksFile(), rules);
        }
        throw new AuthConfigException("auth: give \"secret\" (HS256) or \"jwksFile\"");
    }

    /**
     * HS256 with a shared secret (its UTF-8 bytes).
     *
     * @throws AuthConfigException when the secret is shorter than 32 bytes
     */
    public static JwtAuthenticator withSecret(String secret, JwtRules rules) {
        Objects.requireNonNull(secret, "secret");
        return withSecret(secret.getBytes(StandardCharsets.UTF_8), rules);
    }

    /**
     * HS256 with a shared secret.
     *
     * @throws AuthConfigException when the secret is shorter than 32 bytes
     */
    public static JwtAuthenticator withSecret(byte[] secret, JwtRules rules) {
        Objects.requireNonNull(secret, "secret");
        try {
            new MACVerifier(secret); // nimbus enforces the 256-bit minimum for HS256
        } catch (JOSEException e) {
            throw new AuthConfigException("auth secret must be at least 32 bytes (256 bits) for HS256, was "
                    + secret.length + " bytes");
        }
        List<Key> key = List.of(new SecretKeySpec(secret.clone(), "HmacSHA256"));
        return new JwtAuthenticator(SECRET_ALGORITHMS, header -> key, rules);
    }

    /**
     * RS256/ES256 with the public RSA and EC keys of a JWKS file (read once, at most 1 MiB).
     *
     * @throws AuthConfigException when the file cannot be read, is not a JWKS, or holds no public RSA or EC key
     */
    public static JwtAuthenticator withJwksFile(Path file, JwtRules rules) {
        Objects.requireNonNull(file, "file");
        String text;
        try {
            if (Files.size(file) > MAX_JWKS_BYTES) {
                throw new AuthConfigException("auth JWKS file " + file + " is larger than 1 MiB");
            }
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AuthConfigException("auth JWKS file " + file + " cannot be read ("
                    + e.getClass().getSimpleName() + ")");
        }
        JWKSet set;
        try {
            set = JWKSet.parse(text);
        } catch (ParseException | RuntimeException e) {
            throw new AuthConfigException("auth JWKS file " + file + " is not a JSON Web Key Set: " + e.getMessage());
        }
        return withJwks(set, rules, "auth JWKS file " + file);
    }

    /**
     * RS256/ES256 with the public RSA and EC keys of a key set.
     *
     * @throws AuthConfigException when the set holds no public RSA or EC key
     */
    public static JwtAuthenticator withJwks(JWKSet set, JwtRules rules) {
        return withJwks(Objects.requireNonNull(set, "set"), rules, "auth JWKS");
    }

    private static JwtAuthenticator withJwks(JWKSet set, JwtRules rules, String what) {
        List<JWK> usable = set.toPublicJWKSet().getKeys().stream()
                .filter(k -> KeyType.RSA.equals(k.getKeyType()) || KeyType.EC.equals(k.getKeyType()))
                .toList();
        if (usable.isEmpty()) {
            throw new AuthConfigException(what + " holds no public RSA or EC key");
        }
        JWSVerificationKeySelector<SecurityContext> selector =
                new JWSVerificationKeySelector<>(JWKS_ALGORITHMS, new ImmutableJWKSet<>(new JWKSet(usable)));
        return new JwtAuthenticator(JWKS_ALGORITHMS, header -> {
            try {
                return selector.selectJWSKeys(header, null);
            } catch (KeySourceException e) {
                return List.of();
            }
        }, rules);
    }

    @Override
    public AuthOutcome authenticate(String authorizationHeader) {
        try {
            return check(authorizationHeader);
        } catch (RuntimeException e) { // a library surprise on hostile input is a refusal, not a crash
            return new AuthOutcome.Failed(Reasons.MALFORMED);
        }
    }

    private AuthOutcome check(String header) {
        if (header == null || header.isBlank()) {
            return fail(Reasons.MISSING);
        }
        String h = header.strip();
        if (h.length() < 6 || !h.regionMatches(true, 0, "Bearer", 0, 6)
                || h.length() > 6 && h.charAt(6) != ' ') {
            return fail(Reasons.NOT_BEARER);
        }
        String token = h.substring(6).strip();
        if (token.isEmpty()) {
            return fail(Reasons.MISSING);
        }
        if (token.length() > MAX_TOKEN_CHARS) {
            return fail(Reasons.TOO_LARGE);
        }
        JWT jwt;
        try {
            jwt = JWTParser.parse(token);
        } catch (ParseException e) {
            return fail(Reasons.MALFORMED);
        }
        if (jwt instanceof PlainJWT) {
            return fail(Reasons.UNSIGNED);
        }
        if (!(jwt instanceof SignedJWT signed)) {
            return fail(Reasons.ENCRYPTED);
        }
        JWSHeader jws = signed.getHeader();
        if (!algorithms.contains(jws.getAlgorithm())) {
            return fail(Reasons.ALGORITHM);
        }
        List<Key> candidates = keys.apply(jws);
        if (candidates.isEmpty()) {
            return fail(jws.getKeyID() != null ? Reasons.UNKNOWN_KID : Reasons.NO_KEY);
        }
        if (!verifies(signed, jws, candidates)) {
            return fail(Reasons.BAD_SIGNATURE);
        }
        JWTClaimsSet claims;
        try {
            claims = signed.getJWTClaimsSet();
        } catch (ParseException e) {
            return fail(Reasons.MALFORMED);
        }
        return checkClaims(claims);
    }

    private boolean verifies(SignedJWT signed, JWSHeader jws, List<Key> candidates) {
        for (Key key : candidates) {
            try {
                if (signed.verify(verifiers.createJWSVerifier(jws, key))) {
                    return true;
                }
            } catch (JOSEException e) {
                // this key does not fit; try the next
            }
        }
        return false;
    }

    private AuthOutcome checkClaims(JWTClaimsSet claims) {
        Instant now = rules.clock().instant();
        Duration skew = rules.clockSkew();
        Date exp = claims.getExpirationTime();
        if (exp == null) {
            return fail(Reasons.NO_EXPIRY);
        }
        if (now.isAfter(exp.toInstant().plus(skew))) {
            return fail(Reasons.EXPIRED);
        }
        Date nbf = claims.getNotBeforeTime();
        if (nbf != null && now.plus(skew).isBefore(nbf.toInstant())) {
            return fail(Reasons.NOT_YET_VALID);
        }
        if (rules.issuer() != null && !rules.issuer().equals(claims.getIssuer())) {
            return fail(Reasons.WRONG_ISSUER);
        }
        if (rules.audience() != null
                && (claims.getAudience() == null || !claims.getAudience().contains(rules.audience()))) {
            return fail(Reasons.WRONG_AUDIENCE);
        }
        return new AuthOutcome.Passed(claims.getSubject());
    }

    private static AuthOutcome fail(String reason) {
        return new AuthOutcome.Failed(reason);
    }
}
