package dev.rpcgate.gateway;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A throwaway redis-server on a free loopback port, nothing persisted, its --dir under target/. */
public final class RedisServer implements AutoCloseable {
    private final Process process;
    private final int port;

    private RedisServer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    public static RedisServer start() throws Exception {
        int port = freePort();
        Path dir = Path.of("target", "redis", Integer.toString(port)).toAbsolutePath();
        Files.createDirectories(dir);
        Process p = new ProcessBuilder("redis-server", "--port", Integer.toString(port), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no", "--daemonize", "no", "--dir", dir.toString())
                .redirectErrorStream(true).start();
        CompletableFuture<Void> ready = new CompletableFuture<>();
        Thread.ofVirtual().start(() -> {
            try (var r = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
                for (String l; (l = r.readLine()) != null; ) {
                    if (l.contains("Ready to accept connections")) {
                        ready.complete(null);
                    }
                }
            } catch (IOException ignored) {
                // the process ended
            }
            ready.completeExceptionally(new IllegalStateException("redis-server ended before it was ready"));
        });
        try {
            ready.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            p.destroyForcibly();
            throw e;
        }
        return new RedisServer(p, port);
    }

    public static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    public int port() {
        return port;
    }

    public String uri() {
        return "redis://127.0.0.1:" + port;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }
}
