package dev.rpcgate.gateway.http;

import dev.rpcgate.gateway.routes.GatewayRoutes;
import dev.rpcgate.gateway.telemetry.GatewayMetrics;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.ServerResponse;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * {@code GET /metrics} (the Prometheus text format of {@link GatewayMetrics}) and {@code GET /health}
 * ({@code {"status":"up"}} at 200 while {@code serving} is true, {@code {"status":"draining"}} at 503 after, so a
 * load balancer stops sending during a graceful shutdown).
 */
public final class MetricsRoutes implements GatewayRoutes {
    private final GatewayMetrics metrics;
    private final BooleanSupplier serving;

    /** Routes over {@code metrics}; {@code serving} turns false when the gateway starts draining. */
    public MetricsRoutes(GatewayMetrics metrics, BooleanSupplier serving) {
        this.metrics = Objects.requireNonNull(metrics, "metrics");
        this.serving = Objects.requireNonNull(serving, "serving");
    }

    /** Routes over {@code metrics} for a gateway that is always serving. */
    public MetricsRoutes(GatewayMetrics metrics) {
        this(metrics, () -> true);
    }

    @Override
    public void register(HttpRouting.Builder routing) {
        routing.get("/metrics", (req, res) -> {
            res.header(HeaderNames.CONTENT_TYPE, GatewayMetrics.CONTENT_TYPE);
            noStore(res).send(metrics.scrape());
        });
        routing.get("/health", (req, res) -> {
            boolean up = serving.getAsBoolean();
            res.status(up ? Status.OK_200 : Status.SERVICE_UNAVAILABLE_503);
            res.header(HeaderNames.CONTENT_TYPE, "application/json");
            noStore(res).send(up ? "{\"status\":\"up\"}" : "{\"status\":\"draining\"}");
        });
    }

    private static ServerResponse noStore(ServerResponse res) {
        res.header(HeaderNames.CACHE_CONTROL, "no-store");
        return res;
    }
}
