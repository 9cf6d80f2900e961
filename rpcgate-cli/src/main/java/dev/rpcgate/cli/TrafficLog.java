package dev.rpcgate.cli;

import dev.rpcgate.runtime.Frame;
import dev.rpcgate.runtime.MessageChannel;
import dev.rpcgate.runtime.MessageTracer;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Optional;

/**
 * The traffic {@code tap} sees, as a {@code dir-message} log: {@code "in"} for what the child reads (from the
 * client), {@code "out"} for what it writes. The lines are written by the runtime's {@link MessageTracer}, so a tap
 * log and a {@code serve --trace} log are one format, read by the same preset. Thread-safe.
 */
final class TrafficLog {
    private final MessageTracer tracer;
    private Frame next = Frame.END;

    TrafficLog(OutputStream sink) {
        this.tracer = new MessageTracer(new Replay(), sink);
    }

    /** A frame the client sent: logged as {@code "in"}, as the tracer logs what a server reads. */
    synchronized void client(Frame frame) {
        next = frame;
        try {
            tracer.read();
        } catch (IOException e) {
            // the replay never fails; a failing sink is kept by the tracer (findSinkFailure)
        }
    }

    /** A message the server sent: logged as {@code "out"}, as the tracer logs what a server writes. */
    synchronized void server(Frame.Body body) {
        try {
            tracer.write(body.text());
        } catch (IOException e) {
            // as above
        }
    }

    /** Why the log stopped, if writing it failed. */
    Optional<IOException> findFailure() {
        return tracer.findSinkFailure();
    }

    /** Hands the tracer the frame to log; what it "writes" goes nowhere, the bytes have been passed on already. */
    private final class Replay implements MessageChannel {
        @Override
        public Frame read() {
            return next;
        }

        @Override
        public void write(String json) {
            // the message was passed through as bytes; only the log line is wanted
        }

        @Override
        public void close() {
            // nothing to close
        }
    }
}
