package dev.rpcgate.runtime.transport;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;

/**
 * A socket's input, after some bytes already read, that times out at one deadline for all its reads together, not
 * per read: a peer that sends a byte now and then cannot keep a read going past it.
 */
final class DeadlineInput extends InputStream {
    private final Socket socket;
    private final InputStream in;
    private final byte[] prefix;
    private final long deadline;
    private int position;

    /** Reads {@code prefix}, then the socket, until {@code deadline} ({@link System#nanoTime()}). */
    DeadlineInput(Socket socket, byte[] prefix, long deadline) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        this.prefix = prefix;
        this.deadline = deadline;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (position < prefix.length) {
            int n = Math.min(len, prefix.length - position);
            System.arraycopy(prefix, position, b, off, n);
            position += n;
            return n;
        }
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new SocketTimeoutException("the deadline has passed");
        }
        socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1, left / 1_000_000)));
        return in.read(b, off, len);
    }
}
