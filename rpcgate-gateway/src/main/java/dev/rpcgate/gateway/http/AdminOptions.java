package dev.rpcgate.gateway.http;

import dev.rpcgate.gateway.registry.UrlPolicy;
import java.util.List;

/**
 * Settings of the admin API.
 *
 * @param token           the bearer token every admin call must carry; {@code null} or blank disables the admin API
 *                        (every call is then refused with HTTP 403)
 * @param allowedPrefixes the URL prefixes registrations may use (the SSRF guard); empty allows any http(s) URL, and
 *                        the admin API then logs one warning when it starts
 * @param maxBodyBytes    the largest accepted request body (default {@value #DEFAULT_MAX_BODY_BYTES} bytes)
 */
public record AdminOptions(String token, List<String> allowedPrefixes, int maxBodyBytes) {
    /** 64 KiB: a registration with a generous agent card. */
    public static final int DEFAULT_MAX_BODY_BYTES = 64 * 1024;

    /** Copies the prefixes and checks them. */
    public AdminOptions {
        allowedPrefixes = List.copyOf(allowedPrefixes);
        UrlPolicy.of(allowedPrefixes); // fails early, naming the bad prefix
        if (maxBodyBytes < 1) {
            throw new IllegalArgumentException("maxBodyBytes must be at least 1, was " + maxBodyBytes);
        }
    }

    /** Options with the default body limit. */
    public AdminOptions(String token, List<String> allowedPrefixes) {
        this(token, allowedPrefixes, DEFAULT_MAX_BODY_BYTES);
    }

    /** True when a token is configured. */
    public boolean enabled() {
        return token != null && !token.isBlank();
    }

    @Override
    public String toString() {
        return "AdminOptions[token=" + (enabled() ? "***" : "none") + ", allowedPrefixes=" + allowedPrefixes
                + ", maxBodyBytes=" + maxBodyBytes + "]";
    }
}
