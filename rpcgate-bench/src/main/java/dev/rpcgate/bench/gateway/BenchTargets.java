package dev.rpcgate.bench.gateway;

import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.http.GatewayServer;
import dev.rpcgate.gateway.registry.AgentRegistration;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * The echo agent and a gateway routing {@code POST /a2a/echo-agent} to it (in-memory registry, no auth), on loopback,
 * with the gateway's count of exchanges and of error replies.
 */
final class BenchTargets implements AutoCloseable {
    private final BenchEchoAgent agent;
    private final GatewayServer gateway;
    private final LongAdder exchanges = new LongAdder();
    private final LongAdder errors = new LongAdder();

    /**
     * Starts both.
     *
     * @param cap   the gateway's {@code agentMaxConcurrency}
     * @param route the echo agent's route ({@link GatewayConfig.Route#DEFAULT}: passthrough, both A2A versions)
     */
    BenchTargets(String host, int cap, GatewayConfig.Route route) {
        this.agent = new BenchEchoAgent(host);
        MemoryRegistry registry = new MemoryRegistry();
        registry.register(new AgentRegistration(GatewayBenchTargets.AGENT_ID,
                List.of(URI.create("http://" + host + ":" + agent.port() + BenchEchoAgent.PATH)), null,
                Duration.ofDays(1)));
        GatewayConfig config = GatewayConfig.builder().host(host).port(0).agentMaxConcurrency(cap)
                .routes(Map.of(GatewayBenchTargets.AGENT_ID, route)).build();
        GatewayServer started;
        try {
            started = GatewayServer.builder(config, registry).listener(e -> {
                exchanges.increment();
                if (e.code() != null) {
                    errors.increment();
                }
            }).start();
        } catch (RuntimeException e) {
            agent.close();
            throw e;
        }
        this.gateway = started;
    }

    int agentPort() {
        return agent.port();
    }

    int gatewayPort() {
        return gateway.port();
    }

    /** How many exchanges the gateway has answered so far (counted just after each reply). */
    long gatewayExchanges() {
        return exchanges.sum();
    }

    /** How many of the gateway's replies were errors so far. */
    long gatewayErrors() {
        return errors.sum();
    }

    /** The line {@code stats agentCalls=N gatewayExchanges=N gatewayErrors=N}. */
    String stats() {
        return "stats agentCalls=" + agent.calls() + " gatewayExchanges=" + exchanges.sum() + " gatewayErrors="
                + errors.sum();
    }

    @Override
    public void close() {
        try {
            gateway.close();
        } finally {
            agent.close();
        }
    }
}
