package dev.rpcgate.gateway.registry;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Which instance URLs the admin API accepts (the SSRF guard): an absolute http or https URL with a host, no user
 * info, no fragment, no dot segments or encoded dots and slashes in its path, and, when prefixes are configured, one
 * that lies under one of them. A prefix matches by scheme, host and port exactly and by path at a segment boundary,
 * so {@code http://10.0.0.5:8080/agents} allows {@code http://10.0.0.5:8080/agents/x} but neither
 * {@code http://10.0.0.5:8080/agents-evil} nor {@code http://10.0.0.5.evil.example:8080/agents}.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class UrlPolicy {
    /** The longest accepted URL. */
    static final int MAX_URL_LENGTH = 2048;

    private record Prefix(String text, String scheme, String host, int port, String path) {
        boolean covers(URI u) {
            if (!scheme.equals(lower(u.getScheme())) || !host.equals(lower(u.getHost())) || port != portOf(u)) {
                return false;
            }
            String p = u.getRawPath() == null ? "" : u.getRawPath();
            return path.isEmpty() || p.equals(path) || p.startsWith(path + "/");
        }
    }

    private final List<Prefix> prefixes;

    private UrlPolicy(List<Prefix> prefixes) {
        this.prefixes = prefixes;
    }

    /**
     * A policy allowing URLs under {@code allowedPrefixes}; an empty list allows any http(s) URL.
     *
     * @throws IllegalArgumentException naming the first malformed prefix
     */
    public static UrlPolicy of(List<String> allowedPrefixes) {
        List<Prefix> out = new ArrayList<>();
        for (String text : allowedPrefixes) {
            URI u;
            try {
                u = new URI(text);
            } catch (URISyntaxException e) {
                throw new IllegalArgumentException("allowed prefix '" + text + "' is not a URL: " + e.getReason());
            }
            Optional<String> problem = shapeProblem(u);
            if (problem.isPresent() || u.getRawQuery() != null) {
                throw new IllegalArgumentException("allowed prefix '" + text + "' must be an http or https URL with a "
                        + "host and no query" + problem.map(p -> " (" + p + ")").orElse(""));
            }
            String path = u.getRawPath() == null ? "" : u.getRawPath();
            while (path.endsWith("/")) {
                path = path.substring(0, path.length() - 1);
            }
            out.add(new Prefix(text, lower(u.getScheme()), lower(u.getHost()), portOf(u), path));
        }
        return new UrlPolicy(List.copyOf(out));
    }

    /** True when no prefixes are configured, so any http(s) URL is accepted. */
    public boolean allowsAny() {
        return prefixes.isEmpty();
    }

    /** The verdict on one URL as given in a registration. */
    sealed interface Verdict {
    }

    /** The URL is acceptable. */
    public record Allowed(URI uri) implements Verdict {
    }

    /** The URL is malformed (HTTP 400 {@code invalid_url}). */
    public record Malformed(String reason) implements Verdict {
    }

    /** The URL is well formed but outside every allowed prefix ({@code url_not_allowed}). */
    public record NotAllowed(String reason) implements Verdict {
    }

    /** Judges one URL. */
    public Verdict judge(String text) {
        if (text.length() > MAX_URL_LENGTH) {
            return new Malformed("the URL is " + text.length() + " characters long, over the limit of " + MAX_URL_LENGTH);
        }
        URI u;
        try {
            u = new URI(text);
        } catch (URISyntaxException e) {
            return new Malformed("not a URL: " + e.getReason() + " at index " + e.getIndex());
        }
        Optional<String> problem = shapeProblem(u);
        if (problem.isPresent()) {
            return new Malformed(problem.get());
        }
        if (prefixes.isEmpty()) {
            return new Allowed(u);
        }
        for (Prefix p : prefixes) {
            if (p.covers(u)) {
                return new Allowed(u);
            }
        }
        return new NotAllowed("the URL is outside the allowed prefixes");
    }

    private static Optional<String> shapeProblem(URI u) {
        String scheme = lower(u.getScheme());
        if (!u.isAbsolute() || !(scheme.equals("http") || scheme.equals("https"))) {
            return Optional.of("the URL must start with http:// or https://");
        }
        if (u.isOpaque() || u.getHost() == null || u.getHost().isEmpty()) {
            return Optional.of("the URL must name a host");
        }
        if (u.getRawUserInfo() != null) {
            return Optional.of("the URL must not carry user information");
        }
        if (u.getRawFragment() != null) {
            return Optional.of("the URL must not have a fragment");
        }
        String path = u.getRawPath() == null ? "" : u.getRawPath();
        String lowerPath = path.toLowerCase(Locale.ROOT);
        if (lowerPath.contains("%2e") || lowerPath.contains("%2f") || lowerPath.contains("%5c")) {
            return Optional.of("the URL path must not hold encoded dots, slashes or backslashes");
        }
        for (String segment : path.split("/", -1)) {
            if (segment.equals(".") || segment.equals("..")) {
                return Optional.of("the URL path must not hold '.' or '..' segments");
            }
        }
        return Optional.empty();
    }

    private static int portOf(URI u) {
        if (u.getPort() >= 0) {
            return u.getPort();
        }
        return "https".equals(lower(u.getScheme())) ? 443 : 80;
    }

    private static String lower(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT);
    }
}
