package dev.rpcgate.gateway.api;

import dev.rpcgate.core.gate.Trace;
import java.util.Optional;

/**
 * A hook around each exchange of the gateway, added with
 * {@link dev.rpcgate.gateway.http.GatewayServer.Builder#interceptor(Interceptor)} or
 * {@link dev.rpcgate.gateway.Gateway.Builder#interceptor(Interceptor)}; every method has a default that changes
 * nothing. Interceptors run in the order they were added, on the request's (virtual) thread, concurrently for
 * different requests: they must be thread-safe. The traffic log and the metrics observe through {@link #afterReply}.
 *
 * <pre>{@code
 * Interceptor tenants = new Interceptor() {
 *     public Optional<Refusal> beforeRouting(InboundRequest r) {           // a header rule
 *         return r.headers().findFirst("X-Tenant").isPresent() ? Optional.empty()
 *                 : Optional.of(new Refusal(GatewayGate.AUTH, -32010, "no tenant", "tenant_missing", false));
 *     }
 *     public UpstreamResponse aroundUpstream(UpstreamRequest r, UpstreamChain next) {
 *         return next.proceed(r.withHeader("X-Gateway", "rpcgate"));     // a header the agent sees
 *     }
 * };
 * }</pre>
 */
public interface Interceptor {
    /**
     * Called once for each request that passed ENVELOPE, before AUTH and ROUTE. An empty result lets it go on; a
     * refusal is recorded at the gate it names (the gates before that one still run first). The first interceptor
     * that refuses decides; later ones are not asked. One that throws refuses with -32603 {@code internal_error}.
     */
    default Optional<Refusal> beforeRouting(InboundRequest request) {
        return Optional.empty();
    }

    /**
     * Wraps the call to the agent, for a request that passed every gate before UPSTREAM and got a concurrency slot:
     * change the forwarded headers ({@link UpstreamRequest#withHeader}), time the call, or short-circuit with
     * {@link UpstreamResponse#refuse} instead of calling {@code next}. One that throws fails UPSTREAM with -32603
     * {@code internal_error}.
     */
    default UpstreamResponse aroundUpstream(UpstreamRequest request, UpstreamChain next) {
        return next.proceed(request);
    }

    /**
     * Called exactly once for every exchange the gateway answered (not for a request it could not read: a body over
     * the limit, a connection that broke), once the reply is decided and before it is written: {@code exchange} has
     * the reply's bytes, {@code trace} the gates' outcomes. An interceptor that throws here is ignored.
     */
    default void afterReply(Exchange exchange, Trace trace) {
    }
}
