package dev.rpcgate.a2a.v1;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.Base64Check;
import dev.rpcgate.a2a.validation.CheckFindings;
import dev.rpcgate.a2a.validation.CompactLength;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.a2a.validation.PartPreviews;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.a2a.validation.UriCheck;
import dev.rpcgate.a2a.validation.Utf8;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The part policy on a v1.0 Part whose one content field read well: {@code text} counts UTF-8 bytes, {@code raw} its
 * decoded bytes, {@code data} the compact JSON of its value (any JSON value); {@code url} is checked against the
 * allow-list and never fetched. With summaries wanted, each such part gets one (kind {@code text}, {@code raw},
 * {@code url} or {@code data}). Also the base64url text of an AgentCardSignature's JWS parts.
 */
final class V1Parts {
    /** The policy as the walk needs it: the part policy and its allow-list as a set. */
    record Rules(PartPolicy policy, Set<String> hosts) {
        static Rules of(PartPolicy policy) {
            return new Rules(policy, Set.copyOf(policy.allowedHosts()));
        }
    }

    private final V1Walk walk;
    private final CheckFindings budget;
    private final PartPolicy policy;
    private final Set<String> hosts;
    private final List<PartSummary> summaries; // null: findings only

    V1Parts(V1Walk walk, Rules rules, List<PartSummary> summaries) {
        this.walk = walk;
        this.budget = walk.budget;
        this.policy = rules.policy();
        this.hosts = rules.hosts();
        this.summaries = summaries;
    }

    /** Applies the policy to part {@code p} at {@code at} (index {@code index} of its array), content {@code f}. */
    void part(FieldDesc f, JsonObject p, LazyPointer at, int index) {
        JsonValue v = p.get(f.jsonName);
        long limit = policy.partLimit();
        switch (f.jsonName) {
            case "text" -> {
                String s = ((JsonString) v).value();
                // a char is at most 3 UTF-8 bytes (a surrogate pair 4): findings alone need no count under the limit
                long counted = summaries != null || 3L * s.length() > limit ? Utf8.length(s) : -1;
                limit(counted, at, "text", v, "UTF-8 bytes of text");
                if (summaries != null) {
                    summary(index, "text", OptionalLong.of(counted), p, PartPreviews.text(s));
                }
            }
            case "raw" -> {
                long size = walk.decoded;
                limit(size, at, "raw", v, "decoded bytes");
                if (summaries != null) {
                    String s = ((JsonString) v).value();
                    summary(index, "raw", OptionalLong.of(size), p,
                            PartPreviews.bytes(size, Base64Check.decodePrefix(s, size, PartPreviews.HEX_BYTES)));
                }
            }
            case "url" -> {
                String u = ((JsonString) v).value();
                if (!policy.allowUri()) {
                    budget.error(A2aCode.URI_REFUSED, "URL parts are refused by the part policy (never fetched)",
                            at.at("url"), v);
                } else {
                    String problem = UriCheck.problem(u, hosts);
                    if (problem != null) {
                        budget.error(A2aCode.URI_NOT_ALLOWED, "the URL is not allowed: " + problem, at.at("url"), v);
                    }
                }
                if (summaries != null) {
                    summary(index, "url", OptionalLong.empty(), p, PartPreviews.uri(u));
                }
            }
            default -> { // data: any JSON value
                long counted = CompactLength.of(v, summaries == null ? limit : -1);
                limit(counted, at, "data", v, "bytes of compact JSON");
                if (summaries != null) {
                    summary(index, "data", OptionalLong.of(counted), p, PartPreviews.data(v));
                }
            }
        }
    }

    /** Adds a summary; only called when summaries are wanted, so previews are made only then. */
    private void summary(int index, String kind, OptionalLong counted, JsonObject p, JsonValue preview) {
        summaries.add(new PartSummary(index, kind, counted, policy.partLimit(), string(p, "mediaType", "media_type"),
                string(p, "filename", "filename"), preview));
    }

    private static Optional<String> string(JsonObject p, String json, String proto) {
        JsonValue v = p.get(json);
        if (v == null) {
            v = p.get(proto);
        }
        return v instanceof JsonString s ? Optional.of(s.value()) : Optional.empty();
    }

    private void limit(long counted, LazyPointer at, String member, JsonValue v, String what) {
        if (counted > policy.partLimit()) {
            budget.error(A2aCode.PART_TOO_LARGE, "the part has " + counted + " " + what
                    + ", over the per-part limit of " + policy.partLimit(), at.at(member), v);
        }
    }

    /** The JWS parts of a signature are base64url without padding (RFC 7515); the walk checked they are strings. */
    void signature(JsonObject sig, LazyPointer at) {
        for (String member : new String[] {"protected", "signature"}) {
            if (sig.get(member) instanceof JsonString s) {
                String problem = base64urlProblem(s.value());
                if (problem != null) {
                    budget.error(A2aCode.NON_CANONICAL_BASE64, "the JWS \"" + member
                            + "\" part is base64url without padding: " + problem, at.at(member), s);
                }
            }
        }
    }

    private static String base64urlProblem(String s) {
        if (s.isEmpty()) {
            return "it is empty";
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '+' || c == '/') {
                return "'" + c + "' at index " + i + " is from the standard alphabet, not the URL-safe one";
            }
            if (c == '=') {
                return "'=' at index " + i + ": JWS leaves padding out";
            }
        }
        Base64Check.Reading r = Base64Check.read(s);
        return r.isAccepted() ? null : r.problem();
    }
}
