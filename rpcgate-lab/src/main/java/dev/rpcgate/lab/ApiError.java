package dev.rpcgate.lab;

import dev.rpcgate.core.json.JsonObject;

/**
 * A refused call of the lab's API: the HTTP status and the body {@code {"error": {"code": …, "message": …}}}.
 *
 * @param status  the HTTP status (4xx)
 * @param code    a stable name: {@code UnsupportedMediaType}, {@code InvalidJson}, {@code InvalidRequest},
 *                {@code MethodNotAllowed}, {@code NotFound}
 * @param message what was wrong, for a person
 */
record ApiError(int status, String code, String message) {
    static ApiError invalidRequest(String message) {
        return new ApiError(400, "InvalidRequest", message);
    }

    JsonObject toJson() {
        return JsonObject.builder()
                .put("error", JsonObject.builder().put("code", code).put("message", message).build())
                .build();
    }
}
