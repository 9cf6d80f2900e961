package dev.rpcgate.a2a.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The local part policy of {@code message/send}: a per-part byte limit and whether file parts may refer to a URI.
 * The limit counts UTF-8 bytes of a text, bytes of the compact JSON of a data object, decoded bytes of a file; it is
 * not a total request limit and no content is sniffed. URI parts have unknown size and are never held to it. A URI is
 * accepted only when {@link #allowUri()} is set, and then only as {@code https://HOST/...} with HOST exactly one of
 * {@link #allowedHosts()} (no user info, no port); it is never fetched.
 *
 * @param partLimit    the largest counted size of one part, in bytes (at least 0)
 * @param allowUri     whether file parts may carry a {@code uri}
 * @param allowedHosts the hosts a URI may name, lower case
 */
public record PartPolicy(long partLimit, boolean allowUri, List<String> allowedHosts) {
    /** The default limit: 65,536 bytes. */
    public static final long DEFAULT_PART_LIMIT = 65_536;
    /** The default allow-list: the single reserved host {@code files.example.org}. */
    public static final String DEFAULT_HOST = "files.example.org";
    /** 65,536 bytes per part, URIs refused, allow-list {@code files.example.org}. */
    public static final PartPolicy DEFAULT = new PartPolicy(DEFAULT_PART_LIMIT, false, List.of(DEFAULT_HOST));

    /** Checks the limit and normalizes the hosts to lower case. */
    public PartPolicy {
        if (partLimit < 0) {
            throw new IllegalArgumentException("partLimit must be at least 0, was " + partLimit);
        }
        List<String> hosts = new ArrayList<>(allowedHosts.size());
        for (String h : allowedHosts) {
            String host = h.toLowerCase(Locale.ROOT);
            if (!isHostName(host)) {
                throw new IllegalArgumentException("not a host name (letters, digits, '-' and '.' only): \"" + h + "\"");
            }
            hosts.add(host);
        }
        allowedHosts = List.copyOf(hosts);
    }

    private static boolean isHostName(String h) {
        if (h.isEmpty() || h.startsWith(".") || h.endsWith(".")) {
            return false;
        }
        for (int i = 0; i < h.length(); i++) {
            char c = h.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.')) {
                return false;
            }
        }
        return true;
    }

    /** This policy with another per-part limit. */
    public PartPolicy withPartLimit(long bytes) {
        return new PartPolicy(bytes, allowUri, allowedHosts);
    }

    /** This policy with URI references allowed or refused. */
    public PartPolicy withAllowUri(boolean allow) {
        return new PartPolicy(partLimit, allow, allowedHosts);
    }

    /** This policy with another allow-list. */
    public PartPolicy withAllowedHosts(List<String> hosts) {
        return new PartPolicy(partLimit, allowUri, hosts);
    }
}
