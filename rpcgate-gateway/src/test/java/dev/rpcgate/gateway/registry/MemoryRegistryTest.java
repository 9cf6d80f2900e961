package dev.rpcgate.gateway.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.gateway.MutableClock;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class MemoryRegistryTest {
    static final Instant T0 = Instant.parse("2026-12-01T00:00:00Z");
    static final List<URI> URLS = List.of(URI.create("http://127.0.0.1:7001/rpc"));

    final MutableClock clock = new MutableClock(T0);

    static AgentRegistration reg(String id, Duration ttl) {
        return new AgentRegistration(id, URLS, null, ttl);
    }

    MemoryRegistry registry(int max, Agent... statics) {
        return new MemoryRegistry(List.of(statics), clock, max);
    }

    @Test
    void dynamicAgentLivesForItsTtlThenVanishes() {
        MemoryRegistry r = registry(10);
        Agent a = r.register(reg("echo", Duration.ofSeconds(120)));
        assertThat(a.expiresAt()).isEqualTo(T0.plusSeconds(120));
        assertThat(a.isStatic()).isFalse();

        clock.advance(Duration.ofSeconds(119));
        assertThat(r.find("echo")).contains(a);
        assertThat(r.list()).extracting(Agent::id).containsExactly("echo");

        clock.advance(Duration.ofSeconds(1)); // exactly at expiresAt: gone
        assertThat(r.find("echo")).isEmpty();
        assertThat(r.list()).isEmpty();
        assertThat(r.heartbeat("echo")).isFalse();
        assertThat(r.remove("echo")).isFalse();
    }

    @Test
    void defaultTtlIs120Seconds() {
        assertThat(AgentRegistration.DEFAULT_TTL).isEqualTo(Duration.ofSeconds(120));
    }

    @Test
    void heartbeatRenewsFromNow() {
        MemoryRegistry r = registry(10);
        r.register(reg("echo", Duration.ofSeconds(10)));
        clock.advance(Duration.ofSeconds(9));
        assertThat(r.heartbeat("echo")).isTrue();
        clock.advance(Duration.ofSeconds(9)); // 18 s after registration, 9 s after the heartbeat
        assertThat(r.find("echo")).get().extracting(Agent::expiresAt).isEqualTo(T0.plusSeconds(19));
        clock.advance(Duration.ofSeconds(1));
        assertThat(r.find("echo")).isEmpty();
    }

    @Test
    void staticAgentsNeverExpireAndCannotBeReplacedOrRemoved() {
        Agent fixed = new Agent("fixed", URLS, JsonObject.builder().put("name", "Fixed").build(), null);
        MemoryRegistry r = registry(10, fixed);
        clock.advance(Duration.ofDays(3650));
        assertThat(r.find("fixed")).contains(fixed);
        assertThat(r.heartbeat("fixed")).isTrue();
        assertThat(r.remove("fixed")).isFalse();
        assertThat(r.find("fixed")).contains(fixed);
        assertThatThrownBy(() -> r.register(reg("fixed", Duration.ofSeconds(5))))
                .isInstanceOfSatisfying(RegistryException.class,
                        e -> assertThat(e.kind()).isEqualTo(RegistryException.Kind.STATIC_AGENT));
    }

    @Test
    void removeDropsADynamicAgent() {
        MemoryRegistry r = registry(10);
        r.register(reg("a", Duration.ofSeconds(30)));
        r.register(reg("b", Duration.ofSeconds(30)));
        assertThat(r.remove("a")).isTrue();
        assertThat(r.remove("a")).isFalse();
        assertThat(r.list()).extracting(Agent::id).containsExactly("b");
    }

    @Test
    void registerReplacesAndRestartsTheTtl() {
        MemoryRegistry r = registry(10);
        r.register(reg("a", Duration.ofSeconds(30)));
        clock.advance(Duration.ofSeconds(20));
        List<URI> other = List.of(URI.create("http://127.0.0.1:7002/"), URI.create("http://127.0.0.1:7003/"));
        r.register(new AgentRegistration("a", other, null, Duration.ofSeconds(5)));
        assertThat(r.find("a")).get().satisfies(a -> {
            assertThat(a.instances()).isEqualTo(other);
            assertThat(a.expiresAt()).isEqualTo(T0.plusSeconds(25));
        });
    }

    @Test
    void listIsSortedAndIncludesStatics() {
        MemoryRegistry r = registry(10, new Agent("m-static", URLS, null, null));
        r.register(reg("z", Duration.ofSeconds(30)));
        r.register(reg("a", Duration.ofSeconds(30)));
        assertThat(r.list()).extracting(Agent::id).containsExactly("a", "m-static", "z");
    }

    @Test
    void fullRegistryRefusesNewIdsButReplacesAndReusesExpiredSlots() {
        MemoryRegistry r = registry(2);
        r.register(reg("a", Duration.ofSeconds(10)));
        r.register(reg("b", Duration.ofSeconds(100)));
        assertThatThrownBy(() -> r.register(reg("c", Duration.ofSeconds(10))))
                .isInstanceOfSatisfying(RegistryException.class, e -> {
                    assertThat(e.kind()).isEqualTo(RegistryException.Kind.FULL);
                    assertThat(e.getMessage()).contains("full").contains("2");
                });
        r.register(reg("a", Duration.ofSeconds(10))); // replacing an existing id is fine when full
        clock.advance(Duration.ofSeconds(10));        // a expires: its slot is free again
        r.register(reg("c", Duration.ofSeconds(10)));
        assertThat(r.list()).extracting(Agent::id).containsExactly("b", "c");
    }

    @Test
    void refusesMalformedRegistrations() {
        MemoryRegistry r = registry(10);
        List<AgentRegistration> bad = List.of(
                reg("Upper", Duration.ofSeconds(5)),
                reg("a..b", Duration.ofSeconds(5)),
                reg("a%2Fb", Duration.ofSeconds(5)),
                reg("", Duration.ofSeconds(5)),
                reg("x".repeat(129), Duration.ofSeconds(5)),
                reg("ok", Duration.ZERO),
                reg("ok", Duration.ofSeconds(-1)),
                reg("ok", Duration.ofDays(2)),
                new AgentRegistration("ok", List.of(), null, Duration.ofSeconds(5)),
                new AgentRegistration("ok", List.of(URI.create("ftp://h/x")), null, Duration.ofSeconds(5)),
                new AgentRegistration("ok", List.of(URI.create("/relative")), null, Duration.ofSeconds(5)));
        for (AgentRegistration b : bad) {
            assertThatThrownBy(() -> r.register(b)).as(b.toString())
                    .isInstanceOfSatisfying(RegistryException.class,
                            e -> assertThat(e.kind()).isEqualTo(RegistryException.Kind.INVALID));
        }
        assertThat(r.list()).isEmpty();
    }

    @Test
    void refusesMalformedStaticAgents() {
        assertThatThrownBy(() -> registry(10, new Agent("Bad", URLS, null, null)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Bad");
        assertThatThrownBy(() -> registry(10, new Agent("a", URLS, null, null), new Agent("a", URLS, null, null)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
        assertThatThrownBy(() -> registry(10, new Agent("a", URLS, null, T0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("expiry");
        assertThatThrownBy(() -> registry(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void unknownAndHostileIdsAreSimplyAbsent() {
        MemoryRegistry r = registry(10);
        for (String id : new String[] {"nope", "..", "A", "a/b", ""}) {
            assertThat(r.find(id)).isEmpty();
            assertThat(r.heartbeat(id)).isFalse();
            assertThat(r.remove(id)).isFalse();
        }
    }
}
