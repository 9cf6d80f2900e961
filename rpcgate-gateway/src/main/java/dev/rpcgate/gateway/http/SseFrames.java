package dev.rpcgate.gateway.http;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Follows an event stream's bytes as they are relayed, read by read, the way an SSE client parses them: lines end with
 * CRLF, LF or CR (a CRLF split across reads is one line end), a leading UTF-8 BOM is skipped, a blank line ends a
 * frame. Says whether the bytes so far end at a frame boundary, and hands the {@code data} of each complete event (its
 * {@code data} field values joined with LF) to an observer. Bounded: an event whose data is over {@link #MAX_DATA}
 * bytes is not observed, and no other line is kept. One thread feeds it.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class SseFrames {
    /** The most data, in UTF-8 bytes, an observed event may carry. */
    static final int MAX_DATA = 64 * 1024;

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final byte[] DATA = {'d', 'a', 't', 'a'};

    /** What the current line is, as far as its first bytes tell. */
    private enum Line { START, NAME, DATA_START, DATA_VALUE, OTHER }

    private final Consumer<String> observer;
    /** Bytes of the BOM matched at the start, or -1 once the start is past. */
    private int bom;
    private Line line = Line.START;
    /** How many bytes of the name {@code data} the current line has matched. */
    private int name;
    /** The previous byte was a CR: a LF right after it is the same line end. */
    private boolean afterCr;
    /** The last line that ended was blank (or none has ended). */
    private boolean lastBlank = true;
    private byte[] data = new byte[0];
    private int size;
    private boolean overflow;

    /** Follows a stream; {@code observer} ({@code null}: none) gets each complete event's data. */
    public SseFrames(Consumer<String> observer) {
        this.observer = observer;
    }

    /**
     * True when the bytes so far end with a blank line, or are nothing (or a BOM) at all: something written now is a
     * frame of its own.
     */
    boolean atBoundary() {
        return bom != 1 && bom != 2 && line == Line.START && lastBlank;
    }

    /** Follows {@code n} more bytes of the stream; the observer runs for each event they complete. */
    public void feed(byte[] buf, int off, int n) {
        for (int i = off; i < off + n; i++) {
            byte b = buf[i];
            if (bom >= 0) {
                if (b == BOM[bom]) {
                    bom = bom == 2 ? -1 : bom + 1;
                    continue;
                }
                boolean partial = bom > 0;
                bom = -1;
                if (partial) {
                    line = Line.OTHER; // the line began with bytes of a BOM that was not one: not a field we read
                }
            }
            if (b == '\n' && afterCr) {
                afterCr = false;
                continue;
            }
            afterCr = b == '\r';
            if (b == '\n' || b == '\r') {
                endLine();
            } else {
                take(b);
            }
        }
    }

    private void take(byte b) {
        switch (line) {
            case START -> {
                if (b == DATA[0]) {
                    line = Line.NAME;
                    name = 1;
                } else {
                    line = Line.OTHER; // a comment (':'), or another field
                }
            }
            case NAME -> {
                if (name < DATA.length && b == DATA[name]) {
                    name++;
                } else {
                    line = name == DATA.length && b == ':' ? Line.DATA_START : Line.OTHER;
                }
            }
            case DATA_START -> {
                line = Line.DATA_VALUE;
                if (b != ' ') {
                    append(b); // one space after the colon is not part of the value
                }
            }
            case DATA_VALUE -> append(b);
            case OTHER -> {
                // not kept
            }
        }
    }

    private void endLine() {
        switch (line) {
            case START -> {
                dispatch();
                lastBlank = true;
                return;
            }
            // "data" with no colon is the data field with an empty value
            case NAME -> {
                if (name == DATA.length) {
                    append((byte) '\n');
                }
            }
            case DATA_START, DATA_VALUE -> append((byte) '\n');
            case OTHER -> {
                // not kept
            }
        }
        line = Line.START;
        lastBlank = false;
    }

    private void append(byte b) {
        if (observer == null || overflow) {
            return;
        }
        if (size == MAX_DATA + 1) { // room for the data and the LF that ends its last line
            overflow = true;
            data = new byte[0]; // the event is not observed: its data is dropped as it comes
            size = 0;
            return;
        }
        if (size == data.length) {
            data = Arrays.copyOf(data, Math.min(MAX_DATA + 1, Math.max(256, size * 2)));
        }
        data[size++] = b;
    }

    private void dispatch() {
        boolean over = overflow;
        int n = size;
        overflow = false;
        size = 0;
        if (observer == null || over || n == 0) {
            return;
        }
        String event = new String(data, 0, n - 1, StandardCharsets.UTF_8); // the last LF is not part of the data
        if (data.length > 4096) {
            data = new byte[0]; // a large event's buffer is not kept for the rest of the stream
        }
        try {
            observer.accept(event);
        } catch (RuntimeException e) {
            // an observer never breaks the relay
        }
    }
}
