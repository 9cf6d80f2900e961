package dev.rpcgate.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Newline-delimited JSON: one UTF-8 message per line. Reading accepts LF and CR LF, skips blank lines (only spaces,
 * tabs and CRs) and skips a line over the limit as it arrives, reporting it as {@link Frame.Oversized}; line numbers
 * count every line of the stream, blank ones included. Writing appends LF and flushes, under one lock.
 */
public final class NdjsonChannel implements MessageChannel {
    /** 16 MiB per line, the default. */
    public static final int DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;

    private final ByteInput in;
    private final FrameWriter writer;
    private final int maxLineBytes;
    private int lineNumber;

    /** A channel with the default line limit; the streams are closed with it. */
    public NdjsonChannel(InputStream in, OutputStream out) {
        this(in, out, DEFAULT_MAX_LINE_BYTES);
    }

    /**
     * A channel.
     *
     * @param in           the stream to read; buffered here
     * @param out          the stream to write; each message is one {@code write} and a {@code flush}
     * @param maxLineBytes the largest line accepted, in bytes without its line end
     */
    public NdjsonChannel(InputStream in, OutputStream out, int maxLineBytes) {
        if (maxLineBytes < 1 || maxLineBytes > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("maxLineBytes must be between 1 and 2^31-17, was " + maxLineBytes);
        }
        this.writer = new FrameWriter(in, out);
        this.in = new ByteInput(in);
        this.maxLineBytes = maxLineBytes;
    }

    /** The largest line accepted, in bytes. */
    public int maxLineBytes() {
        return maxLineBytes;
    }

    @Override
    public Frame read() throws IOException {
        while (true) {
            ByteInput.Line line = in.readLine(maxLineBytes);
            if (line == null) {
                return Frame.END;
            }
            lineNumber++;
            if (!line.kept()) {
                return new Frame.Oversized(line.length(), maxLineBytes, lineNumber);
            }
            if (!isBlank(line.bytes())) {
                return new Frame.Body(line.bytes(), lineNumber);
            }
        }
    }

    private static boolean isBlank(byte[] line) {
        for (byte b : line) {
            if (b != ' ' && b != '\t' && b != '\r') {
                return false;
            }
        }
        return true;
    }

    /**
     * Writes {@code json} and a LF.
     *
     * @throws IllegalArgumentException when the text holds a line break (it would split the message)
     */
    @Override
    public void write(String json) throws IOException {
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        byte[] frame = new byte[text.length + 1];
        for (int i = 0; i < text.length; i++) {
            byte b = text[i];
            if (b == '\n' || b == '\r') {
                throw new IllegalArgumentException("a newline-delimited message cannot hold a line break");
            }
            frame[i] = b;
        }
        frame[text.length] = '\n';
        writer.write(frame);
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
