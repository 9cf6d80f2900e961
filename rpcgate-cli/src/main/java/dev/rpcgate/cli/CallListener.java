package dev.rpcgate.cli;

import dev.rpcgate.core.gate.MessageKind;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.StrayReply;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * What {@code rpcgate call} shows of a connection with one call: the exact line of the reply (kept for stdout), and
 * every other message the peer sends meanwhile, each as one stderr line: {@code notification: LINE} for a
 * notification, {@code unexpected: LINE} for anything else (a stray reply, unreadable text), except the reply to the
 * call once it has timed out (the cancel's answer, or a result too late): the outcome is decided. An error reply with
 * {@code id: null} is kept apart ({@link #nullIdError()}): it may be the peer saying it could not read the call.
 *
 * <p>It relies on the connection handling replies and notifications on its reader thread, as they are read; a call
 * from the peer runs elsewhere and is reported by the handler instead.
 */
final class CallListener implements ConnectionListener {
    private static final String CONTENT_LENGTH = "Content-Length:";

    private final FrameTap tap;
    private final PrintWriter err;
    private final CompletableFuture<String> replyLine = new CompletableFuture<>();
    private final CompletableFuture<String> nullIdError = new CompletableFuture<>();
    private volatile long strayFrame = -1;
    private volatile long nullIdFrame = -1;
    private boolean hinted; // under the err lock
    private volatile long lateFrame = -1;

    CallListener(FrameTap tap, PrintWriter err) {
        this.tap = tap;
        this.err = err;
    }

    @Override
    public void onStrayReply(StrayReply reply) {
        if (!tap.onReader()) {
            return;
        }
        if (reply.id() instanceof Id.Null && reply.reply().has("error") && nullIdError.complete(tap.text())) {
            nullIdFrame = tap.number();
        } else if (reply.kind() == StrayReply.Kind.LATE) { // the call timed out: the outcome is decided already
            lateFrame = tap.number();
        } else {
            strayFrame = tap.number();
        }
    }

    @Override
    public void onTrace(Trace trace) {
        if (!tap.onReader() || tap.text() == null || nullIdFrame == tap.number() || lateFrame == tap.number()) {
            return;
        }
        // the one call's reply is the only valid reply that completes a call; it comes before this trace
        if (trace.kind() == MessageKind.RESPONSE && trace.valid() && strayFrame != tap.number()
                && replyLine.complete(tap.text())) {
            return;
        }
        boolean notification = trace.kind() == MessageKind.NOTIFICATION && trace.valid();
        synchronized (err) {
            err.println((notification ? "notification: " : "unexpected: ") + tap.text());
            if (!notification && !hinted && isHeader(tap.text())) {
                hinted = true;
                err.println("rpcgate: that is a Content-Length header: the command may need --framing content-length");
            }
            err.flush();
        }
    }

    /** An NDJSON reader that gets a {@code Content-Length} header: the peer frames with headers. */
    private static boolean isHeader(String text) {
        return text.regionMatches(true, 0, CONTENT_LENGTH, 0, CONTENT_LENGTH.length());
    }

    /** The exact line of the first error reply with {@code id: null}, once one has come. */
    CompletableFuture<String> nullIdError() {
        return nullIdError;
    }

    /** The exact line of the reply, once the call has completed from it; waits briefly for the reader to get here. */
    Optional<String> findReplyLine() {
        try {
            return Optional.of(replyLine.get(1, TimeUnit.SECONDS));
        } catch (TimeoutException | ExecutionException e) {
            return Optional.empty(); // e.g. a reply inside a batch: the caller rebuilds the line
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
