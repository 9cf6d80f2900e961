package dev.rpcgate.cli;

import dev.rpcgate.runtime.Frame;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.function.Consumer;

/**
 * Copies one direction of {@code tap}'s traffic byte for byte: whatever a read brings is written on at once and
 * flushed, except that each message is first given to the checker, before the bytes that complete it. So nothing is
 * held longer than it takes to check the message it ends, and no reply can overtake its call in the checker.
 */
final class TapPump {
    private final InputStream from;
    private final OutputStream to;
    private final FrameSplitter splitter;
    private final Consumer<Frame> check;
    private boolean writing = true;

    TapPump(InputStream from, OutputStream to, FrameSplitter splitter, Consumer<Frame> check) {
        this.from = from;
        this.to = to;
        this.splitter = splitter;
        this.check = check;
    }

    /**
     * Pumps until the end of {@code from}. When {@code to} fails (the reader went away), the bytes are still read
     * and checked, so the other side is not blocked on a full pipe.
     *
     * @throws IOException when reading {@code from} fails
     */
    void run() throws IOException {
        byte[] buffer = new byte[LogCheck.CHUNK_BYTES];
        for (int n = from.read(buffer); n >= 0; n = from.read(buffer)) {
            int[] written = {0};
            splitter.push(buffer, 0, n, (frame, end) -> {
                check.accept(frame);
                write(buffer, written[0], end);
                written[0] = end;
            });
            write(buffer, written[0], n);
        }
        splitter.end((frame, end) -> check.accept(frame));
    }

    private void write(byte[] buffer, int start, int end) {
        if (!writing || end <= start) {
            return;
        }
        try {
            to.write(buffer, start, end - start);
            to.flush();
        } catch (IOException e) {
            writing = false;
        }
    }
}
