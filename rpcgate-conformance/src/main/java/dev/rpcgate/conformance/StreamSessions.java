package dev.rpcgate.conformance;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Ready-made {@link Peer.StreamSession}s over a socket, a child process or any pair of streams: a reader thread
 * deframes the peer's replies (newline or Content-Length) into a queue. Peer adapters use these so that every peer's
 * replies are read the same way.
 */
public final class StreamSessions {
    private StreamSessions() {
    }

    /** A session over a connected socket; {@code finishWriting} half-closes it, {@code close} closes it. */
    public static Peer.StreamSession overSocket(Socket socket, Peer.StreamFraming framing) throws IOException {
        socket.setTcpNoDelay(true);
        return new QueueSession(socket.getInputStream(), socket.getOutputStream(), framing,
                socket::shutdownOutput, socket::close, () -> !socket.isClosed());
    }

    /**
     * A session over a started child process's stdin/stdout; {@code finishWriting} closes its stdin, {@code close}
     * ends the process (forcibly after 2 s). The child's stderr is the caller's business (inherit or discard it).
     */
    public static Peer.StreamSession overProcess(Process process, Peer.StreamFraming framing) {
        OutputStream stdin = process.getOutputStream();
        return new QueueSession(process.getInputStream(), stdin, framing, stdin::close, () -> {
            try {
                stdin.close();
            } catch (IOException ignored) {
                // ending anyway
            }
            process.destroy();
            try {
                if (!process.waitFor(2, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }, process::isAlive);
    }

    /**
     * A session over any pair of streams (e.g. piped streams to an in-process server: fine for adapters of
     * libraries that only offer streams, as long as the server runs on its own threads).
     *
     * @param finish what ends the peer's input ({@code null}: closing {@code toPeer})
     * @param close  what ends the session (after the streams are closed), or {@code null}
     */
    public static Peer.StreamSession over(InputStream fromPeer, OutputStream toPeer, Peer.StreamFraming framing,
            Closer finish, Closer close) {
        return new QueueSession(fromPeer, toPeer, framing, finish == null ? toPeer::close : finish, () -> {
            try {
                toPeer.close();
            } finally {
                try {
                    fromPeer.close();
                } finally {
                    if (close != null) {
                        close.close();
                    }
                }
            }
        }, () -> true);
    }

    /** An action that may fail with an {@link IOException}. */
    @FunctionalInterface
    public interface Closer {
        /** Does it. */
        void close() throws IOException;
    }

    /** Whether something is still running. */
    @FunctionalInterface
    interface Liveness {
        boolean alive();
    }

    private static final class QueueSession implements Peer.StreamSession {
        private static final byte[] END = new byte[0];
        private final OutputStream out;
        private final Closer finish;
        private final Closer close;
        private final Liveness liveness;
        private final LinkedBlockingQueue<byte[]> replies = new LinkedBlockingQueue<>();
        private volatile boolean ended;
        private volatile boolean closed;

        QueueSession(InputStream in, OutputStream out, Peer.StreamFraming framing, Closer finish, Closer close,
                Liveness liveness) {
            this.out = out;
            this.finish = finish;
            this.close = close;
            this.liveness = liveness;
            ReplyFrames frames = new ReplyFrames(new BufferedInputStream(in, 65536), framing);
            Thread reader = new Thread(() -> {
                try {
                    byte[] frame;
                    while ((frame = frames.next()) != null) {
                        replies.add(frame);
                    }
                } catch (IOException e) {
                    // the stream failed or the peer broke its framing: the session has ended either way
                } finally {
                    ended = true;
                    replies.add(END);
                }
            }, "conformance-replies");
            reader.setDaemon(true);
            reader.start();
        }

        @Override
        public void write(byte[] framed) throws IOException {
            out.write(framed);
            out.flush();
        }

        @Override
        public Optional<byte[]> nextReply(Duration timeout) throws InterruptedException {
            byte[] r = replies.poll(Math.max(0, timeout.toMillis()), TimeUnit.MILLISECONDS);
            if (r == null) {
                return Optional.empty();
            }
            if (r == END) {
                replies.add(END); // stays ended
                return Optional.empty();
            }
            return Optional.of(r);
        }

        @Override
        public boolean alive() {
            return !ended && !closed && liveness.alive();
        }

        @Override
        public void finishWriting() throws IOException {
            finish.close();
        }

        @Override
        public void close() {
            closed = true;
            try {
                close.close();
            } catch (IOException ignored) {
                // closing: nothing left to do
            }
        }
    }
}
