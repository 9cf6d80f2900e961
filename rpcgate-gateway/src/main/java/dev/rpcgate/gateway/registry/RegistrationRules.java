package dev.rpcgate.gateway.registry;

import dev.rpcgate.gateway.registry.RegistryException.Kind;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The checks every registry applies, so the memory and Redis registries refuse exactly the same things.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class RegistrationRules {
    /** The most instance URLs one agent may have. */
    public static final int MAX_INSTANCES = 16;
    /** The longest time to live a registration may ask for (one day); heartbeats keep an agent longer. */
    public static final Duration MAX_TTL = Duration.ofDays(1);

    private RegistrationRules() {
    }

    /**
     * Checks a dynamic registration against the rules and the static agents (whose ids it may not take); throws
     * {@link RegistryException} of kind INVALID or STATIC_AGENT with the reason.
     */
    static void check(AgentRegistration r, Map<String, Agent> statics) {
        check(r);
        if (statics.containsKey(r.id())) {
            throw new RegistryException(Kind.STATIC_AGENT,
                    "agent '" + r.id() + "' is configured statically and cannot be registered");
        }
    }

    /** Checks a dynamic registration; throws {@link RegistryException} of kind INVALID with the reason. */
    static void check(AgentRegistration r) {
        AgentIdProblem.of(r.id()).ifPresent(p -> {
            throw new RegistryException(Kind.INVALID, p);
        });
        checkInstances(r.id(), r.instances());
        if (r.ttl().isNegative() || r.ttl().isZero()) {
            throw new RegistryException(Kind.INVALID, "the time to live must be positive, was " + r.ttl());
        }
        if (r.ttl().compareTo(MAX_TTL) > 0) {
            throw new RegistryException(Kind.INVALID, "the time to live may be at most " + MAX_TTL.toSeconds()
                    + " seconds, was " + r.ttl().toSeconds());
        }
    }

    /** Checks the static agents from the configuration and indexes them by id; throws IllegalArgumentException. */
    static Map<String, Agent> indexStatic(List<Agent> agents) {
        Map<String, Agent> byId = new HashMap<>();
        for (Agent a : agents) {
            AgentIdProblem.of(a.id()).ifPresent(p -> {
                throw new IllegalArgumentException("static agent '" + a.id() + "': " + p);
            });
            if (!a.isStatic()) {
                throw new IllegalArgumentException("static agent '" + a.id() + "' must not have an expiry time");
            }
            try {
                checkInstances(a.id(), a.instances());
            } catch (RegistryException e) {
                throw new IllegalArgumentException("static agent '" + a.id() + "': " + e.getMessage());
            }
            if (byId.putIfAbsent(a.id(), a) != null) {
                throw new IllegalArgumentException("static agent '" + a.id() + "' is configured twice");
            }
        }
        return Map.copyOf(byId);
    }

    private static void checkInstances(String id, List<URI> instances) {
        if (instances.isEmpty()) {
            throw new RegistryException(Kind.INVALID, "agent '" + id + "' needs at least one instance URL");
        }
        if (instances.size() > MAX_INSTANCES) {
            throw new RegistryException(Kind.INVALID, "agent '" + id + "' has " + instances.size()
                    + " instance URLs, over the limit of " + MAX_INSTANCES);
        }
        for (URI u : instances) {
            String scheme = u.getScheme();
            if (!u.isAbsolute() || u.getHost() == null
                    || !("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))) {
                throw new RegistryException(Kind.INVALID, "instance URL must be an absolute http or https URL with a host: "
                        + u);
            }
        }
    }
}
