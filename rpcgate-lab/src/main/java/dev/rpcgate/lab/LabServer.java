package dev.rpcgate.lab;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;

/**
 * The lab on its own Helidon SE server: the page at {@code /lab/}, its API, and {@code /} redirecting to the page.
 * Start with {@link #start(LabOptions)}, stop with {@link #close()}.
 */
public final class LabServer implements AutoCloseable {
    private final WebServer server;
    private final String host;

    private LabServer(WebServer server, String host) {
        this.server = server;
        this.host = host;
    }

    /**
     * Starts the lab and returns once it listens.
     *
     * @throws IllegalStateException when the server cannot start (the port is taken, the jar lacks the page)
     */
    public static LabServer start(LabOptions options) {
        LabRoutes routes = LabRoutes.create();
        WebServer server = WebServer.builder()
                .host(options.host())
                .port(options.port())
                .maxPayloadSize(options.maxBodyBytes())
                .routing(r -> {
                    r.get("/", (req, res) -> {
                        res.status(Status.SEE_OTHER_303);
                        res.header(HeaderNames.LOCATION, "/lab/");
                        res.send();
                    });
                    routes.register(r);
                })
                .build();
        String where = options.host() + ":" + options.port();
        try {
            server.start();
        } catch (RuntimeException e) {
            throw new IllegalStateException("the lab could not listen on " + where + ": " + e.getMessage(), e);
        }
        if (!server.isRunning()) {
            // Helidon logs a failed bind and returns a stopped server: name the likely cause ourselves
            server.stop();
            throw new IllegalStateException("the lab could not listen on " + where + ": " + whyNotBindable(options));
        }
        return new LabServer(server, options.host());
    }

    private static String whyNotBindable(LabOptions options) {
        try (ServerSocket probe = new ServerSocket(options.port(), 1, InetAddress.getByName(options.host()))) {
            return "the server did not start";
        } catch (IOException | SecurityException e) {
            return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
    }

    /** The port it listens on. */
    public int port() {
        return server.port();
    }

    /** The page's address, {@code http://HOST:PORT/lab/}. */
    public URI uri() {
        String h = host.contains(":") ? "[" + host + "]" : host;
        return URI.create("http://" + h + ":" + port() + "/lab/");
    }

    /** Stops the server. */
    @Override
    public void close() {
        server.stop();
    }
}
