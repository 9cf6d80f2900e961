package dev.rpcgate.gateway.http;

import dev.rpcgate.gateway.api.RequestHeaders;
import io.helidon.http.HeaderName;
import io.helidon.http.HeaderNames;
import io.helidon.http.Headers;
import java.util.List;
import java.util.Locale;

/**
 * A Helidon request's header fields as {@link RequestHeaders}. The names the gateway itself reads on every request
 * are looked up without making a name object; an absent field costs one look-up and no allocation.
 */
record HelidonHeaders(Headers headers) implements RequestHeaders {
    private static final HeaderName TRACEPARENT = HeaderNames.create("traceparent");
    private static final HeaderName TRACESTATE = HeaderNames.create("tracestate");

    @Override
    public List<String> values(String name) {
        HeaderName n = switch (name) {
            case "traceparent" -> TRACEPARENT;
            case "tracestate" -> TRACESTATE;
            case "Authorization" -> HeaderNames.AUTHORIZATION;
            default -> HeaderNames.create(name.toLowerCase(Locale.ROOT));
        };
        return headers.contains(n) ? headers.values(n) : List.of();
    }
}
