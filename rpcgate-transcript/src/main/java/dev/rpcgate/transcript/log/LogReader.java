package dev.rpcgate.transcript.log;

import dev.rpcgate.core.gate.Finding;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Reads transcript entries from a log as it arrives, one line at a time, following a {@link LogMapping}. Chunks may
 * be of any size and may split a line anywhere, also inside a surrogate pair, a UTF-8 sequence or a CR LF: the
 * partial line is held until it ends. A leading byte-order mark is removed once and CR LF counts as LF. Blank lines,
 * lines that are not JSON after the prefix (a record nested deeper than 128 levels too) and records the selector
 * rejects are only counted; a line over the line bound, a sender value the map lacks and a missing message are
 * {@code InvalidTranscript} findings, and the line is dropped. Memory stays bounded by the line bound however long
 * the log. Bad input never throws. Not thread-safe: one reader per log.
 */
public final class LogReader {
    /** The default line bound: 1 MiB of UTF-8. */
    public static final int DEFAULT_LINE_BYTES = 1024 * 1024;

    private final LogMapping mapping;
    private final int lineBytes;
    private final LineMapper mapper;
    private final LineBuffer lines;
    private List<LogEntry> entries = new ArrayList<>();
    private List<Finding> findings = new ArrayList<>();
    private boolean ended;

    /** A reader with the default line bound. */
    public LogReader(LogMapping mapping) {
        this(mapping, DEFAULT_LINE_BYTES);
    }

    /**
     * A reader whose lines may hold at most {@code lineBytes} bytes of UTF-8 (line end excluded).
     *
     * @throws LogConfigurationException when {@code lineBytes} is below 1
     */
    public LogReader(LogMapping mapping, int lineBytes) {
        this.mapping = Objects.requireNonNull(mapping, "mapping");
        if (lineBytes < 1) {
            throw new LogConfigurationException("the line bound must be at least 1 byte, was " + lineBytes);
        }
        this.lineBytes = lineBytes;
        this.mapper = new LineMapper(mapping, lineBytes);
        this.lines = new LineBuffer(lineBytes, new LineBuffer.Sink() {
            @Override
            public void line(int number, byte[] bytes, int from, int to) {
                mapper.line(number, bytes, from, to, entries, findings);
            }

            @Override
            public void overlong(int number, long length) {
                mapper.overlong(number, length, LogReader.this.lineBytes, findings);
            }
        });
    }

    /** Reads a chunk of text; returns what the lines it completes gave. Ignored after {@link #end()}. */
    public LogChunk pushText(CharSequence chunk) {
        Objects.requireNonNull(chunk, "chunk");
        if (ended) {
            return LogChunk.EMPTY;
        }
        lines.pushText(chunk);
        return take();
    }

    /**
     * Reads a chunk of UTF-8 bytes, {@code bytes[offset, offset + length)}, which the reader does not keep; returns
     * what the lines it completes gave. Ill-formed UTF-8 makes its line not JSON. Ignored after {@link #end()}.
     */
    public LogChunk pushBytes(byte[] bytes, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        if (ended) {
            return LogChunk.EMPTY;
        }
        lines.pushBytes(bytes, offset, length);
        return take();
    }

    /** Ends the log: a final line without a newline is read. Later calls and pushes give nothing. */
    public LogChunk end() {
        if (ended) {
            return LogChunk.EMPTY;
        }
        ended = true;
        lines.end();
        return take();
    }

    /** What has been read so far. */
    public LogCounts counts() {
        return mapper.counts();
    }

    /** True when the mapping names one fixed sender: the log has one direction, so check it without correlation. */
    public boolean singleSender() {
        return mapping.singleSender();
    }

    /** The mapping this reader follows. */
    public LogMapping mapping() {
        return mapping;
    }

    private LogChunk take() {
        if (entries.isEmpty() && findings.isEmpty()) {
            return LogChunk.EMPTY;
        }
        LogChunk chunk = new LogChunk(entries, findings);
        entries = new ArrayList<>();
        findings = new ArrayList<>();
        return chunk;
    }
}
