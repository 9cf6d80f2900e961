package dev.rpcgate.conformance;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Reads a peer's reply payloads off a stream in its framing; tolerant of what peers send, bounded in size. */
final class ReplyFrames {
    /** The largest reply payload read (a 16 MiB echo plus room). */
    static final int MAX_REPLY_BYTES = 64 * 1024 * 1024;
    private static final int MAX_HEADER_LINE = 8192;

    private final InputStream in;
    private final Peer.StreamFraming framing;

    ReplyFrames(InputStream in, Peer.StreamFraming framing) {
        this.in = in;
        this.framing = framing;
    }

    /** The next payload, or {@code null} at the end of the stream. */
    byte[] next() throws IOException {
        return framing == Peer.StreamFraming.NEWLINE ? nextLine() : nextContentLength();
    }

    private byte[] nextLine() throws IOException {
        while (true) {
            byte[] line = readLine(MAX_REPLY_BYTES);
            if (line == null) {
                return null;
            }
            if (!isBlank(line)) {
                return line;
            }
        }
    }

    private byte[] nextContentLength() throws IOException {
        long length = -1;
        boolean sawHeader = false;
        while (true) {
            byte[] line = readLine(MAX_HEADER_LINE);
            if (line == null) {
                return null;
            }
            String text = new String(line, StandardCharsets.US_ASCII).trim();
            if (text.isEmpty()) {
                if (sawHeader) {
                    break;
                }
                continue; // blank lines between messages
            }
            sawHeader = true;
            int colon = text.indexOf(':');
            if (colon > 0 && text.substring(0, colon).trim().toLowerCase(Locale.ROOT).equals("content-length")) {
                try {
                    length = Long.parseLong(text.substring(colon + 1).trim());
                } catch (NumberFormatException e) {
                    throw new IOException("bad Content-Length header from the peer: " + text);
                }
            }
        }
        if (length < 0 || length > MAX_REPLY_BYTES) {
            throw new IOException("the peer sent a header block without a usable Content-Length (" + length + ")");
        }
        byte[] body = in.readNBytes((int) length);
        if (body.length < length) {
            return null;
        }
        return body;
    }

    /** A line without its LF (and a CR before it), or null at the end; a last line without LF counts. */
    private byte[] readLine(int max) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int b;
        boolean any = false;
        while ((b = in.read()) != -1) {
            any = true;
            if (b == '\n') {
                break;
            }
            if (out.size() >= max) {
                throw new IOException("the peer wrote a line over " + max + " bytes");
            }
            out.write(b);
        }
        if (!any) {
            return null;
        }
        byte[] line = out.toByteArray();
        if (line.length > 0 && line[line.length - 1] == '\r') {
            byte[] cut = new byte[line.length - 1];
            System.arraycopy(line, 0, cut, 0, cut.length);
            return cut;
        }
        return line;
    }

    private static boolean isBlank(byte[] line) {
        for (byte b : line) {
            if (b != ' ' && b != '\t' && b != '\r') {
                return false;
            }
        }
        return true;
    }
}
