package dev.rpcgate.cli;

import dev.rpcgate.runtime.Frame;
import dev.rpcgate.runtime.transport.Framing;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Finds where messages end in a byte stream that {@code tap} passes through unchanged: it copies what it needs for
 * the message's text and never holds back or alters the stream. The runtime's channels own the stream they read,
 * so they cannot be used here; the framing rules are theirs, kept to what finding a message's end needs.
 */
interface FrameSplitter {
    /** The longest message checked, in bytes: the transcript checker's entry limit (1 MiB) plus one. */
    int MAX_MESSAGE_BYTES = 1024 * 1024 + 1;

    /** Receives each frame found. */
    interface Sink {
        /**
         * One frame.
         *
         * @param frame a body, an oversized message, or a framing error after which nothing more is found
         * @param end   the index in the pushed array just past the frame's last byte ({@code -1} at the end)
         */
        void frame(Frame frame, int end);
    }

    /** Reads {@code bytes[offset, offset + length)}, giving each frame that ends there to the sink in order. */
    void push(byte[] bytes, int offset, int length, Sink sink);

    /** The end of the stream: a last line without a line end is a frame. */
    void end(Sink sink);

    /** A splitter for this framing. */
    static FrameSplitter of(Framing framing) {
        return switch (framing) {
            case NDJSON -> new LineSplitter();
            case CONTENT_LENGTH -> new HeaderSplitter();
        };
    }

    /** Newline-delimited JSON: a line is a message; CR LF counts as LF; blank lines are skipped. */
    final class LineSplitter implements FrameSplitter {
        private final ByteBuilder line = new ByteBuilder(MAX_MESSAGE_BYTES);
        private int number;

        @Override
        public void push(byte[] bytes, int offset, int length, Sink sink) {
            int from = offset;
            int to = offset + length;
            for (int i = offset; i < to; i++) {
                if (bytes[i] == '\n') {
                    line.append(bytes, from, i - from);
                    from = i + 1;
                    emit(sink, i + 1);
                }
            }
            line.append(bytes, from, to - from);
        }

        @Override
        public void end(Sink sink) {
            if (line.length() > 0) {
                emit(sink, -1);
            }
        }

        private void emit(Sink sink, int end) {
            number++;
            long size = line.length();
            if (line.overflowed()) {
                sink.frame(new Frame.Oversized(size, MAX_MESSAGE_BYTES - 1, number), end);
            } else {
                byte[] bytes = line.bytes();
                int n = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                if (!blank(bytes, n)) {
                    sink.frame(new Frame.Body(n == bytes.length ? bytes : Arrays.copyOf(bytes, n), number),
                            end);
                }
            }
            line.reset();
        }

        private static boolean blank(byte[] bytes, int n) {
            for (int i = 0; i < n; i++) {
                byte b = bytes[i];
                if (b != ' ' && b != '\t' && b != '\r') {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * LSP/MCP framing: {@code Name: value} header lines, a blank line, then {@code Content-Length} bytes of body.
     * After a header block it cannot read, it finds nothing more: the stream still passes, unchecked.
     */
    final class HeaderSplitter implements FrameSplitter {
        private static final int MAX_HEADER_LINE_BYTES = 8 * 1024;

        private final ByteBuilder header = new ByteBuilder(MAX_HEADER_LINE_BYTES);
        private ByteBuilder body;
        private int headerLines;
        private long contentLength = -1;
        private long remaining = -1;
        private boolean broken;

        @Override
        public void push(byte[] bytes, int offset, int length, Sink sink) {
            int i = offset;
            int to = offset + length;
            while (i < to && !broken) {
                if (remaining >= 0) {
                    int n = (int) Math.min(remaining, to - i);
                    body.append(bytes, i, n);
                    remaining -= n;
                    i += n;
                    if (remaining == 0) {
                        emitBody(sink, i);
                    }
                    continue;
                }
                byte b = bytes[i++];
                if (b != '\n') {
                    header.append(bytes, i - 1, 1);
                    continue;
                }
                headerLine(sink, i);
            }
        }

        private void headerLine(Sink sink, int end) {
            byte[] text = header.bytes();
            boolean overlong = header.overflowed();
            header.reset();
            int n = text.length > 0 && text[text.length - 1] == '\r' ? text.length - 1 : text.length;
            if (!overlong && n == 0) {
                if (headerLines == 0) {
                    return; // a blank line between messages
                }
                if (contentLength < 0) {
                    fail(sink, "the header block has no Content-Length", end);
                    return;
                }
                body = new ByteBuilder(MAX_MESSAGE_BYTES);
                remaining = contentLength;
                if (remaining == 0) {
                    emitBody(sink, end);
                }
                return;
            }
            headerLines++;
            if (overlong) {
                fail(sink, "a header line is longer than " + MAX_HEADER_LINE_BYTES + " bytes", end);
                return;
            }
            String line = new String(text, 0, n, StandardCharsets.ISO_8859_1);
            int colon = line.indexOf(':');
            if (colon <= 0) {
                fail(sink, "a header line is not 'Name: value'", end);
                return;
            }
            if (line.substring(0, colon).strip().equalsIgnoreCase("Content-Length")) {
                String value = line.substring(colon + 1).strip();
                if (value.isEmpty() || value.length() > 18 || !value.chars().allMatch(c -> c >= '0' && c <= '9')) {
                    fail(sink, "the Content-Length is not a non-negative decimal integer", end);
                    return;
                }
                contentLength = Long.parseLong(value);
            }
        }

        private void emitBody(Sink sink, int end) {
            Frame f = body.overflowed() ? new Frame.Oversized(body.length(), MAX_MESSAGE_BYTES - 1, 0)
                    : new Frame.Body(body.bytes(), 0);
            body = null;
            remaining = -1;
            contentLength = -1;
            headerLines = 0;
            sink.frame(f, end);
        }

        private void fail(Sink sink, String why, int end) {
            broken = true;
            sink.frame(new Frame.Malformed(why + "; the rest of the stream passes unchecked", 0), end);
        }

        @Override
        public void end(Sink sink) {
            if (!broken && (remaining > 0 || headerLines > 0 || header.length() > 0)) {
                broken = true;
                sink.frame(new Frame.Malformed("the stream ended inside a message", 0), -1);
            }
        }
    }

    /** Bytes collected up to a bound; past it, only counted. */
    final class ByteBuilder {
        private final int max;
        private byte[] buf = new byte[256];
        private int size;
        private long length;

        ByteBuilder(int max) {
            this.max = max;
        }

        void append(byte[] b, int off, int len) {
            length += len;
            if (length > max) {
                return;
            }
            if (size + len > buf.length) {
                buf = Arrays.copyOf(buf, Math.min(max, Math.max(buf.length * 2, size + len)));
            }
            System.arraycopy(b, off, buf, size, len);
            size += len;
        }

        boolean overflowed() {
            return length > max;
        }

        long length() {
            return length;
        }

        byte[] bytes() {
            return Arrays.copyOf(buf, size);
        }

        void reset() {
            size = 0;
            length = 0;
            if (buf.length > 64 * 1024) {
                buf = new byte[256]; // one long message does not keep its buffer
            }
        }
    }
}
