package dev.rpcgate.gateway.routes;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import io.helidon.http.HeaderValues;
import io.helidon.http.Status;
import io.helidon.webserver.http.ServerResponse;
import java.nio.charset.StandardCharsets;

/**
 * An HTTP-level error of the admin and card routes, sent as {@code {"error":{"code":…,"message":…}}} with, where
 * known, the JSON Pointer {@code path} and the {@code line}, {@code column} and {@code offset} (UTF-16 code units) of
 * the offending value in the request body.
 *
 * <p>Internal to rpcgate-gateway; not API.
 *
 * @param status   the HTTP status
 * @param code     a stable snake_case code, e.g. {@code invalid_agent_id}
 * @param message  one sentence for a person
 * @param path     JSON Pointer into the request body, or {@code null}
 * @param location where in the request body, or {@code null}
 */
public record ApiError(Status status, String code, String message, String path, SourceLocation location) {
    public static ApiError of(Status status, String code, String message) {
        return new ApiError(status, code, message, null, null);
    }

    JsonObject toJson() {
        JsonObject.Builder e = JsonObject.builder().put("code", code).put("message", message);
        if (path != null) {
            e.put("path", path);
        }
        if (location != null) {
            e.put("line", location.line()).put("column", location.column());
            if (location.hasOffset()) {
                e.put("offset", location.offset());
            }
        }
        return JsonObject.builder().put("error", e.build()).build();
    }

    public void send(ServerResponse res) {
        HttpJson.send(res, status, toJson());
    }

    /** Writes JSON replies. */
    public static final class HttpJson {
        private HttpJson() {
        }

        public static void send(ServerResponse res, Status status, JsonObject body) {
            res.status(status);
            res.header(HeaderValues.CONTENT_TYPE_JSON);
            res.header(HeaderValues.X_CONTENT_TYPE_OPTIONS_NOSNIFF);
            res.send(JsonWriter.write(body).getBytes(StandardCharsets.UTF_8));
        }
    }
}
