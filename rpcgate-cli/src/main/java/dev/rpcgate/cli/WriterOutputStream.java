package dev.rpcgate.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * UTF-8 bytes decoded into a {@link PrintWriter}, for running a byte-stream command ({@code serve}) in this process
 * against a text writer. A sequence split across writes is decoded whole; ill-formed bytes become U+FFFD. A writer
 * error surfaces as an {@link IOException} at {@link #flush()}, as it would on a real stream. Closing only flushes:
 * the writer belongs to the caller.
 */
final class WriterOutputStream extends OutputStream {
    private final PrintWriter writer;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPLACE)
            .onUnmappableCharacter(CodingErrorAction.REPLACE);
    private final ByteBuffer pending = ByteBuffer.allocate(4096);
    private final CharBuffer chars = CharBuffer.allocate(4096);

    WriterOutputStream(PrintWriter writer) {
        this.writer = writer;
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        int end = off + len;
        while (off < end) {
            int n = Math.min(pending.remaining(), end - off);
            pending.put(b, off, n);
            off += n;
            pending.flip();
            CoderResult result;
            do { // overflow: the chars are full, more bytes can be decoded
                result = decoder.decode(pending, chars, false);
                drainChars();
            } while (result.isOverflow());
            pending.compact(); // keeps the start of a sequence that continues in the next write
        }
    }

    private void drainChars() {
        chars.flip();
        writer.append(chars);
        chars.clear();
    }

    @Override
    public synchronized void flush() throws IOException {
        writer.flush();
        if (writer.checkError()) {
            throw new IOException("standard output failed");
        }
    }

    @Override
    public void close() throws IOException {
        flush();
    }
}
