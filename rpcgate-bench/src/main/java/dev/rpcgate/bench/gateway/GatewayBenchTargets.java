package dev.rpcgate.bench.gateway;

import dev.rpcgate.gateway.config.GatewayConfig;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.CountDownLatch;

/**
 * The targets of {@code bin/bench-gateway} in one JVM ({@link BenchTargets}): the echo agent ({@link BenchEchoAgent})
 * and a gateway that routes {@code POST /a2a/echo-agent} to it (in-memory registry, passthrough params, both A2A
 * versions, no auth). Prints one line {@code ready agent=PORT gateway=PORT free=PORT} (free: a port that was free a
 * moment ago, for nginx) and serves until the process is ended; on the way out it prints
 * {@code stats agentCalls=N gatewayExchanges=N gatewayErrors=N}, so the script can tell a run of error replies (HTTP
 * 200 too) from a real one.
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
        BenchTargets targets = new BenchTargets("127.0.0.1", cap, GatewayConfig.Route.DEFAULT);
        CountDownLatch done = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println(targets.stats());
            System.out.flush();
            targets.close();
            done.countDown();
        }));
        System.out.println("ready agent=" + targets.agentPort() + " gateway=" + targets.gatewayPort() + " free="
                + freePort());
        System.out.flush();
        done.await();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
