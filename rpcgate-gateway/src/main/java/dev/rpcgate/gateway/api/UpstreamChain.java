package dev.rpcgate.gateway.api;

/** The rest of the upstream call, for an {@link Interceptor#aroundUpstream}: the next interceptor, or the call. */
@FunctionalInterface
public interface UpstreamChain {
    /**
     * Goes on with {@code request}. Call it at most once per exchange (the gateway retries a refused connection on
     * another instance itself; it never resends a call that may have run).
     *
     * @throws IllegalStateException when called a second time for the same exchange
     */
    UpstreamResponse proceed(UpstreamRequest request);
}
