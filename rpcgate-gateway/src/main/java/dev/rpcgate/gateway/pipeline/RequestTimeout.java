package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.gateway.api.GatewayCode;
import java.math.BigDecimal;

/**
 * A call's upstream timeout, in seconds (a positive number, fractions allowed, clamped to {@code maxTimeoutSeconds}):
 * an A2A v0.3 call's {@code params.configuration.timeout}, else the {@value #HEADER} header, else
 * {@code defaultTimeoutSeconds}. A2A v1.0 agents refuse params fields they do not know, so a v1.0 call sets its
 * timeout with the header only; the gateway reads the header and never forwards it. Immutable.
 */
final class RequestTimeout {
    /** The header that sets a call's timeout, in seconds: {@code Rpcgate-Timeout: 2.5}. */
    static final String HEADER = "Rpcgate-Timeout";
    private static final java.util.regex.Pattern DECIMAL = java.util.regex.Pattern.compile(
            "[0-9]{1,12}(\\.[0-9]{1,9})?");

    private final long defaultNanos;
    private final BigDecimal maxSeconds;

    RequestTimeout(long defaultSeconds, long maxSeconds) {
        this.defaultNanos = defaultSeconds * 1_000_000_000L;
        this.maxSeconds = BigDecimal.valueOf(maxSeconds);
    }

    /** Why {@code params} cannot carry a timeout (not an object, a bad {@code configuration} or timeout), or null. */
    static Finding problem(JsonValue params) {
        if (!(params instanceof JsonObject p)) {
            return Finding.error(GatewayCode.PARAMS_NOT_OBJECT, "params must be an object, got "
                    + (params == null ? "none" : params.typeName()), "/params", null);
        }
        JsonValue configuration = p.find("configuration").orElse(null);
        if (configuration == null || configuration instanceof JsonNull) {
            return null;
        }
        if (!(configuration instanceof JsonObject c)) {
            return Finding.error(GatewayCode.INVALID_CONFIGURATION, "params.configuration must be an object, got "
                    + configuration.typeName(), "/params/configuration", null);
        }
        JsonValue t = c.find("timeout").orElse(null);
        if (t != null && seconds(t) == null) {
            return Finding.error(GatewayCode.INVALID_TIMEOUT, "params.configuration.timeout must be a positive number"
                    + " of seconds, got " + describe(t), "/params/configuration/timeout", null);
        }
        return null;
    }

    /**
     * Why the {@value #HEADER} field(s) cannot set a timeout (not one positive decimal number of seconds), or
     * {@code null} when fine or absent.
     */
    static Finding headerProblem(java.util.List<String> fields) {
        if (fields.isEmpty() || fields.size() == 1 && headerSeconds(fields.get(0)) != null) {
            return null;
        }
        String shown = String.join(", ", fields);
        return Finding.error(GatewayCode.INVALID_TIMEOUT, "the " + HEADER + " header must be one positive number of"
                + " seconds (such as 2.5), got " + JsonWriter.write(dev.rpcgate.core.json.JsonString.of(
                shown.length() > 40 ? shown.substring(0, 40) + "..." : shown)), "", null);
    }

    /**
     * The timeout in nanoseconds: for A2A v0.3 params that {@link #problem} found fine, their
     * {@code configuration.timeout} first; then {@code header} (the {@value #HEADER} value that
     * {@link #headerProblem} found fine, or {@code null}); then the default.
     */
    long nanos(JsonValue params, String header, boolean paramsMayHoldIt) {
        BigDecimal seconds = null;
        if (paramsMayHoldIt && params instanceof JsonObject p) {
            JsonValue configuration = p.find("configuration").orElse(null);
            JsonValue t = configuration instanceof JsonObject c ? c.find("timeout").orElse(null) : null;
            seconds = t == null ? null : seconds(t);
        }
        if (seconds == null && header != null) {
            seconds = headerSeconds(header);
        }
        if (seconds == null) {
            return defaultNanos;
        }
        BigDecimal clamped = seconds.compareTo(maxSeconds) > 0 ? maxSeconds : seconds;
        return Math.max(clamped.movePointRight(9).longValue(), 1_000_000L); // a positive timeout is never "expired"
    }

    private static BigDecimal headerSeconds(String value) {
        String v = value.strip();
        if (!DECIMAL.matcher(v).matches()) {
            return null;
        }
        BigDecimal s = new BigDecimal(v);
        return s.signum() <= 0 ? null : s;
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
