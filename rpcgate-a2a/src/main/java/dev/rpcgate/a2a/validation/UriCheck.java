package dev.rpcgate.a2a.validation;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Set;

/**
 * Internal to rpcgate-a2a, shared by the v0.3.0 and v1.0 validators.
 *
 * <p>Whether a file URI names an allow-listed host over https. The authority must be exactly an allowed host: user info
 * and ports (even {@code :443}) are refused, hosts compare case-insensitively and nothing else (no trailing dot, no
 * IDN or percent-decoding). The rest must be a well-formed URI. Nothing is ever fetched.
 */
public final class UriCheck {
    private UriCheck() {
    }

    /** Why {@code uri} is not allowed, or {@code null} when it is. */
    public static String problem(String uri, Set<String> hosts) {
        if (!uri.regionMatches(true, 0, "https://", 0, 8)) {
            return "only https URIs are allowed";
        }
        int end = 8;
        while (end < uri.length() && "/?#".indexOf(uri.charAt(end)) < 0) {
            end++;
        }
        String authority = uri.substring(8, end);
        if (authority.indexOf('@') >= 0) {
            return "user info in a URI is refused";
        }
        if (authority.indexOf(':') >= 0 || authority.indexOf('[') >= 0) {
            return "an explicit port or an IP literal is refused: the authority must be an allow-listed host alone";
        }
        if (!hosts.contains(authority.toLowerCase(java.util.Locale.ROOT))) {
            return "the host \"" + authority + "\" is not on the allow-list " + hosts.stream().sorted().toList();
        }
        try {
            new URI(uri);
        } catch (URISyntaxException e) {
            return "not a well-formed URI: " + e.getReason() + " at index " + e.getIndex();
        }
        return null;
    }
}
