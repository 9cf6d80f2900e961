package dev.rpcgate.gateway.config;

import dev.rpcgate.core.json.SourceLocation;

/**
 * One thing wrong with a configuration file.
 *
 * @param source   the file name (or another label for the text)
 * @param location where in the file, or {@code null} when unknown
 * @param key      the dotted key path, e.g. {@code routes.echo-agent-01.params}; empty for the whole document
 * @param message  what is wrong and what is expected
 */
public record ConfigProblem(String source, SourceLocation location, String key, String message) {
    /** {@code file:line:column: key: message}. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(source);
        if (location != null) {
            s.append(':').append(location.line()).append(':').append(location.column());
        }
        s.append(": ");
        if (!key.isEmpty()) {
            s.append(key).append(": ");
        }
        return s.append(message).toString();
    }
}
