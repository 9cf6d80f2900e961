package dev.rpcgate.lab;

/**
 * Where the lab listens and how much it reads.
 *
 * @param host         the address to bind (the lab is a local teaching page: 127.0.0.1 by default)
 * @param port         the port; 0 picks a free one
 * @param maxBodyBytes the largest request body the API reads; a larger one gets HTTP 413
 */
public record LabOptions(String host, int port, int maxBodyBytes) {
    /** The default address. */
    public static final String DEFAULT_HOST = "127.0.0.1";
    /** The default port. */
    public static final int DEFAULT_PORT = 8080;
    /** The default body limit, 1 MiB. */
    public static final int DEFAULT_MAX_BODY_BYTES = 1 << 20;

    /** Checks the values. */
    public LabOptions {
        java.util.Objects.requireNonNull(host, "host");
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0..65535: " + port);
        }
        if (maxBodyBytes < 1) {
            throw new IllegalArgumentException("maxBodyBytes must be positive: " + maxBodyBytes);
        }
    }

    /** 127.0.0.1 on {@code port} with the default body limit. */
    public static LabOptions onPort(int port) {
        return new LabOptions(DEFAULT_HOST, port, DEFAULT_MAX_BODY_BYTES);
    }
}
