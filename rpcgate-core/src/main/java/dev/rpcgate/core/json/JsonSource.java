package dev.rpcgate.core.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The text a document was read from, shared by all values read from it. It turns the parser's native offsets
 * (bytes for UTF-8 input, chars for {@code String} input) into {@link SourceLocation}s in UTF-16 code units,
 * lazily, so that reading costs nothing for locations nobody asks for.
 */
public final class JsonSource {
    private final byte[] bytes;
    private final String chars;
    private final int from;
    private final int to;
    private final int firstLine;
    private final boolean ascii;
    private final boolean crEndsLines;
    private volatile LineIndex lines;
    private int depth = -1; // the deepest nesting of the document read from it; -1 until its read succeeds (racy)

    private JsonSource(byte[] bytes, String chars, int from, int to, int firstLine, boolean ascii, boolean crEndsLines) {
        this.bytes = bytes;
        this.chars = chars;
        this.from = from;
        this.to = to;
        this.firstLine = firstLine;
        this.ascii = ascii;
        this.crEndsLines = crEndsLines;
    }

    /**
     * A UTF-8 source. {@code crEndsLines} is false for one line of a newline-delimited stream, whose lines end at LF
     * only: a lone CR inside it is white space, and locations must stay on the stream's line.
     */
    static JsonSource ofBytes(byte[] bytes, int from, int to, int firstLine, boolean ascii, boolean crEndsLines) {
        return new JsonSource(bytes, null, from, to, firstLine, ascii, crEndsLines);
    }

    static JsonSource ofChars(String chars, int firstLine, boolean crEndsLines) {
        return new JsonSource(null, chars, 0, chars.length(), firstLine, true, crEndsLines);
    }

    boolean isBytes() {
        return bytes != null;
    }

    byte[] bytes() {
        return bytes;
    }

    int from() {
        return from;
    }

    /** A jackson parser over this text (for the failure-path scans; the reader opens its own). */
    JsonParser newParser(JsonFactory factory) throws IOException {
        return bytes != null ? factory.createParser(bytes, from, to - from) : factory.createParser(chars);
    }

    /** The 1-based line number of the first line of this text within its file or stream. */
    public int firstLine() {
        return firstLine;
    }

    /** The length of the text in native units (bytes for UTF-8 input, chars for string input). */
    int length() {
        return to - from;
    }

    /** The native unit at {@code i} (0-based from the start of the text) as an unsigned int. */
    int unitAt(int i) {
        return bytes != null ? bytes[from + i] & 0xff : chars.charAt(i);
    }

    /** The native offset of the first quote at or after {@code i} (the text's length when there is none). */
    int nextQuote(int i) {
        int n = length();
        while (i < n && unitAt(i) != '"') {
            i++;
        }
        return i;
    }

    /** The exact source text between two native offsets. */
    String text(int start, int end) {
        return bytes != null
                ? new String(bytes, from + start, end - start, StandardCharsets.UTF_8)
                : chars.substring(start, end);
    }

    /**
     * True when the source text between two native offsets is {@code s}, compared unit by unit without making it
     * when {@code s} is ASCII (a byte of a longer UTF-8 sequence never equals an ASCII char).
     */
    boolean textEquals(int start, int end, String s) {
        int n = s.length();
        for (int k = 0; k < n; k++) {
            if (s.charAt(k) >= 0x80) {
                return text(start, end).equals(s);
            }
        }
        if (end - start != n) {
            return false;
        }
        for (int k = 0; k < n; k++) {
            if (unitAt(start + k) != s.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** Appends the exact source text between two native offsets. */
    void appendText(StringBuilder out, int start, int end) {
        if (bytes == null) {
            out.append(chars, start, end);
        } else if (ascii) {
            for (int i = from + start, e = from + end; i < e; i++) {
                out.append((char) bytes[i]);
            }
        } else {
            out.append(text(start, end));
        }
    }

    /** The whole text as a string. */
    public String text() {
        return text(0, length());
    }

    /** Locates a native offset (clamped to the text) as line, column and UTF-16 offset. */
    public SourceLocation locate(int nativeOffset) {
        int off = Math.max(0, Math.min(nativeOffset, length()));
        LineIndex index = lineIndex();
        int line = index.lineOf(off);
        int lineStart = index.starts[line];
        int utf16LineStart = index.utf16Starts == null ? lineStart : index.utf16Starts[line];
        int column = utf16Units(lineStart, off);
        return new SourceLocation(firstLine + line, column + 1, utf16LineStart + column);
    }

    /** Records that a document was read from this source, its arrays and objects nesting {@code deepest} levels. */
    void read(int deepest) {
        depth = deepest;
    }

    /**
     * How deep the arrays and objects of the document read from this source nest (0 for a scalar); -1 while unknown.
     * An int is written whole, so a thread that sees no write yet sees only "unknown".
     */
    int depth() {
        return depth;
    }

    /**
     * The UTF-16 offset of a native offset (clamped to the text): the offset {@link #locate} gives, without the line
     * index that its line and column need.
     */
    public int utf16Offset(int nativeOffset) {
        return utf16Units(0, Math.max(0, Math.min(nativeOffset, length())));
    }

    private int utf16Units(int start, int end) {
        if (bytes == null || ascii) {
            return end - start;
        }
        int units = 0;
        for (int i = from + start, e = from + end; i < e; i++) {
            int b = bytes[i] & 0xff;
            if (b < 0x80 || b >= 0xc0 && b < 0xf0) {
                units++;
            } else if (b >= 0xf0) {
                units += 2;
            }
        }
        return units;
    }

    private LineIndex lineIndex() {
        LineIndex index = lines;
        if (index == null) {
            index = buildIndex();
            lines = index;
        }
        return index;
    }

    private LineIndex buildIndex() {
        int n = length();
        int[] starts = new int[16];
        int count = 1;
        for (int i = 0; i < n; i++) {
            int c = unitAt(i);
            if (c == '\n' || crEndsLines && c == '\r' && (i + 1 >= n || unitAt(i + 1) != '\n')) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
        starts = Arrays.copyOf(starts, count);
        int[] utf16 = null;
        if (bytes != null && !ascii) {
            utf16 = new int[count];
            for (int l = 1; l < count; l++) {
                utf16[l] = utf16[l - 1] + utf16Units(starts[l - 1], starts[l]);
            }
        }
        return new LineIndex(starts, utf16);
    }

    private record LineIndex(int[] starts, int[] utf16Starts) {
        int lineOf(int offset) {
            int i = Arrays.binarySearch(starts, offset);
            return i >= 0 ? i : -i - 2;
        }
    }
}
