package dev.rpcgate.gateway.api;

/**
 * Observes every request the gateway answered (metrics, traffic log). Called once per exchange on the request's
 * thread after the reply was decided; a listener that throws is ignored, never breaks the reply.
 */
@FunctionalInterface
public interface ExchangeListener {
    /** One finished exchange. */
    void onExchange(Exchange exchange);

    /**
     * The call to {@code agentId} was admitted under the per-agent concurrency limit and is about to go upstream.
     * Paired with exactly one {@link #onUpstreamEnd(String)}; used for in-flight gauges.
     */
    default void onUpstreamStart(String agentId) {
    }

    /** The upstream call to {@code agentId} ended (any outcome) and its concurrency slot was released. */
    default void onUpstreamEnd(String agentId) {
    }
}
