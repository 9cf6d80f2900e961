package dev.rpcgate.gateway.registry;

import dev.rpcgate.gateway.registry.RegistryException.Kind;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The in-memory registry, the gateway's default: static agents from the configuration that never expire, and
 * dynamic agents whose time to live a heartbeat renews. An expired agent is never returned and is dropped when next
 * seen. The number of dynamic agents is bounded; registering past the bound fails with {@link Kind#FULL}.
 */
public final class MemoryRegistry implements AgentRegistry {
    /** The default bound on dynamic agents. */
    public static final int DEFAULT_MAX_AGENTS = 1000;

    private record Entry(Agent agent, Duration ttl) {
        boolean isLive(Instant now) {
            return now.isBefore(agent.expiresAt());
        }
    }

    private final Map<String, Agent> statics;
    private final ConcurrentHashMap<String, Entry> dynamic = new ConcurrentHashMap<>();
    private final Clock clock;
    private final int maxAgents;

    /** An empty registry on the system clock with the default bound. */
    public MemoryRegistry() {
        this(List.of(), Clock.systemUTC(), DEFAULT_MAX_AGENTS);
    }

    /**
     * A registry holding {@code staticAgents} (each with {@code expiresAt == null}, ids unique and valid).
     *
     * @param staticAgents the agents from the configuration
     * @param clock        the clock that times the dynamic agents (tests inject their own)
     * @param maxAgents    the most dynamic agents held at once (at least 1)
     * @throws IllegalArgumentException when a static agent is malformed or the bound is below 1
     */
    public MemoryRegistry(List<Agent> staticAgents, Clock clock, int maxAgents) {
        if (maxAgents < 1) {
            throw new IllegalArgumentException("maxAgents must be at least 1, was " + maxAgents);
        }
        this.statics = RegistrationRules.indexStatic(staticAgents);
        this.clock = java.util.Objects.requireNonNull(clock, "clock");
        this.maxAgents = maxAgents;
    }

    @Override
    public Optional<Agent> find(String agentId) {
        Agent a = statics.get(agentId);
        if (a != null) {
            return Optional.of(a);
        }
        Entry e = dynamic.get(agentId);
        if (e == null) {
            return Optional.empty();
        }
        if (!e.isLive(clock.instant())) {
            dynamic.remove(agentId, e);
            return Optional.empty();
        }
        return Optional.of(e.agent());
    }

    @Override
    public Agent register(AgentRegistration r) {
        RegistrationRules.check(r, statics);
        // registrations are rare: one lock keeps the bound exact without slowing find()
        synchronized (dynamic) {
            Instant now = clock.instant();
            if (!dynamic.containsKey(r.id()) && dynamic.size() >= maxAgents) {
                dynamic.values().removeIf(e -> !e.isLive(now));
                if (dynamic.size() >= maxAgents) {
                    throw new RegistryException(Kind.FULL, "the registry is full: it holds " + maxAgents
                            + " agents, the configured maximum");
                }
            }
            Agent agent = new Agent(r.id(), r.instances(), r.card(), now.plus(r.ttl()));
            dynamic.put(r.id(), new Entry(agent, r.ttl()));
            return agent;
        }
    }

    @Override
    public boolean heartbeat(String agentId) {
        if (statics.containsKey(agentId)) {
            return true;
        }
        Instant now = clock.instant();
        Entry renewed = dynamic.computeIfPresent(agentId, (id, e) -> e.isLive(now)
                ? new Entry(new Agent(id, e.agent().instances(), e.agent().card(), now.plus(e.ttl())), e.ttl())
                : null);
        return renewed != null;
    }

    @Override
    public boolean remove(String agentId) {
        Entry e = dynamic.remove(agentId);
        return e != null && e.isLive(clock.instant());
    }

    @Override
    public List<Agent> list() {
        Instant now = clock.instant();
        List<Agent> out = new ArrayList<>(statics.values());
        for (Entry e : dynamic.values()) {
            if (e.isLive(now)) {
                out.add(e.agent());
            }
        }
        out.sort(Comparator.comparing(Agent::id));
        return out;
    }

    @Override
    public void close() {
        // nothing to release
    }
}
