package dev.rpcgate.lab;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import io.helidon.webserver.staticcontent.ClasspathHandlerConfig;
import io.helidon.webserver.staticcontent.StaticContentFeature;

/**
 * The lab's routes, for any Helidon server: the API under {@code /lab/api/} and the page's static files under
 * {@code /lab/} (from the jar's {@value #WEB}). The lab's own server adds a redirect from {@code /}; a server that
 * mounts the lab beside other routes (the gateway's demo) registers just these.
 */
public final class LabRoutes {
    static final String WEB = "dev/rpcgate/lab/web";
    private static final String JSON = "application/json";

    private final LabApi api;

    private LabRoutes(LabApi api) {
        this.api = api;
    }

    /** Routes over the fixtures in the jar. */
    public static LabRoutes create() {
        return new LabRoutes(new LabApi(LabFixtures.load()));
    }

    /** Adds the lab's routes to {@code routing}. */
    public void register(HttpRouting.Builder routing) {
        routing.get("/lab/api/fixtures", (req, res) -> send(res, api.fixtures()))
                .any("/lab/api/fixtures", (req, res) -> send(res,
                        LabApi.methodNotAllowed("GET", req.prologue().method().text(), "/lab/api/fixtures")))
                .post("/lab/api/trace", this::trace)
                .any("/lab/api/trace", (req, res) -> send(res,
                        LabApi.methodNotAllowed("POST", req.prologue().method().text(), "/lab/api/trace")))
                .any("/lab/api/*", (req, res) -> send(res, LabApi.notFound(req.path().path())))
                .register("/lab", StaticContentFeature.createService(
                        ClasspathHandlerConfig.builder().location(WEB).welcome("index.html").build()));
    }

    private void trace(ServerRequest req, ServerResponse res) {
        String contentType = req.headers().first(HeaderNames.CONTENT_TYPE).orElse(null);
        byte[] body = req.content().hasEntity() ? req.content().as(byte[].class) : new byte[0];
        LabApi.Answer answer;
        try {
            answer = api.trace(contentType, body);
        } catch (RuntimeException e) {
            // the engine returns findings for every input; this is a bug, answered without a stack trace
            answer = LabApi.Answer.error(new ApiError(500, "InternalError",
                    "the trace failed unexpectedly (" + e.getClass().getSimpleName() + ")"));
        }
        send(res, answer);
    }

    static void send(ServerResponse res, LabApi.Answer answer) {
        res.status(Status.create(answer.status()));
        res.header(HeaderNames.CONTENT_TYPE, JSON);
        res.header(HeaderNames.CACHE_CONTROL, "no-store");
        if (answer.allow() != null) {
            res.header(HeaderNames.ALLOW, answer.allow());
        }
        res.send(answer.body());
    }
}
