package dev.rpcgate.gateway.demo;

import dev.rpcgate.gateway.Gateway;
import dev.rpcgate.gateway.config.GatewayConfig;
import java.util.ArrayList;
import java.util.List;

/**
 * The gateway with the demo agents registered as static agents, in one process: what {@code rpcgate demo} runs.
 * Everything listens on loopback.
 */
public final class Demo implements AutoCloseable {
    /** The gateway's default port. */
    public static final int DEFAULT_PORT = GatewayConfig.DEFAULT_PORT;

    private final DemoAgents agents;
    private final Gateway gateway;

    private Demo(DemoAgents agents, Gateway gateway) {
        this.agents = agents;
        this.gateway = gateway;
    }

    /** Starts the agents and a gateway on {@code 127.0.0.1:port} (0 picks a free port) that routes to them. */
    public static Demo start(int port) {
        DemoAgents agents = DemoAgents.start("127.0.0.1");
        try {
            List<GatewayConfig.StaticAgent> statics = new ArrayList<>();
            agents.urls().forEach((a, url) -> statics.add(new GatewayConfig.StaticAgent(a.id(), List.of(url), null)));
            GatewayConfig config = GatewayConfig.builder().host("127.0.0.1").port(port).agents(statics).build();
            return new Demo(agents, Gateway.start(config, null));
        } catch (RuntimeException e) {
            agents.close();
            throw e;
        }
    }

    /** The gateway. */
    public Gateway gateway() {
        return gateway;
    }

    /** The gateway's base address without a trailing slash, e.g. {@code http://127.0.0.1:9090}. */
    public String base() {
        String s = gateway.uri().toString();
        return s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
    }

    @Override
    public void close() {
        try {
            gateway.close();
        } finally {
            agents.close();
        }
    }
}
