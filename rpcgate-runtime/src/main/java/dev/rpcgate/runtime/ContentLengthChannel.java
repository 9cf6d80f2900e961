package dev.rpcgate.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * LSP/MCP-style framing: a header block of {@code Name: value} lines ended by a blank line, then a body of exactly
 * {@code Content-Length} bytes. {@code Content-Type} and unknown headers are accepted and ignored; lines may end in
 * CR LF or LF; blank lines between messages are skipped. A body over the limit is skipped as it arrives
 * ({@link Frame.Oversized}). A bad header block is reported as {@link Frame.Malformed} and the stream resynchronises:
 * when the block had a valid {@code Content-Length}, by skipping that many body bytes; otherwise by skipping to the
 * next {@code Content-Length:} (case-insensitive) in the stream. Writing sends {@code Content-Length: N\r\n\r\n} and
 * the body in one write, under one lock.
 */
public final class ContentLengthChannel implements MessageChannel {
    /** 16 MiB per body, the default. */
    public static final int DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;
    /** The longest header line accepted, in bytes. */
    public static final int MAX_HEADER_LINE_BYTES = 8 * 1024;
    /** The most header lines one block may have. */
    public static final int MAX_HEADER_LINES = 32;

    private static final byte[] CONTENT_LENGTH = "content-length:".getBytes(StandardCharsets.US_ASCII);

    private final ByteInput in;
    private final FrameWriter writer;
    private final int maxBodyBytes;
    private boolean resync;

    /** A channel with the default body limit; the streams are closed with it. */
    public ContentLengthChannel(InputStream in, OutputStream out) {
        this(in, out, DEFAULT_MAX_BODY_BYTES);
    }

    /**
     * A channel.
     *
     * @param in           the stream to read; buffered here
     * @param out          the stream to write; each message is one {@code write} and a {@code flush}
     * @param maxBodyBytes the largest body accepted, in bytes
     */
    public ContentLengthChannel(InputStream in, OutputStream out, int maxBodyBytes) {
        if (maxBodyBytes < 1) {
            throw new IllegalArgumentException("maxBodyBytes must be at least 1, was " + maxBodyBytes);
        }
        this.writer = new FrameWriter(in, out);
        this.in = new ByteInput(in);
        this.maxBodyBytes = maxBodyBytes;
    }

    /** The largest body accepted, in bytes. */
    public int maxBodyBytes() {
        return maxBodyBytes;
    }

    @Override
    public Frame read() throws IOException {
        byte[] pending = null;
        if (resync) {
            resync = false;
            if (!in.scanPast(CONTENT_LENGTH)) {
                return Frame.END;
            }
            ByteInput.Line rest = in.readLine(MAX_HEADER_LINE_BYTES);
            if (rest == null) {
                return new Frame.Malformed("the stream ended inside a header block", 0);
            }
            if (!rest.kept()) {
                resync = true;
                return new Frame.Malformed("a header line is longer than " + MAX_HEADER_LINE_BYTES + " bytes", 0);
            }
            pending = concat(CONTENT_LENGTH, rest.bytes()); // the header the scan stopped in, whole again
        }
        Header header = new Header();
        int lines = 0;
        while (true) {
            byte[] text = pending;
            pending = null;
            if (text == null) {
                ByteInput.Line line = in.readLine(MAX_HEADER_LINE_BYTES);
                if (line == null) {
                    return lines == 0 ? Frame.END : new Frame.Malformed("the stream ended inside a header block", 0);
                }
                text = line.kept() ? line.bytes() : null;
            }
            if (text != null && text.length == 0) {
                if (lines == 0) {
                    continue; // a blank line between messages
                }
                break;
            }
            lines++;
            if (text == null) {
                header.fail("a header line is longer than " + MAX_HEADER_LINE_BYTES + " bytes");
            } else if (lines > MAX_HEADER_LINES) {
                header.fail("the header block has more than " + MAX_HEADER_LINES + " lines");
                header.length = -1; // not a header block at all: look for the next one
            } else {
                header.parse(text);
            }
            if (header.problem != null && header.length < 0) {
                resync = true;
                return new Frame.Malformed(header.problem, 0);
            }
        }
        if (header.length < 0) {
            resync = true;
            return new Frame.Malformed("the header block has no Content-Length", 0);
        }
        if (header.problem != null) {
            in.skip(header.length);
            return new Frame.Malformed(header.problem, 0);
        }
        if (header.length > maxBodyBytes) {
            in.skip(header.length);
            return new Frame.Oversized(header.length, maxBodyBytes, 0);
        }
        byte[] body = new byte[(int) header.length];
        int got = in.readFully(body);
        if (got < body.length) {
            return new Frame.Malformed("the stream ended " + got + " bytes into a body of " + body.length, 0);
        }
        return new Frame.Body(body, 0);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** What one header block said: the length ({@code -1} until a valid one is seen) and its first problem. */
    private static final class Header {
        long length = -1;
        String problem;

        void fail(String why) {
            if (problem == null) {
                problem = why;
            }
        }

        void parse(byte[] line) {
            int colon = -1;
            for (int i = 0; i < line.length; i++) {
                int b = line[i] & 0xff;
                if (b == ':' && colon < 0) {
                    colon = i;
                } else if (b >= 0x7f || b < 0x20 && b != '\t') {
                    fail("a header line holds a byte that is not printable ASCII");
                    return;
                }
            }
            if (colon <= 0 || !isToken(line, colon)) {
                fail("a header line is not 'Name: value'");
                return;
            }
            String name = new String(line, 0, colon, StandardCharsets.US_ASCII);
            if (!name.equalsIgnoreCase("Content-Length")) {
                return; // Content-Type and any other header: accepted, not needed
            }
            String value = new String(line, colon + 1, line.length - colon - 1, StandardCharsets.US_ASCII).strip();
            long n = parseLength(value);
            if (n < 0) {
                fail("the Content-Length is not a non-negative decimal integer");
            } else if (length >= 0 && length != n) {
                fail("the header block has two different Content-Length values");
            } else {
                length = n;
            }
        }

        private static boolean isToken(byte[] line, int end) {
            for (int i = 0; i < end; i++) {
                byte b = line[i];
                boolean ok = b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
                        || "!#$%&'*+-.^_`|~".indexOf(b) >= 0;
                if (!ok) {
                    return false;
                }
            }
            return true;
        }

        private static long parseLength(String value) {
            if (value.isEmpty() || value.length() > 18) {
                return -1;
            }
            long n = 0;
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                if (c < '0' || c > '9') {
                    return -1;
                }
                n = n * 10 + (c - '0');
            }
            return n;
        }
    }

    @Override
    public void write(String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        byte[] head = ("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] frame = concat(head, body);
        writer.write(frame);
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
