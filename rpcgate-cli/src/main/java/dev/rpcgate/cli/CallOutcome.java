package dev.rpcgate.cli;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Replies;
import dev.rpcgate.runtime.RpcClient;
import dev.rpcgate.runtime.RpcException;
import dev.rpcgate.runtime.http.HttpReplyException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What {@code rpcgate call} came to: the reply line for stdout (if any), a problem for stderr (if any), and the exit
 * code. Decided in one place for both transports.
 *
 * @param replyLine the reply, exactly as received when known, else rebuilt
 * @param problem   why there is no usable reply, for a person
 * @param exitCode  0 for a result (or a notification sent), {@link Main#TIMEOUT} for no reply in time, 1 otherwise
 */
record CallOutcome(String replyLine, String problem, int exitCode) {
    /** The id of the one call: a fresh connection or HTTP client numbers its calls from 1. */
    private static final Id CALL_ID = Id.of(JsonNumber.of(1));

    /** Something went wrong before or instead of a reply. */
    static CallOutcome failed(String problem) {
        return new CallOutcome(null, problem, Main.INVALID);
    }

    /** No reply came within the call's timeout; {@code after} says what was done about the call (may be empty). */
    static CallOutcome timedOut(CallRequest request, String after) {
        return new CallOutcome(null, "no reply within " + Seconds.show(request.timeout()) + " s" + after, Main.TIMEOUT);
    }

    /** Sends the notification; a peer that is gone is a failure. */
    static CallOutcome notifying(RpcClient client, CallRequest request) {
        try {
            client.notify(request.method(), request.params());
            return new CallOutcome(null, null, Main.OK);
        } catch (UncheckedIOException e) {
            return failed("the notification could not be sent: " + Reasons.of(e.getCause()));
        }
    }

    /**
     * The outcome of a call, waiting for it (its own timeout bounds the wait).
     *
     * @param exactLine  the reply's line as it came, when the transport knows it
     * @param ioProblem  what an {@link IOException} (the peer gone, unreachable) means on this transport
     */
    static CallOutcome of(CompletableFuture<JsonValue> call, Supplier<Optional<String>> exactLine,
                          CallRequest request, Function<IOException, String> ioProblem) {
        try {
            JsonValue result = call.join();
            return new CallOutcome(exactLine.get().orElseGet(
                    () -> JsonWriter.write(Replies.success(CALL_ID, result))), null, Main.OK);
        } catch (CompletionException | CancellationException e) {
            Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            return switch (cause) {
                case RpcException error -> new CallOutcome(exactLine.get().orElseGet(() -> JsonWriter.write(
                        Replies.error(CALL_ID, error.code(), error.getMessage(), error.findData().orElse(null)))),
                        null, Main.INVALID);
                case TimeoutException t -> timedOut(request, "");
                case HttpReplyException h -> failed(h.getMessage());
                case IOException io -> failed(ioProblem.apply(io));
                default -> failed("the call failed: " + Reasons.of(cause));
            };
        }
    }

    /** The reply on stdout, the problem on stderr. */
    void print(PrintWriter out, PrintWriter err) {
        if (replyLine != null) {
            out.println(replyLine);
            out.flush();
        }
        if (problem != null) {
            err.println("rpcgate: " + problem);
            err.flush();
        }
    }
}
