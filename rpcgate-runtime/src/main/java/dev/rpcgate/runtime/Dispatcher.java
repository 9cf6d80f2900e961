package dev.rpcgate.runtime;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.gate.TraceJson;
import dev.rpcgate.core.gate.TraceRecorder;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.core.message.MessageStage;
import dev.rpcgate.core.message.Replies;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The runtime's gates after ENVELOPE — DISPATCH, PARAMS, HANDLER — for one call or notification: runs the contract
 * (if any) and the handler, and turns what happened into trace outcomes and the reply. Unknown method: -32601 at
 * DISPATCH; params that do not fit: -32602 at PARAMS with {@code data.findings}; an {@link RpcException}: its own
 * error at HANDLER; anything else: -32603 at HANDLER with {@code data.exception}, the exception's simple class name,
 * never a stack trace. A call's result that breaks the contract ({@link ParamsContract#checkResult}) is not sent: the
 * reply is -32603 with no data (nothing of the result leaks), and HANDLER fails with
 * {@link RuntimeCode#RESULT_BREAKS_CONTRACT} and the contract's findings, for the connection's listener to log.
 * Immutable and thread-safe when the handler is.
 */
public final class Dispatcher {
    /** The gates the runtime face runs. */
    public static final List<Gate> GATES = List.of(Gate.PARSE, Gate.ENVELOPE, Gate.DISPATCH, Gate.PARAMS, Gate.HANDLER);

    private final Handler handler;
    private final DispatchOptions options;

    /** A dispatcher to {@code handler}. */
    public Dispatcher(Handler handler, DispatchOptions options) {
        this.handler = Objects.requireNonNull(handler, "handler");
        this.options = Objects.requireNonNull(options, "options");
    }

    /** The options in force. */
    public DispatchOptions options() {
        return options;
    }

    /**
     * Runs DISPATCH, PARAMS and HANDLER for a call or notification and records them.
     *
     * @param message  an envelope-valid call or notification (anything else records nothing and returns {@code null})
     * @param recorder the message's trace so far
     * @param context  the call's context, made by the transport
     * @return the reply ({@code null} for a notification, or for a cancelled call answered with no reply)
     */
    public JsonValue dispatch(Message message, TraceRecorder recorder, CallContext context) {
        String method;
        JsonValue params;
        Id id;
        switch (message) {
            case Message.Call c -> {
                method = c.method();
                params = c.params();
                id = c.id();
            }
            case Message.Notification n -> {
                method = n.method();
                params = n.params();
                id = Id.ABSENT;
            }
            default -> {
                return null;
            }
        }
        ParamsContract contract = options.contract();
        List<Finding> advisories = List.of(); // a contract's advisories travel with the PARAMS gate that passed
        if (contract != null) {
            if (!contract.hasMethod(method)) {
                return methodNotFound(recorder, id, method);
            }
            List<Finding> findings = contract.checkParams(method, params);
            if (findings.stream().anyMatch(Finding::isError)) {
                recorder.passed(Gate.DISPATCH, List.of());
                return invalidParams(recorder, id, findings);
            }
            advisories = List.copyOf(findings);
        }
        JsonValue result;
        try {
            result = handler.handle(method, params, context);
        } catch (MethodNotFound e) {
            return methodNotFound(recorder, id, method);
        } catch (InvalidParams e) {
            recorder.passed(Gate.DISPATCH, List.of());
            return invalidParams(recorder, id, e.findings());
        } catch (CancelledException e) {
            return cancelled(recorder, id, advisories);
        } catch (RpcException e) {
            passDispatchAndParams(recorder, advisories);
            recorder.failed(Gate.HANDLER, List.of(Finding.error(RuntimeCode.HANDLER_ERROR, "the handler answered with"
                    + " error " + e.code() + ": " + e.getMessage(), "", null)), (int) Math.max(Integer.MIN_VALUE,
                    Math.min(Integer.MAX_VALUE, e.code())));
            return Replies.error(id, e.code(), e.getMessage() == null ? ErrorCodes.messageFor(e.code()) : e.getMessage(),
                    e.findData().orElse(null));
        } catch (Exception | StackOverflowError | AssertionError | LinkageError e) {
            if (e instanceof InterruptedException && context.cancellation().isCancelled()) {
                return cancelled(recorder, id, advisories); // interrupted because it was cancelled
            }
            return internalError(recorder, id, e, advisories);
        }
        JsonValue sent = result == null ? JsonNull.NULL : result;
        List<Finding> resultFindings = List.of();
        if (contract != null && message instanceof Message.Call) { // a notification's result is never sent
            try {
                resultFindings = List.copyOf(contract.checkResult(method, sent));
            } catch (RuntimeException | StackOverflowError e) {
                return internalError(recorder, id, e, advisories); // a faulty contract fails like a faulty handler
            }
        }
        passDispatchAndParams(recorder, advisories);
        if (resultFindings.stream().anyMatch(Finding::isError)) {
            return brokenResult(recorder, id, method, resultFindings);
        }
        recorder.passed(Gate.HANDLER, resultFindings);
        return Replies.success(id, sent);
    }

    /** This dispatcher as a classifier stage, with a context made per message by {@code contexts}. */
    public MessageStage stage(Function<Message, CallContext> contexts) {
        return (message, recorder) -> dispatch(message, recorder, contexts.apply(message));
    }

    private static void passDispatchAndParams(TraceRecorder recorder, List<Finding> paramsAdvisories) {
        recorder.passed(Gate.DISPATCH, List.of());
        recorder.passed(Gate.PARAMS, paramsAdvisories);
    }

    private static JsonValue methodNotFound(TraceRecorder recorder, Id id, String method) {
        recorder.failed(Gate.DISPATCH, List.of(Finding.error(SharedCode.METHOD_NOT_FOUND, "no method named \"" + method
                + "\" on this endpoint", "/method", null)), ErrorCodes.METHOD_NOT_FOUND);
        return Replies.error(id, ErrorCodes.METHOD_NOT_FOUND);
    }

    private static JsonValue invalidParams(TraceRecorder recorder, Id id, List<Finding> findings) {
        recorder.failed(Gate.PARAMS, findings, ErrorCodes.INVALID_PARAMS);
        JsonObject data = JsonObject.builder().put("findings", TraceJson.findings(findings)).build();
        return Replies.error(id, ErrorCodes.INVALID_PARAMS, ErrorCodes.messageFor(ErrorCodes.INVALID_PARAMS), data);
    }

    /** The result is withheld: the peer learns only that the server failed; the trace keeps why. */
    private static JsonValue brokenResult(TraceRecorder recorder, Id id, String method, List<Finding> findings) {
        List<Finding> why = new ArrayList<>(findings.size() + 1);
        why.add(Finding.error(RuntimeCode.RESULT_BREAKS_CONTRACT, "the handler's result of " + method
                + " breaks the contract; it was not sent", "/result", null));
        why.addAll(findings);
        recorder.failed(Gate.HANDLER, why, ErrorCodes.INTERNAL_ERROR);
        return Replies.error(id, ErrorCodes.INTERNAL_ERROR, DispatchOptions.internalMessage(), null);
    }

    private JsonValue cancelled(TraceRecorder recorder, Id id, List<Finding> paramsAdvisories) {
        passDispatchAndParams(recorder, paramsAdvisories);
        Long code = options.cancelledCode();
        recorder.failed(Gate.HANDLER, List.of(Finding.error(RuntimeCode.CANCELLED, "the call was cancelled by the peer",
                "", null)), code == null ? null : code.intValue());
        return code == null ? null : Replies.error(id, code, DispatchOptions.cancelledMessage(), null);
    }

    private JsonValue internalError(TraceRecorder recorder, Id id, Throwable e, List<Finding> paramsAdvisories) {
        passDispatchAndParams(recorder, paramsAdvisories);
        String name = e.getClass().getSimpleName().isEmpty() ? e.getClass().getName() : e.getClass().getSimpleName();
        recorder.failed(Gate.HANDLER, List.of(Finding.error(RuntimeCode.HANDLER_FAILED, "the handler threw " + name,
                "", null)), ErrorCodes.INTERNAL_ERROR);
        JsonObject.Builder data = JsonObject.builder().put("exception", name);
        if (options.exposeExceptionMessages() && e.getMessage() != null) {
            data.put("message", e.getMessage());
        }
        return Replies.error(id, ErrorCodes.INTERNAL_ERROR, DispatchOptions.internalMessage(), data.build());
    }
}
