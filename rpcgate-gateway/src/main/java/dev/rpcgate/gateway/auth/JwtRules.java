package dev.rpcgate.gateway.auth;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * The claim checks of a {@link JwtAuthenticator}: the token must carry {@code exp} (and be before it), must be at or
 * after {@code nbf} when present, each with {@code clockSkew} of tolerance; {@code iss} must equal {@code issuer}
 * and {@code aud} must contain {@code audience}, each only when configured.
 *
 * @param issuer    the required {@code iss}, or null to accept any
 * @param audience  the required member of {@code aud}, or null to accept any
 * @param clockSkew the tolerance for {@code exp} and {@code nbf}, 0 to 5 minutes
 * @param clock     the clock that says "now" (tests inject a fixed one)
 */
public record JwtRules(String issuer, String audience, Duration clockSkew, Clock clock) {
    /** The default tolerance for {@code exp} and {@code nbf}: 30 seconds. */
    public static final Duration DEFAULT_SKEW = Duration.ofSeconds(30);
    private static final Duration MAX_SKEW = Duration.ofMinutes(5);

    /** Checks the skew's range; blank issuer or audience means "not configured". */
    public JwtRules {
        Objects.requireNonNull(clockSkew, "clockSkew");
        Objects.requireNonNull(clock, "clock");
        if (clockSkew.isNegative() || clockSkew.compareTo(MAX_SKEW) > 0) {
            throw new AuthConfigException("auth clock skew must be between 0 and 300 seconds, was "
                    + clockSkew.toSeconds() + " s");
        }
        issuer = issuer == null || issuer.isBlank() ? null : issuer;
        audience = audience == null || audience.isBlank() ? null : audience;
    }

    /** Rules with the default skew and the system clock. */
    public static JwtRules of(String issuer, String audience) {
        return new JwtRules(issuer, audience, DEFAULT_SKEW, Clock.systemUTC());
    }

    /** These rules with another skew. */
    public JwtRules withClockSkew(Duration skew) {
        return new JwtRules(issuer, audience, skew, clock);
    }

    /** These rules with another clock. */
    public JwtRules withClock(Clock other) {
        return new JwtRules(issuer, audience, clockSkew, other);
    }
}
