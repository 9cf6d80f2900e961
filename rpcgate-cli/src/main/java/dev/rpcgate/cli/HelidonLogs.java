package dev.rpcgate.cli;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps Helidon's java.util.logging records off the terminal: the commands that start a Helidon server report what
 * matters (the address, a failure to listen) in their own words, and a failed bind would otherwise print a stack trace.
 */
final class HelidonLogs {
    /** Held so the level set on it is not lost when the logger would be collected. */
    private static final Logger HELIDON = Logger.getLogger("io.helidon");

    private HelidonLogs() {
    }

    static void quiet() {
        HELIDON.setLevel(Level.OFF);
    }
}
