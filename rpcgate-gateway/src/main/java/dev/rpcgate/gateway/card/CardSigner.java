package dev.rpcgate.gateway.card;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.JWSSigner;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import dev.rpcgate.core.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.ParseException;

/**
 * Signs agent cards with the gateway's private JWK: an EC P-256 key signs ES256, an RSA key (2048 bits or more)
 * RS256. Each signature is a JWS with a detached payload, the card's canonical text, and the protected header
 * {@code {"alg", "typ":"JOSE", "kid"}} with the JWK's {@code kid}; it is returned as an A2A
 * {@code AgentCardSignature} ({@code protected}, {@code signature}). Immutable and thread-safe.
 */
final class CardSigner {
    private static final int MAX_JWK_BYTES = 64 * 1024;

    private final JWSSigner signer;
    private final JWSHeader header;

    private CardSigner(JWSSigner signer, JWSHeader header) {
        this.signer = signer;
        this.header = header;
    }

    /**
     * Loads the key of {@code cardSigning.jwkFile}.
     *
     * @throws IllegalArgumentException when the file cannot be read, holds no private EC P-256 or RSA JWK, has no
     *                                  {@code kid}, or names another algorithm or use; the message says which
     */
    static CardSigner load(Path file) {
        String what = "cardSigning.jwkFile " + file;
        String text;
        try {
            if (Files.size(file) > MAX_JWK_BYTES) {
                throw new IllegalArgumentException(what + " is larger than 64 KiB");
            }
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException(what + " cannot be read (" + e.getClass().getSimpleName() + ")");
        }
        JWK jwk;
        try {
            jwk = JWK.parse(text);
        } catch (ParseException | RuntimeException e) {
            throw new IllegalArgumentException(what + " is not a JSON Web Key: " + e.getMessage());
        }
        return of(jwk, what);
    }

    static CardSigner of(JWK jwk, String what) {
        if (!jwk.isPrivate()) {
            throw new IllegalArgumentException(what + " holds a public key: cards are signed with a private one");
        }
        if (jwk.getKeyID() == null || jwk.getKeyID().isBlank()) {
            throw new IllegalArgumentException(what + " has no \"kid\": signatures name their key by it");
        }
        if (jwk.getKeyUse() != null && !KeyUse.SIGNATURE.equals(jwk.getKeyUse())) {
            throw new IllegalArgumentException(what + " is for \"use\":\"" + jwk.getKeyUse().identifier()
                    + "\", not \"sig\"");
        }
        JWSAlgorithm alg = algorithm(jwk, what);
        JWSSigner signer;
        try {
            signer = alg.equals(JWSAlgorithm.ES256) ? new ECDSASigner((ECKey) jwk)
                    : new RSASSASigner((RSAKey) jwk); // refuses RSA keys under 2048 bits
        } catch (JOSEException | RuntimeException e) {
            throw new IllegalArgumentException(what + " cannot sign: " + e.getMessage());
        }
        if (jwk.getAlgorithm() != null && !jwk.getAlgorithm().getName().equals(alg.getName())) {
            throw new IllegalArgumentException(what + " names \"alg\":\"" + jwk.getAlgorithm().getName()
                    + "\", but the key signs " + alg.getName());
        }
        JWSHeader header = new JWSHeader.Builder(alg).type(JOSEObjectType.JOSE).keyID(jwk.getKeyID()).build();
        return new CardSigner(signer, header);
    }

    private static JWSAlgorithm algorithm(JWK jwk, String what) {
        if (jwk instanceof ECKey ec && Curve.P_256.equals(ec.getCurve())) {
            return JWSAlgorithm.ES256;
        }
        if (jwk instanceof RSAKey) {
            return JWSAlgorithm.RS256;
        }
        throw new IllegalArgumentException(what + " is a " + jwk.getKeyType()
                + (jwk instanceof ECKey ec ? " " + ec.getCurve() : "")
                + " key: cards are signed with an EC P-256 key (ES256) or an RSA key (RS256)");
    }

    /** The {@code kid} the signatures carry. */
    String keyId() {
        return header.getKeyID();
    }

    /** An {@code AgentCardSignature} over {@code canonical}, the card's canonical UTF-8 text. */
    JsonObject sign(byte[] canonical) {
        JWSObject jws = new JWSObject(header, new Payload(canonical));
        try {
            jws.sign(signer);
        } catch (JOSEException e) {
            throw new IllegalStateException("the card signing key failed to sign: " + e.getMessage(), e);
        }
        return JsonObject.builder()
                .put("protected", jws.getHeader().toBase64URL().toString())
                .put("signature", jws.getSignature().toString())
                .build();
    }
}
