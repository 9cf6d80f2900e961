package dev.rpcgate.gateway.api;

import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.forward.StreamOpen;
import dev.rpcgate.gateway.forward.UpstreamResult;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What an upstream call gave, as {@link Interceptor#aroundUpstream} sees it and passes back: the agent's JSON-RPC
 * reply (sent to the client byte for byte), the agent's event stream (relayed), or a gateway error. An interceptor
 * returns the response it got from {@link UpstreamChain#proceed}, or short-circuits with {@link #refuse}.
 * Immutable.
 */
public final class UpstreamResponse {
    private final UpstreamResult.Replied replied;
    private final StreamOpen.Opened stream;
    private final Failure failure;

    private UpstreamResponse(UpstreamResult.Replied replied, StreamOpen.Opened stream, Failure failure) {
        this.replied = replied;
        this.stream = stream;
        this.failure = failure;
    }

    /**
     * A gateway error in place of the call: the agent is not called (or its answer is dropped), and the client gets
     * {@code code} and {@code message} with the gateway's {@code error.data} ({@code executed: false}).
     */
    public static UpstreamResponse refuse(int code, String message, String reason, boolean retryable) {
        return failed(new Refusal(GatewayGate.UPSTREAM, code, message, reason, retryable).failure());
    }

    static UpstreamResponse of(UpstreamResult result) {
        return switch (result) {
            case UpstreamResult.Replied r -> new UpstreamResponse(r, null, null);
            case UpstreamResult.Failed f -> failed(f.failure());
        };
    }

    static UpstreamResponse streaming(StreamOpen.Opened opened) {
        return new UpstreamResponse(null, opened, null);
    }

    static UpstreamResponse failed(Failure failure) {
        return new UpstreamResponse(null, null, failure);
    }

    /** True when the agent answered: a JSON-RPC reply (result or error) or an event stream. */
    public boolean isAgentAnswer() {
        return failure == null;
    }

    /** True when the agent's event stream is relayed to the client. */
    public boolean isStream() {
        return stream != null;
    }

    /** The agent's HTTP status, when it answered with one. */
    public OptionalInt findStatus() {
        if (replied != null) {
            return OptionalInt.of(replied.status());
        }
        if (stream != null) {
            return OptionalInt.of(stream.status());
        }
        return failure.status() == null ? OptionalInt.empty() : OptionalInt.of(failure.status());
    }

    /** The reply's JSON-RPC error code: the agent's own error, or the gateway's; empty for a result or a stream. */
    public Optional<Integer> findCode() {
        if (failure != null) {
            return Optional.of(failure.code());
        }
        return replied != null && replied.agentError() ? Optional.ofNullable(replied.agentCode()) : Optional.empty();
    }

    /**
     * What happened, in {@link Exchange#outcome()}'s words: {@code ok}, {@code agent_error}, {@code agent_stream},
     * or the gateway's reason ({@code agent_timeout}, {@code agent_unavailable}, an interceptor's own, ...).
     */
    public String outcome() {
        if (failure != null) {
            return failure.reason();
        }
        return stream != null ? "agent_stream" : replied.agentError() ? "agent_error" : "ok";
    }

    /** Whether the agent ran the call, as far as the gateway can tell. */
    public boolean executed() {
        return failure == null || failure.executed();
    }

    UpstreamResult.Replied replied() {
        return replied;
    }

    StreamOpen.Opened stream() {
        return stream;
    }

    Failure failure() {
        return failure;
    }

    @Override
    public String toString() {
        return "UpstreamResponse[" + outcome() + "]";
    }
}
