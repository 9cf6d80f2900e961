package dev.rpcgate.gateway.upstream;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One instance URL made ready for calls: where to connect, whether over TLS, the request line and {@code Host} field
 * as bytes, and the idle pool of its host and port.
 */
final class Target {
    final String host;
    final int port;
    final boolean tls;
    final byte[] requestHead;
    final ConnectionPool pool;

    private Target(String host, int port, boolean tls, byte[] requestHead, ConnectionPool pool) {
        this.host = host;
        this.port = port;
        this.tls = tls;
        this.requestHead = requestHead;
        this.pool = pool;
    }

    /** The target for {@code uri}, or {@code null} when it is not an absolute http(s) URL with a host. */
    static Target of(URI uri, ConnectionPool pool) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        String host = uri.getHost();
        if (!(scheme.equals("http") || scheme.equals("https")) || host == null || host.isEmpty()) {
            return null;
        }
        boolean tls = scheme.equals("https");
        int port = uri.getPort() == -1 ? tls ? 443 : 80 : uri.getPort();
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        String target = uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c <= ' ' || c >= 0x7f) {
                return null; // a request-target is visible ASCII
            }
        }
        String authority = uri.getPort() == -1 ? host : host + ":" + uri.getPort();
        byte[] head = ("POST " + target + " HTTP/1.1\r\nHost: " + authority + "\r\n").getBytes(StandardCharsets.US_ASCII);
        String connectHost = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        return new Target(connectHost, port, tls, head, pool);
    }

    /** The pool key: scheme, host and port. */
    static String origin(URI uri) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        int port = uri.getPort() == -1 ? scheme.equals("https") ? 443 : 80 : uri.getPort();
        return scheme + "://" + (uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT)) + ":" + port;
    }
}
