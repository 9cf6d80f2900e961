package dev.rpcgate.gateway.registry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.MutableClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The memory task affinity store stays within its bound, evicting the oldest entry, and forgets expired entries. */
class MemoryTaskAffinityStoreTest {
    @Test
    void theMemoryStoreKeepsItsBoundEvictingTheOldest() {
        MutableClock clock = new MutableClock(Instant.parse("2026-01-01T00:00:00Z"));
        MemoryTaskAffinityStore store = new MemoryTaskAffinityStore(1000, 60_000, clock);
        store.remember("agent-1", "kept", "http://a");
        for (int i = 0; i < 5000; i++) {
            store.remember("agent-1", "t-" + i, "http://a");
            if (i % 500 == 0) {
                store.remember("agent-1", "kept", "http://a"); // remembered again: young again
            }
        }
        assertThat(store.size()).isEqualTo(1000);
        assertThat(store.find("agent-1", "t-0")).isNull();
        assertThat(store.find("agent-1", "t-3999")).isNull();
        assertThat(store.find("agent-1", "t-4001")).isEqualTo("http://a");
        assertThat(store.find("agent-1", "t-4999")).isEqualTo("http://a");
        assertThat(store.find("agent-1", "kept")).isEqualTo("http://a");
        assertThat(store.find("agent-2", "t-4999")).isNull(); // task ids are per agent
        clock.advance(Duration.ofSeconds(60));
        assertThat(store.find("agent-1", "t-4999")).isNull();
    }
}
