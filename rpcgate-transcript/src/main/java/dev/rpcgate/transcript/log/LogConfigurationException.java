package dev.rpcgate.transcript.log;

/**
 * A log mapping or log reader setting that cannot work: an invalid JSON Pointer, a negative field count, an empty
 * sender map, an unknown key in a mapping file. Only configuration throws it; log input never does.
 */
public final class LogConfigurationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** A configuration error with a message that names the setting. */
    public LogConfigurationException(String message) {
        super(message);
    }
}
