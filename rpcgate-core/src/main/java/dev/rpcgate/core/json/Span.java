package dev.rpcgate.core.json;

/**
 * The source extent of a value: where it starts and where it ends (exclusive).
 *
 * @param start the first character of the value
 * @param end   the position just after the value's last character
 */
public record Span(SourceLocation start, SourceLocation end) {
}
