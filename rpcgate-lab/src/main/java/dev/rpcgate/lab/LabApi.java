package dev.rpcgate.lab;

import dev.rpcgate.a2a.A2aTrace;
import dev.rpcgate.a2a.RequestTrace;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.runtime.http.JsonContentType;
import java.nio.charset.StandardCharsets;

/**
 * The lab's API without the HTTP server: {@code GET /lab/api/fixtures} and {@code POST /lab/api/trace} as plain
 * functions from what arrived to the {@link Answer} to send. The trace is the A2A request-document trace
 * ({@link RequestTrace}) of the posted text under the posted policy; the lab computes nothing besides it.
 * Thread-safe.
 */
final class LabApi {
    /** What to send: status, JSON body, and for 405 the allowed method. */
    record Answer(int status, byte[] body, String allow) {
        static Answer json(int status, String json) {
            return new Answer(status, json.getBytes(StandardCharsets.UTF_8), null);
        }

        static Answer error(ApiError e) {
            return json(e.status(), JsonWriter.write(e.toJson()));
        }
    }

    private final LabFixtures fixtures;
    private final JsonReader reader = JsonReader.standard();

    LabApi(LabFixtures fixtures) {
        this.fixtures = fixtures;
    }

    Answer fixtures() {
        return new Answer(200, fixtures.json(), null);
    }

    /** Traces a posted body; {@code contentType} is the request's header value or {@code null}. */
    Answer trace(String contentType, byte[] body) {
        if (JsonContentType.findProblem(contentType).isPresent()) {
            return Answer.error(new ApiError(415, "UnsupportedMediaType",
                    "send the trace request as Content-Type: application/json, not "
                            + (contentType == null ? "no Content-Type" : contentType)));
        }
        TraceRequest.Read read = TraceRequest.read(body, reader);
        if (read.error() != null) {
            return Answer.error(read.error());
        }
        TraceRequest r = read.request();
        RequestTrace engine = new RequestTrace(r.policy());
        A2aTrace trace = r.http() ? engine.checkHttp(r.text().getBytes(StandardCharsets.UTF_8)) : engine.check(r.text());
        return Answer.json(200, JsonWriter.write(trace.toJson()));
    }

    static Answer methodNotAllowed(String allow, String method, String path) {
        ApiError e = new ApiError(405, "MethodNotAllowed", path + " takes " + allow + ", not " + method);
        return new Answer(405, Answer.error(e).body(), allow);
    }

    static Answer notFound(String path) {
        return Answer.error(new ApiError(404, "NotFound",
                "no such API: " + path + " (the lab serves GET /lab/api/fixtures and POST /lab/api/trace)"));
    }
}
