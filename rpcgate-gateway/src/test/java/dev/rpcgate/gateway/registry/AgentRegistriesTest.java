package dev.rpcgate.gateway.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.gateway.RedisServer;
import java.util.List;
import org.junit.jupiter.api.Test;

class AgentRegistriesTest {
    @Test
    void memoryIsTheDefault() {
        try (AgentRegistry a = AgentRegistries.open(null, List.of()); AgentRegistry b = AgentRegistries.open("memory", List.of())) {
            assertThat(a).isInstanceOf(MemoryRegistry.class);
            assertThat(b).isInstanceOf(MemoryRegistry.class);
        }
    }

    @Test
    void unknownSpecsAreRefusedByName() {
        for (String bad : new String[] {"Memory", "mongo://h:1", "", "redis"}) {
            assertThatThrownBy(() -> AgentRegistries.open(bad, List.of())).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("redis://HOST:PORT");
        }
    }

    @Test
    void aRedisNobodyListensOnIsUnavailable() throws Exception {
        String spec = "redis://127.0.0.1:" + RedisServer.freePort();
        assertThatThrownBy(() -> AgentRegistries.open(spec, List.of()))
                .isInstanceOfSatisfying(RegistryException.class,
                        e -> assertThat(e.kind()).isEqualTo(RegistryException.Kind.UNAVAILABLE));
    }
}
