package dev.rpcgate.gateway.forward;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.gateway.MutableClock;
import dev.rpcgate.gateway.TaskAgent;
import dev.rpcgate.gateway.http.SseFrames;
import dev.rpcgate.gateway.registry.Agent;
import dev.rpcgate.gateway.registry.MemoryTaskAffinityStore;
import dev.rpcgate.gateway.upstream.Headers;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Task affinity at the upstream hop, over two agent instances with separate task stores: entries expire after their
 * time to live (a clock the test moves), a stream's events teach where its task lives (fed through the relay's own
 * frame parser), and odd task ids in replies are never stored.
 */
class TaskAffinityUpstreamTest {
    static final Id ID = Id.of(JsonNumber.parse("1"));

    static long in(double seconds) {
        return System.nanoTime() + (long) (seconds * 1e9);
    }

    static byte[] body(String method, String params) {
        return ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + method + "\",\"params\":" + params + "}")
                .getBytes(StandardCharsets.UTF_8);
    }

    static JsonValue params(String json) {
        return JsonReader.standard().read(json).value();
    }

    /** Calls {@code method}; the result, or {@code null} for an error reply. */
    static JsonValue call(Upstream upstream, Agent agent, A2aVersion v, String method, String params) {
        UpstreamResult r = upstream.call(agent, TaskCall.of(v, method, params(params)), null, body(method, params),
                ID, in(5), Headers.NONE);
        assertThat(r).isInstanceOf(UpstreamResult.Replied.class);
        JsonObject o = (JsonObject) JsonReader.standard().read(((UpstreamResult.Replied) r).body()).value();
        return o.get("result");
    }

    static String get(Upstream upstream, Agent agent, String task) {
        JsonValue r = call(upstream, agent, A2aVersion.V0_3, "tasks/get", "{\"id\":\"" + task + "\"}");
        return r == null ? null : ((JsonString) ((JsonObject) r).get("id")).value();
    }

    static final String SEND = "{\"message\":{\"messageId\":\"m\",\"role\":\"user\",\"parts\":[{\"text\":\"hi\"}]}}";

    @Test
    void anEntryExpiresAfterItsTimeToLiveThenTheCallGoesRoundRobin() throws Exception {
        MutableClock clock = new MutableClock(Instant.parse("2026-01-01T00:00:00Z"));
        MemoryTaskAffinityStore store = new MemoryTaskAffinityStore(1000, 60_000, clock);
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b");
             Upstream upstream = new Upstream(1 << 16, new TaskAffinity(store))) {
            Agent agent = new Agent("ttl-agent", List.of(a.uri(), b.uri()), null, null);
            JsonObject created = (JsonObject) call(upstream, agent, A2aVersion.V0_3, "message/send", SEND);
            String task = ((JsonString) created.get("id")).value();
            assertThat(a.tasks).containsExactly(task); // the first round-robin pick
            for (int i = 0; i < 6; i++) {
                assertThat(get(upstream, agent, task)).isEqualTo(task);
                clock.advance(Duration.ofSeconds(9)); // each reply restarts the entry's time to live
            }
            clock.advance(Duration.ofSeconds(61));
            assertThat(store.find("ttl-agent", task)).isNull();
            // unknown again: the next round-robin pick is b, which does not hold it; then a, whose reply teaches again
            assertThat(get(upstream, agent, task)).isNull();
            assertThat(b.notFound.get()).isEqualTo(1);
            for (int i = 0; i < 6; i++) {
                assertThat(get(upstream, agent, task)).isEqualTo(task);
            }
            assertThat(b.notFound.get()).isEqualTo(1);
            assertThat(store.find("ttl-agent", task)).isEqualTo(a.uri().toString());
        }
    }

    @Test
    void streamEventsTeachWhereTheirTaskLives() throws Exception {
        for (A2aVersion v : A2aVersion.values()) {
            MemoryTaskAffinityStore store = new MemoryTaskAffinityStore(1000, 60_000, java.time.Clock.systemUTC());
            TaskAffinity affinity = new TaskAffinity(store);
            try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b");
                 Upstream upstream = new Upstream(1 << 16, affinity)) {
                Agent agent = new Agent("stream-agent", List.of(a.uri(), b.uri()), null, null);
                String method = v == A2aVersion.V1_0 ? "SendStreamingMessage" : "message/stream";
                StreamOpen open = upstream.openStream(agent, TaskCall.of(v, method, params(SEND)), null,
                        body(method, SEND), in(5), Headers.NONE);
                StreamOpen.Opened opened = (StreamOpen.Opened) open;
                assertThat(opened.isEventStream()).isTrue();
                SseFrames frames = new SseFrames(affinity.events(agent, v, opened.instance()));
                byte[] all;
                try (InputStream in = opened.body()) {
                    all = in.readAllBytes();
                }
                frames.feed(all, 0, all.length);
                assertThat(a.created.get()).isEqualTo(1);
                String task = a.tasks.iterator().next();
                assertThat(store.find("stream-agent", task)).as(v.label()).isEqualTo(a.uri().toString());
                String getTask = v == A2aVersion.V1_0 ? "GetTask" : "tasks/get";
                for (int i = 0; i < 6; i++) {
                    assertThat(call(upstream, agent, v, getTask, "{\"id\":\"" + task + "\"}")).as(v.label())
                            .isNotNull();
                }
                assertThat(b.notFound.get()).isZero();
            }
        }
    }

    @Test
    void oddTaskIdsInRepliesAreNeverStored() throws Exception {
        MemoryTaskAffinityStore store = new MemoryTaskAffinityStore(1000, 60_000, java.time.Clock.systemUTC());
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b");
             Upstream upstream = new Upstream(1 << 20, new TaskAffinity(store))) {
            Agent agent = new Agent("odd-agent", List.of(a.uri(), b.uri()), null, null);
            String big = "\\\"" + "x".repeat(10_240) + "\\\"";
            for (String odd : List.of("123", "{\\\"x\\\":1}", "[]", "null", "true", "\\\"\\\"", big)) {
                for (A2aVersion v : A2aVersion.values()) {
                    String method = v == A2aVersion.V1_0 ? "SendMessage" : "message/send";
                    String p = "{\"message\":{\"messageId\":\"m\",\"role\":\"user\",\"parts\":[{\"text\":\"id:" + odd
                            + "\"}]}}";
                    assertThat(call(upstream, agent, v, method, p)).as("%s %s", v, odd).isNotNull();
                }
            }
            assertThat(store.size()).isZero();
        }
    }
}
