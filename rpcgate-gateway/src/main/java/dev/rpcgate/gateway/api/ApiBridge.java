package dev.rpcgate.gateway.api;

import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.forward.StreamOpen;
import dev.rpcgate.gateway.forward.UpstreamResult;

/**
 * How the gateway's own packages make and read the values of the interceptor API ({@link Refusal},
 * {@link UpstreamResponse}) without those types showing their insides to interceptors.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class ApiBridge {
    private ApiBridge() {
    }

    /** The gateway failure {@code refusal} answers with. */
    public static Failure failure(Refusal refusal) {
        return refusal.failure();
    }

    /** The response an upstream call gave. */
    public static UpstreamResponse response(UpstreamResult result) {
        return UpstreamResponse.of(result);
    }

    /** The response of an agent's event stream, relayed to the client. */
    public static UpstreamResponse streaming(StreamOpen.Opened opened) {
        return UpstreamResponse.streaming(opened);
    }

    /** A gateway error in place of the agent's answer. */
    public static UpstreamResponse failed(Failure failure) {
        return UpstreamResponse.failed(failure);
    }

    /** The agent's JSON-RPC reply in {@code response}, or {@code null}. */
    public static UpstreamResult.Replied replied(UpstreamResponse response) {
        return response.replied();
    }

    /** The agent's event stream in {@code response}, or {@code null}. */
    public static StreamOpen.Opened stream(UpstreamResponse response) {
        return response.stream();
    }

    /** The gateway error in {@code response}, or {@code null} when the agent answered. */
    public static Failure failure(UpstreamResponse response) {
        return response.failure();
    }
}
