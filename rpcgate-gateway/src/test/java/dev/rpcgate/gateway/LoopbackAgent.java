package dev.rpcgate.gateway;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A test agent on 127.0.0.1: either the JDK's HTTP server with a behaviour, or a raw socket that writes whatever
 * bytes a test wants (resets, garbage, half replies). Counts the requests it saw and the most in flight at once.
 */
public final class LoopbackAgent implements AutoCloseable {
    /** What an agent does with one request. */
    @FunctionalInterface
    public interface Behaviour {
        void answer(HttpExchange exchange, byte[] requestBody) throws Exception;
    }

    /** What a raw agent writes after reading one request's head and body. */
    @FunctionalInterface
    public interface RawBehaviour {
        void answer(Socket socket, String requestHead, byte[] requestBody) throws Exception;
    }

    public final AtomicInteger requests = new AtomicInteger();
    public final AtomicInteger inFlight = new AtomicInteger();
    public final AtomicInteger maxInFlight = new AtomicInteger();
    /** Raw connections whose behaviour has not returned yet: 0 once the gateway has hung up on every one. */
    public final AtomicInteger openRaw = new AtomicInteger();
    public volatile byte[] lastBody;
    private final HttpServer http;
    private final ServerSocket raw;

    private LoopbackAgent(HttpServer http, ServerSocket raw) {
        this.http = http;
        this.raw = raw;
    }

    public static LoopbackAgent http(Behaviour b) throws IOException {
        HttpServer s = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 200);
        LoopbackAgent agent = new LoopbackAgent(s, null);
        s.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        s.createContext("/", ex -> {
            int now = agent.inFlight.incrementAndGet();
            agent.maxInFlight.accumulateAndGet(now, Math::max);
            agent.requests.incrementAndGet();
            try (ex) {
                byte[] body = ex.getRequestBody().readAllBytes();
                agent.lastBody = body;
                b.answer(ex, body);
            } catch (Exception e) {
                // the test's behaviour decided to break off
            } finally {
                agent.inFlight.decrementAndGet();
            }
        });
        s.start();
        return agent;
    }

    /** An agent answering every request with {@code status} and {@code body} as JSON. */
    public static LoopbackAgent fixed(int status, String body) throws IOException {
        return http((ex, req) -> send(ex, status, body));
    }

    /** An agent echoing a JSON-RPC result {@code {"echo": <params>}} for the request's id, byte-exact text. */
    public static LoopbackAgent echo() throws IOException {
        return http((ex, req) -> {
            String text = new String(req, StandardCharsets.UTF_8);
            dev.rpcgate.core.json.JsonObject o = (dev.rpcgate.core.json.JsonObject)
                    dev.rpcgate.core.json.JsonReader.standard().read(text).value();
            String id = dev.rpcgate.core.json.JsonWriter.write(o.get("id"));
            send(ex, 200, "{\"jsonrpc\":\"2.0\",  \"id\":" + id + ",\"result\":{\"echo\":"
                    + dev.rpcgate.core.json.JsonWriter.write(o.get("params")) + "}}\n");
        });
    }

    public static LoopbackAgent raw(RawBehaviour b) throws IOException {
        ServerSocket ss = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        LoopbackAgent agent = new LoopbackAgent(null, ss);
        Thread.ofVirtual().start(() -> {
            while (!ss.isClosed()) {
                Socket s;
                try {
                    s = ss.accept();
                } catch (IOException e) {
                    return;
                }
                Thread.ofVirtual().start(() -> {
                    agent.requests.incrementAndGet();
                    agent.openRaw.incrementAndGet();
                    try (s) {
                        InputStream in = s.getInputStream();
                        String head = readHead(in);
                        int length = contentLength(head);
                        byte[] body = in.readNBytes(length);
                        agent.lastBody = body;
                        b.answer(s, head, body);
                    } catch (Exception e) {
                        // broken off on purpose
                    } finally {
                        agent.openRaw.decrementAndGet();
                    }
                });
            }
        });
        return agent;
    }

    /** Reads and drops what the peer sends until it closes (at most 20 s): a raw agent that waits to be hung up on. */
    public static void holdUntilClosed(Socket s) throws IOException {
        s.setSoTimeout(20_000);
        InputStream in = s.getInputStream();
        byte[] buf = new byte[1024];
        while (in.read(buf) >= 0) {
            // nothing to do with it
        }
    }

    public static void send(HttpExchange ex, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    public static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0) {
            head.append((char) c);
            if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
                break;
            }
        }
        return head.toString();
    }

    private static int contentLength(String head) {
        for (String line : head.split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase("Content-Length")) {
                return Integer.parseInt(line.substring(colon + 1).trim());
            }
        }
        return 0;
    }

    public int port() {
        return http != null ? http.getAddress().getPort() : raw.getLocalPort();
    }

    public URI uri() {
        return URI.create("http://127.0.0.1:" + port() + "/rpc");
    }

    @Override
    public void close() {
        if (http != null) {
            http.stop(0);
        }
        if (raw != null) {
            try {
                raw.close();
            } catch (IOException ignored) {
                // closing
            }
        }
    }
}
