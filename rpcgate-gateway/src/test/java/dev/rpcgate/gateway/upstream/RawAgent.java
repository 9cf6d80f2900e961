package dev.rpcgate.gateway.upstream;

import dev.rpcgate.gateway.api.Exchange;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A test agent on 127.0.0.1 speaking raw HTTP/1.1 bytes: it reads each request (head and {@code Content-Length}
 * body) on a kept-alive connection and lets the test's script answer with whatever bytes it wants, or close, reset
 * or stall. Counts connections and requests and keeps every request it read.
 */
final class RawAgent implements AutoCloseable {
    /** What the agent does with one request; return false to close the connection afterwards. */
    @FunctionalInterface
    interface Script {
        boolean answer(Exchange exchange) throws Exception;
    }

    /** One request as the agent read it. */
    record Exchange(int connection, int request, String head, byte[] body, Socket socket) {
        /** Writes {@code text} (ISO-8859-1) and flushes. */
        void write(String text) throws IOException {
            write(text.getBytes(StandardCharsets.ISO_8859_1));
        }

        void write(byte[] bytes) throws IOException {
            OutputStream out = socket.getOutputStream();
            out.write(bytes);
            out.flush();
        }
    }

    final AtomicInteger connections = new AtomicInteger();
    final AtomicInteger requests = new AtomicInteger();
    final List<Exchange> seen = new CopyOnWriteArrayList<>();
    private final ServerSocket server;
    private final List<Socket> open = new CopyOnWriteArrayList<>();

    RawAgent(Script script) throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().start(() -> {
            while (!server.isClosed()) {
                Socket s;
                try {
                    s = server.accept();
                } catch (IOException e) {
                    return;
                }
                open.add(s);
                int conn = connections.incrementAndGet();
                Thread.ofVirtual().start(() -> serve(s, conn, script));
            }
        });
    }

    private volatile boolean holdAfterEof;

    /**
     * This agent, keeping a connection open after the client half-closes it (until the agent is closed), so a test
     * decides when the client sees the close rather than racing the agent's own.
     */
    RawAgent holdingAfterEof() {
        holdAfterEof = true;
        return this;
    }

    private void serve(Socket s, int conn, Script script) {
        try (s) {
            InputStream in = s.getInputStream();
            for (int n = 1; ; n++) {
                String head = readHead(in);
                if (head == null) {
                    while (holdAfterEof && !server.isClosed()) {
                        Thread.sleep(20);
                    }
                    return;
                }
                byte[] body = in.readNBytes(contentLength(head));
                requests.incrementAndGet();
                Exchange e = new Exchange(conn, n, head, body, s);
                seen.add(e);
                if (!script.answer(e)) {
                    return;
                }
            }
        } catch (Exception e) {
            // the script broke off, or the client went away
        }
    }

    /** A reply of {@code status} with {@code body} and {@code Content-Length}. */
    static String reply(int status, String body) {
        return "HTTP/1.1 " + status + " X\r\nContent-Type: application/json\r\nContent-Length: "
                + body.getBytes(StandardCharsets.ISO_8859_1).length + "\r\n\r\n" + body;
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int c;
        int state = 0;
        while ((c = in.read()) >= 0) {
            head.write(c);
            state = c == '\r' && (state == 0 || state == 2) ? state + 1 : c == '\n' && (state == 1 || state == 3)
                    ? state + 1 : 0;
            if (state == 4) {
                return head.toString(StandardCharsets.ISO_8859_1);
            }
            if (head.size() > 65536) {
                return null;
            }
        }
        return null;
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

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getLocalPort() + "/rpc");
    }

    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException ignored) {
            // closing
        }
        for (Socket s : open) {
            try {
                s.close();
            } catch (IOException ignored) {
                // closing
            }
        }
    }
}
