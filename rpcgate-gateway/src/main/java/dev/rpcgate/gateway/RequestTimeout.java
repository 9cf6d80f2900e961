package dev.rpcgate.gateway;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.math.BigDecimal;

/**
 * A call's upstream timeout: {@code params.configuration.timeout} seconds (a positive number, fractions allowed,
 * clamped to {@code maxTimeoutSeconds}), else {@code defaultTimeoutSeconds}. Immutable.
 */
final class RequestTimeout {
    private final long defaultNanos;
    private final BigDecimal maxSeconds;

    RequestTimeout(long defaultSeconds, long maxSeconds) {
        this.defaultNanos = defaultSeconds * 1_000_000_000L;
        this.maxSeconds = BigDecimal.valueOf(maxSeconds);
    }

    /** Why {@code params} cannot carry a timeout (not an object, a bad {@code configuration} or timeout), or null. */
    static Finding problem(JsonValue params) {
        if (!(params instanceof JsonObject p)) {
            return Finding.error("ParamsNotObject", "params must be an object, got "
                    + (params == null ? "none" : params.typeName()), "/params", null);
        }
        JsonValue configuration = p.find("configuration").orElse(null);
        if (configuration == null || configuration instanceof JsonNull) {
            return null;
        }
        if (!(configuration instanceof JsonObject c)) {
            return Finding.error("InvalidConfiguration", "params.configuration must be an object, got "
                    + configuration.typeName(), "/params/configuration", null);
        }
        JsonValue t = c.find("timeout").orElse(null);
        if (t != null && seconds(t) == null) {
            return Finding.error("InvalidTimeout", "params.configuration.timeout must be a positive number of "
                    + "seconds, got " + describe(t), "/params/configuration/timeout", null);
        }
        return null;
    }

    /** The timeout in nanoseconds for params that {@link #problem} found fine. */
    long nanos(JsonValue params) {
        JsonValue configuration = ((JsonObject) params).find("configuration").orElse(null);
        JsonValue t = configuration instanceof JsonObject c ? c.find("timeout").orElse(null) : null;
        BigDecimal seconds = t == null ? null : seconds(t);
        if (seconds == null) {
            return defaultNanos;
        }
        BigDecimal clamped = seconds.compareTo(maxSeconds) > 0 ? maxSeconds : seconds;
        return Math.max(clamped.movePointRight(9).longValue(), 1_000_000L); // a positive timeout is never "expired"
    }

    private static BigDecimal seconds(JsonValue t) {
        BigDecimal s = t instanceof JsonNumber n ? n.findBigDecimal().orElse(null) : null;
        return s == null || s.signum() <= 0 ? null : s;
    }

    private static String describe(JsonValue v) {
        String text = JsonWriter.write(v);
        return v.typeName() + " " + (text.length() > 40 ? text.substring(0, 40) + "..." : text);
    }
}
