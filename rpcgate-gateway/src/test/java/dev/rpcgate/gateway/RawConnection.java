package dev.rpcgate.gateway;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A raw client connection to a loopback server that writes whatever bytes a test wants, as fast or as slowly as it
 * wants, while a reader thread collects everything the server writes and notes when the server closed. Bounded: every
 * wait has a timeout, and {@link #close()} ends the reader.
 */
public final class RawConnection implements AutoCloseable {
    private final Socket socket;
    private final OutputStream out;
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();
    /** Completes with {@link System#nanoTime()} when the server closed (EOF or reset). */
    private final CompletableFuture<Long> closedAt = new CompletableFuture<>();
    /** When the connection was opened. */
    public final long openedAt;

    private RawConnection(Socket socket) throws IOException {
        this.socket = socket;
        this.out = socket.getOutputStream();
        this.openedAt = System.nanoTime();
        InputStream in = socket.getInputStream();
        Thread.ofVirtual().start(() -> {
            byte[] buf = new byte[4096];
            try {
                for (int n; (n = in.read(buf)) >= 0; ) {
                    synchronized (received) {
                        received.write(buf, 0, n);
                    }
                }
            } catch (IOException e) {
                // a reset, or our own close: the server is gone either way
            }
            closedAt.complete(System.nanoTime());
        });
    }

    public static RawConnection open(int port) throws IOException {
        Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
        s.setTcpNoDelay(true);
        return new RawConnection(s);
    }

    /** Writes {@code text} (ISO-8859-1) at once; false when the server has already closed. */
    public boolean send(String text) {
        try {
            out.write(text.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Writes {@code text} one byte every {@code gapMillis} until it is all sent, the server closes or {@code
     * maxMillis} have passed; returns how many bytes were sent.
     */
    public int trickle(String text, long gapMillis, long maxMillis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(maxMillis);
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        int i = 0;
        while (i < bytes.length && !closedAt.isDone() && System.nanoTime() < end) {
            try {
                out.write(bytes[i]);
                out.flush();
            } catch (IOException e) {
                break;
            }
            i++;
            Thread.sleep(gapMillis);
        }
        return i;
    }

    /** Half-closes: the server reads end-of-stream, and can still answer. */
    public void shutdownOutput() throws IOException {
        socket.shutdownOutput();
    }

    /** Waits up to {@code millis} for the server to close; the close's {@link System#nanoTime()}, or -1. */
    public long awaitClose(long millis) throws InterruptedException {
        try {
            return closedAt.get(millis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return -1;
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }

    public boolean isClosedByServer() {
        return closedAt.isDone();
    }

    /** Everything the server wrote so far. */
    public String received() {
        synchronized (received) {
            return received.toString(StandardCharsets.ISO_8859_1);
        }
    }

    /** Waits up to {@code millis} until what was received contains {@code text}; what was received. */
    public String awaitReceived(String text, long millis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (!received().contains(text) && !closedAt.isDone() && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        return received();
    }

    /** Waits up to {@code millis} for one whole reply with a {@code Content-Length}; the text received. */
    public String awaitReply(long millis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (!complete(received()) && !closedAt.isDone() && System.nanoTime() < end) {
            Thread.sleep(5);
        }
        return received();
    }

    /** Forgets what was received so far (before the next request on a kept-alive connection). */
    public void clear() {
        synchronized (received) {
            received.reset();
        }
    }

    /** Whether {@code text} holds a whole reply: its head and as many body bytes as its Content-Length says. */
    public static boolean complete(String text) {
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            return false;
        }
        for (String line : text.substring(0, end).split("\r\n")) {
            if (line.regionMatches(true, 0, "Content-Length:", 0, 15)) {
                return text.length() >= end + 4 + Integer.parseInt(line.substring(15).trim());
            }
        }
        return false;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
