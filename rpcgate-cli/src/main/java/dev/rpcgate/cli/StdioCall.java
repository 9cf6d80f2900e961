package dev.rpcgate.cli;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.runtime.Connection;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.MethodNotFound;
import dev.rpcgate.runtime.transport.ChildProcess;
import dev.rpcgate.runtime.transport.Framing;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * {@code rpcgate call -- COMMAND}: starts the command, makes the one call over its stdin and stdout with a
 * {@link Connection}, and ends it ({@link ChildProcess#close()}: EOF, SIGTERM, SIGKILL). Other messages the command
 * sends meanwhile are shown by {@link CallListener}. A call that times out is cancelled: the connection's cancel
 * notification goes out before the command's input is closed, so a server that honours it can answer and exit at
 * once instead of finishing the work first.
 */
final class StdioCall {
    private StdioCall() {
    }

    static CallOutcome run(CallRequest request, ProcessBuilder command, Framing framing, Duration grace,
                           PrintWriter err) {
        ChildProcess child;
        try {
            child = ChildProcess.start(command, framing, grace);
        } catch (IOException | SecurityException e) {
            return CallOutcome.failed(Reasons.cannotStart(command.command().get(0), e));
        }
        FrameTap tap = new FrameTap(child.channel());
        CallListener listener = new CallListener(tap, err);
        Connection connection = new Connection(tap, servesNothing(err), ConnectionOptions.DEFAULT, listener);
        try (child) {
            connection.start();
            if (request.notification()) {
                return CallOutcome.notifying(connection, request);
            }
            CompletableFuture<JsonValue> call = connection.call(request.method(), request.params(), request.timeout());
            // the call's timeout bounds this wait
            CompletableFuture.anyOf(call, listener.nullIdError()).handle((any, failure) -> null).join();
            if (!call.isDone()) {
                // a stream cannot say which call an error with id null answers; with one call outstanding, it is this
                return new CallOutcome(listener.nullIdError().join(), "the command could not read the call (it"
                        + " answered with an error for id null; is --framing right?)", Main.INVALID);
            }
            if (timedOut(call)) {
                return CallOutcome.timedOut(request, cancel(connection));
            }
            return CallOutcome.of(call, listener::findReplyLine, request,
                    io -> "the command ended without replying" + exitCode(child));
        } finally {
            try {
                connection.close();
            } catch (IOException e) {
                // the command has ended; its pipes are gone
            }
        }
    }

    private static boolean timedOut(CompletableFuture<JsonValue> call) {
        return call.isCompletedExceptionally() && call.exceptionNow() instanceof TimeoutException;
    }

    /**
     * Sends the cancel notification for the one call (a fresh connection numbers its calls from 1) and waits for the
     * write, so that it reaches the command before its input is closed; says so for the report.
     */
    private static String cancel(Connection connection) {
        String method = connection.options().cancelMethod();
        try {
            connection.notify(method, JsonObject.builder().put(connection.options().cancelMember(), 1).build());
            return "; sent " + method + " for the call (id 1)";
        } catch (UncheckedIOException e) {
            return "; the command's input is closed, so no " + method + " could be sent";
        }
    }

    /** The command may call back (peers are symmetric), but this side serves nothing; notifications are shown. */
    private static Handler servesNothing(PrintWriter err) {
        return (method, params, context) -> {
            if (context.id() instanceof Id.Absent) {
                return null; // CallListener prints it, with its exact line
            }
            synchronized (err) {
                err.println("rpcgate: the command called '" + method + "'; answered -32601 (rpcgate call serves no"
                        + " methods)");
                err.flush();
            }
            throw new MethodNotFound(method);
        };
    }

    private static String exitCode(ChildProcess child) {
        try {
            child.process().waitFor(1, TimeUnit.SECONDS); // its stdout has ended: it is exiting, or has
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return child.findExitCode().isPresent() ? " (exit code " + child.findExitCode().getAsInt() + ")" : "";
    }
}
