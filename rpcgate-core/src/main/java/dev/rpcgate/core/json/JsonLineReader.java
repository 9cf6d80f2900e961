package dev.rpcgate.core.json;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Optional;

/**
 * Reads newline-delimited JSON messages from a stream, one document per line (LF, with an optional CR before it; a lone
 * CR inside a line is white space, not a line end, so locations in findings stay on the stream's line).
 * Blank lines are skipped. A line over the size limit is discarded up to its newline and reported as a
 * {@code SizeLimit} PARSE finding, so one bad line never costs the stream: memory stays bounded by the limit.
 * Not thread-safe: one reader per stream.
 */
public final class JsonLineReader {
    private static final int CHUNK = 64 * 1024;

    private final InputStream in;
    private final JsonReader reader;
    private final byte[] chunk = new byte[CHUNK];
    private int chunkPos;
    private int chunkEnd;
    private byte[] line = new byte[256];
    private int lineLength;
    private long lineBytes;
    private byte lastByte;
    private int lineNumber;
    private boolean eof;

    /**
     * A reader over {@code in}, with each line held to {@code reader}'s limits.
     *
     * @param in     the stream; read in chunks, never closed by this reader
     * @param reader the document reader and its limits
     */
    public JsonLineReader(InputStream in, JsonReader reader) {
        this.in = java.util.Objects.requireNonNull(in, "in");
        this.reader = java.util.Objects.requireNonNull(reader, "reader");
    }

    /**
     * One line of the stream and what reading it gave.
     *
     * @param number the 1-based line number within the stream
     * @param parse  the value, or the PARSE findings (locations count lines of the whole stream)
     */
    public record Line(int number, JsonParse parse) {
    }

    /**
     * The next non-blank line, or empty at the end of the stream.
     *
     * @throws IOException when the stream itself fails (never for bad content)
     */
    public Optional<Line> next() throws IOException {
        while (true) {
            if (!readLine()) {
                return Optional.empty();
            }
            lineNumber++;
            int max = reader.limits().maxBytes();
            if (lineBytes > max) {
                // an empty source: the line was not kept, and the buffer is reused for the next line
                JsonSource source = JsonSource.ofBytes(new byte[0], 0, 0, lineNumber, true, false);
                return Optional.of(new Line(lineNumber, JsonReader.failed(source, ParseCode.SIZE_LIMIT,
                        "the line is " + lineBytes + " bytes, over the limit of " + max + " bytes; it was skipped", "", 0)));
            }
            if (!isBlank()) {
                byte[] text = Arrays.copyOf(line, lineLength);
                return Optional.of(new Line(lineNumber, reader.readLine(text, lineNumber)));
            }
        }
    }

    private boolean isBlank() {
        for (int i = 0; i < lineLength; i++) {
            byte b = line[i];
            if (b != ' ' && b != '\t' && b != '\r') {
                return false;
            }
        }
        return true;
    }

    /** Fills {@code line} with the next line (without its LF or CR LF); false at the end of the stream. */
    private boolean readLine() throws IOException {
        lineLength = 0;
        lineBytes = 0;
        int keep = Math.min(reader.limits().maxBytes(), Integer.MAX_VALUE - 8) + 1; // enough to know it is too long
        boolean any = false;
        while (true) {
            if (chunkPos == chunkEnd) {
                if (eof || !fill()) {
                    return any;
                }
            }
            any = true;
            int nl = -1;
            for (int i = chunkPos; i < chunkEnd; i++) {
                if (chunk[i] == '\n') {
                    nl = i;
                    break;
                }
            }
            int end = nl < 0 ? chunkEnd : nl;
            append(chunkPos, end, keep);
            if (nl >= 0) {
                chunkPos = nl + 1;
                if (lineBytes > 0 && lastByte == '\r') { // CR LF: the CR is framing, not content, kept or not
                    if (lineLength == lineBytes) {
                        lineLength--;
                    }
                    lineBytes--;
                }
                return true;
            }
            chunkPos = chunkEnd;
        }
    }

    private void append(int from, int to, int keep) {
        int n = to - from;
        lineBytes += n;
        if (n > 0) {
            lastByte = chunk[to - 1];
        }
        int room = keep - lineLength;
        int take = Math.max(0, Math.min(n, room));
        if (take > 0) {
            if (lineLength + take > line.length) {
                line = Arrays.copyOf(line, (int) Math.min(keep, Math.max((long) line.length * 2, lineLength + take)));
            }
            System.arraycopy(chunk, from, line, lineLength, take);
            lineLength += take;
        }
    }

    private boolean fill() throws IOException {
        int n = in.read(chunk, 0, CHUNK);
        if (n <= 0) {
            eof = true;
            return false;
        }
        chunkPos = 0;
        chunkEnd = n;
        return true;
    }
}
