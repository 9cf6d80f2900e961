package dev.rpcgate.bench.gateway;

import dev.rpcgate.gateway.AgentRegistration;
import dev.rpcgate.gateway.GatewayConfig;
import dev.rpcgate.gateway.GatewayServer;
import dev.rpcgate.gateway.MemoryRegistry;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.LongAdder;

/**
 * The targets of {@code bin/bench-gateway} in one JVM: the echo agent ({@link BenchEchoAgent}) and a gateway that
 * routes {@code POST /a2a/echo-agent} to it (in-memory registry, passthrough params, no auth). Prints one line
 * {@code ready agent=PORT gateway=PORT free=PORT} (free: a port that was free a moment ago, for nginx) and serves
 * until the process is ended; on the way out it prints {@code stats agentCalls=N gatewayExchanges=N gatewayErrors=N},
 * so the script can tell a run of error replies (HTTP 200 too) from a real one.
 *
 * <p>Usage: {@code java -cp rpcgate-bench-all.jar dev.rpcgate.bench.gateway.GatewayBenchTargets [--max-concurrency N]}.
 * The gateway's {@code agentMaxConcurrency} is 1024 unless given, so that wrk's connections never meet the cap.
 */
public final class GatewayBenchTargets {
    /** The agent id the gateway routes to the echo agent. */
    public static final String AGENT_ID = "echo-agent";

    private GatewayBenchTargets() {
    }

    /** Entry point; see the class comment. */
    public static void main(String[] args) throws Exception {
        int cap = 1024;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--max-concurrency") && i + 1 < args.length) {
                cap = Integer.parseInt(args[++i]);
            } else {
                System.err.println("usage: GatewayBenchTargets [--max-concurrency N]");
                System.exit(2);
            }
        }
        String host = "127.0.0.1";
        BenchEchoAgent agent = new BenchEchoAgent(host);
        MemoryRegistry registry = new MemoryRegistry();
        registry.register(new AgentRegistration(AGENT_ID,
                List.of(URI.create("http://" + host + ":" + agent.port() + BenchEchoAgent.PATH)), null,
                Duration.ofDays(1)));
        LongAdder exchanges = new LongAdder();
        LongAdder errors = new LongAdder();
        GatewayConfig config = GatewayConfig.defaults().withListen(host, 0)
                .withLimits(GatewayConfig.DEFAULT_MAX_BODY_BYTES, GatewayConfig.DEFAULT_TIMEOUT_SECONDS,
                        GatewayConfig.DEFAULT_MAX_TIMEOUT_SECONDS, GatewayConfig.DEFAULT_MAX_SSE_IDLE_SECONDS,
                        GatewayConfig.DEFAULT_AGENT_MAX_RESPONSE_BYTES, cap);
        GatewayServer gateway = GatewayServer.builder(config, registry).listener(e -> {
            exchanges.increment();
            if (e.code() != null) {
                errors.increment();
            }
        }).start();
        CountDownLatch done = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("stats agentCalls=" + agent.calls() + " gatewayExchanges=" + exchanges.sum()
                    + " gatewayErrors=" + errors.sum());
            System.out.flush();
            gateway.close();
            agent.close();
            done.countDown();
        }));
        System.out.println("ready agent=" + agent.port() + " gateway=" + gateway.port() + " free=" + freePort());
        System.out.flush();
        done.await();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
