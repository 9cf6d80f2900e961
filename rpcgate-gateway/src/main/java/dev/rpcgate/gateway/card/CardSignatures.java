package dev.rpcgate.gateway.card;

import dev.rpcgate.a2a.v1.CardCanonicalForm;
import dev.rpcgate.a2a.v1.Jcs;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The {@code signatures} of a card the gateway rewrote. A signature covers the card's canonical form (A2A v1.0 section
 * 8.4), which the rewrite changes, so the agent's signatures no longer verify: with a signing key they are replaced by
 * one signature of the gateway over the rewritten card; without one they are removed, and a warning is logged once
 * per agent. A card is never served with a signature that does not verify. Two cases keep the card's own signatures:
 * a card without any (nothing to do), and a card the rewrite left with the same canonical form (they still verify).
 * Thread-safe.
 */
final class CardSignatures {
    static final Logger LOG = Logger.getLogger(CardSignatures.class.getName());
    private static final int MAX_WARNED = 10_000;

    private final CardSigner signer; // null: none configured
    private final Set<String> warned = ConcurrentHashMap.newKeySet();

    CardSignatures(CardSigner signer) {
        this.signer = signer;
    }

    /** {@code rewritten} with signatures that verify, or none; {@code original} is the card as the agent gave it. */
    JsonObject apply(String agentId, JsonObject original, JsonObject rewritten) {
        JsonValue given = original.get("signatures");
        if (given == null || given instanceof JsonNull || given instanceof JsonArray a && a.isEmpty()) {
            return rewritten;
        }
        Jcs.Outcome after = CardCanonicalForm.of(rewritten);
        if (after instanceof Jcs.Text && after.equals(CardCanonicalForm.of(original))) {
            return rewritten;
        }
        if (signer != null && after instanceof Jcs.Text text) {
            return with(rewritten, JsonArray.of(signer.sign(text.utf8())));
        }
        String why = signer == null
                ? "no cardSigning key is configured"
                : "the card has no canonical form to sign (" + describe((Jcs.Refused) after) + ")";
        warnOnce(agentId, "the card of agent \"" + agentId + "\" carries signatures that no longer verify once the "
                + "gateway points it at itself, and " + why + ": the card is served without signatures");
        return with(rewritten, null);
    }

    private static String describe(Jcs.Refused r) {
        return (r.pointer().isEmpty() ? "" : "at " + r.pointer() + ": ") + r.reason();
    }

    private void warnOnce(String agentId, String message) {
        if (warned.size() >= MAX_WARNED) {
            warned.clear(); // bounded: an agent may be warned about again
        }
        if (warned.add(agentId)) {
            LOG.log(Level.WARNING, message);
        }
    }

    /** The card with its {@code signatures} replaced ({@code null}: removed), in place. */
    private static JsonObject with(JsonObject card, JsonArray signatures) {
        JsonObject.Builder b = JsonObject.builder();
        for (String name : card.names()) {
            if (!name.equals("signatures")) {
                b.put(name, card.get(name));
            } else if (signatures != null) {
                b.put(name, signatures);
            }
        }
        return b.build();
    }
}
