package dev.rpcgate.core.json;

/**
 * A position in source text: 1-based line and column, and the 0-based offset, both counted in UTF-16 code units.
 *
 * @param line   1-based line number
 * @param column 1-based column, in UTF-16 code units from the start of the line
 * @param offset 0-based offset from the start of the document, in UTF-16 code units, or {@link #UNKNOWN_OFFSET}
 *               when the source reports only line and column (Smithy model locations)
 */
public record SourceLocation(int line, int column, int offset) {
    /** The offset of a location whose source gives only line and column. */
    public static final int UNKNOWN_OFFSET = -1;

    /** A location known only by line and column. */
    public static SourceLocation ofLineColumn(int line, int column) {
        return new SourceLocation(line, column, UNKNOWN_OFFSET);
    }

    /** True when the offset is known. */
    public boolean hasOffset() {
        return offset >= 0;
    }

    /** Renders {@code line:column}, the form used in {@code file:line:column} diagnostics. */
    @Override
    public String toString() {
        return line + ":" + column;
    }
}
