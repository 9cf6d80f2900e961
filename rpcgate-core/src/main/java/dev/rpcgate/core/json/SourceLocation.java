package dev.rpcgate.core.json;

/**
 * A position in source text: 1-based line and column, and the 0-based offset, both counted in UTF-16 code units.
 *
 * @param line   1-based line number
 * @param column 1-based column, in UTF-16 code units from the start of the line
 * @param offset 0-based offset from the start of the document, in UTF-16 code units
 */
public record SourceLocation(int line, int column, int offset) {
    /** Renders {@code line:column}, the form used in {@code file:line:column} diagnostics. */
    @Override
    public String toString() {
        return line + ":" + column;
    }
}
