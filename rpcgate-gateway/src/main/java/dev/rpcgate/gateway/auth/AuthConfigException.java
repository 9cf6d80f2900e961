package dev.rpcgate.gateway.auth;

/** The gateway's auth configuration cannot be used (a short secret, a JWKS file that does not load, ...). */
public final class AuthConfigException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** A configuration error with a message fit for the operator. */
    public AuthConfigException(String message) {
        super(message);
    }
}
