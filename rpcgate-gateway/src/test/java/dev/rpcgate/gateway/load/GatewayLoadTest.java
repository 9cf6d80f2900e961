package dev.rpcgate.gateway.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.gateway.LeakCheck;
import dev.rpcgate.gateway.config.GatewayConfig;
import dev.rpcgate.gateway.http.GatewayServer;
import dev.rpcgate.gateway.registry.AgentRegistration;
import dev.rpcgate.gateway.registry.MemoryRegistry;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

/**
 * Load and faults on loopback, bounded in count and time: 20,000 {@code message/send} requests from 200 concurrent
 * clients across healthy, capped, slow, failing, garbage, unregistered and vanishing agents (one agent's server is
 * closed mid-run), then an SSE disconnect storm. Every request must get exactly one well-formed JSON-RPC reply at
 * HTTP 200 with its id and the code its agent calls for; the concurrency cap must hold as the capped agent itself
 * sees it; no slot may leak; the gateway's heap must not grow with the number of requests.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GatewayLoadTest {
    /** The gateway's agentMaxConcurrency in this test. */
    static final int CAP = 20;
    static final int TOTAL = 20_000;
    static final int CONCURRENCY = 200;
    /** The vanishing agent's server is closed once it has answered this many main-run calls. */
    static final int VANISH_AFTER = 800;
    /**
     * How much the heap used after a full GC may grow from the warm-up to the end of the run: 16 MiB, about 840 bytes
     * per request, less than keeping each exchange's request and reply text would take.
     */
    static final long HEAP_GROWTH_BOUND = 16L << 20;
    static final String STREAM_AGENT = "load-stream";
    static final int STORM_WAVES = 8;

    static LoadAgents agents;
    static MemoryRegistry registry;
    static GatewayServer gateway;
    static HttpClient client;

    @BeforeAll
    static void start() {
        agents = LoadAgents.start();
        registry = new MemoryRegistry();
        register(Group.ECHO.agentId, agents.uri("echo"));
        register(Group.CAPPED.agentId, agents.uri("capped"));
        register(Group.SLOW.agentId, agents.uri("slow"));
        register(Group.UNAVAILABLE.agentId, agents.uri("unavailable"));
        register(Group.FAILING.agentId, agents.uri("failing"));
        register(Group.GARBAGE.agentId, agents.uri("garbage"));
        register(Group.VANISHING.agentId, agents.vanishingUri());
        register(STREAM_AGENT, agents.uri("stream"));
        GatewayConfig config = GatewayConfig.builder().host("127.0.0.1").port(0)
                .defaultTimeoutSeconds(60).maxTimeoutSeconds(120).maxSseIdleSeconds(10).agentMaxResponseBytes(1 << 20)
                .agentMaxConcurrency(CAP).build();
        gateway = GatewayServer.builder(config, registry).start();
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).executor(Executors.newVirtualThreadPerTaskExecutor()).build();
    }

    @AfterAll
    static void stop() {
        if (client != null) {
            client.close();
        }
        if (gateway != null) {
            gateway.close();
        }
        if (agents != null) {
            agents.close();
        }
    }

    private static void register(String id, URI uri) {
        registry.register(new AgentRegistration(id, List.of(uri), null, Duration.ofMinutes(30)));
    }

    /** What one run saw. */
    static final class Run {
        final Map<String, LongAdder> tally = new ConcurrentHashMap<>();
        final ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
        final AtomicInteger problemCount = new AtomicInteger();
        final AtomicInteger replies = new AtomicInteger();
        final AtomicInteger sent = new AtomicInteger();
        final Map<Group, LongAdder> perGroup = new EnumMap<>(Group.class);

        Run() {
            for (Group g : Group.values()) {
                perGroup.put(g, new LongAdder());
            }
        }

        void problem(String p) {
            if (problemCount.incrementAndGet() <= 20) {
                problems.add(p);
            }
        }

        long count(Group g, String outcome) {
            LongAdder a = tally.get(g + " " + outcome);
            return a == null ? 0 : a.sum();
        }
    }

    @Test
    @Order(1)
    @Timeout(value = 100, unit = TimeUnit.SECONDS)
    void twentyThousandRequestsEachGetTheirOneRightReply() throws Exception {
        // warm-up at full concurrency (also checked), so the baseline heap holds every pool the run fills; on a cold
        // JVM a quick call to the slow agent may outlast its 1 s timeout, so there a timeout is tolerated
        Run warm = run(3, -1, true);
        assertThat(warm.problems).as("warm-up problems (%d)", warm.problemCount.get()).isEmpty();
        long heapBefore = LeakCheck.heapAfterGc();
        int echoBefore = agents.echo.requests.get();
        int slowBefore = agents.slow.requests.get();
        int cappedBefore = agents.capped.requests.get();
        int failingBefore = agents.failing.requests.get();
        agents.capped.maxInFlight.set(0);

        long t0 = System.nanoTime();
        Run run = run(0, agents.vanishing.requests.get() + VANISH_AFTER, false);
        long seconds = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        long heapAfter = LeakCheck.heapAfterGc();
        System.out.printf("load: %,d requests at %d concurrent in %,d ms; heap after GC %,d KiB -> %,d KiB;"
                + " capped agent max in flight %d; outcomes %s%n", run.sent.get(), CONCURRENCY, seconds,
                heapBefore >> 10, heapAfter >> 10, agents.capped.maxInFlight.get(), new TreeMap<>(run.tally));

        assertThat(run.sent.get()).isEqualTo(TOTAL);
        assertThat(run.problems).as("problems (%d in all)", run.problemCount.get()).isEmpty();
        assertThat(run.replies.get()).as("one reply per request").isEqualTo(TOTAL);
        for (Group g : Group.values()) {
            assertThat(run.perGroup.get(g).sum()).as("replies of " + g).isEqualTo((long) g.workers * g.perWorker);
        }
        // exactly one upstream call per forwarded request: nothing retried, nothing lost
        assertThat(agents.echo.requests.get() - echoBefore).isEqualTo(Group.ECHO.workers * Group.ECHO.perWorker);
        assertThat(agents.slow.requests.get() - slowBefore).isEqualTo(Group.SLOW.workers * Group.SLOW.perWorker);
        assertThat(agents.failing.requests.get() - failingBefore)
                .isEqualTo(Group.FAILING.workers * Group.FAILING.perWorker);
        // the cap, as the capped agent saw it: reached, never exceeded; each refused call never reached it
        assertThat(agents.capped.maxInFlight.get()).isBetween(2, CAP);
        assertThat(run.count(Group.CAPPED, "-32003 server_busy")).isPositive();
        assertThat(run.count(Group.CAPPED, "ok")).isPositive()
                .isEqualTo(agents.capped.requests.get() - cappedBefore);
        assertThat(run.count(Group.SLOW, "-32001 agent_timeout")).isEqualTo(Group.SLOW.workers * 3L);
        // the vanishing agent answered before it went, and was unreachable after
        assertThat(run.count(Group.VANISHING, "ok")).isGreaterThanOrEqualTo(VANISH_AFTER);
        assertThat(run.count(Group.VANISHING, "-32003 agent_unreachable")).isPositive();
        // no slot leaked, whatever the outcome
        for (Group g : Group.values()) {
            assertThat(gateway.inFlight(g.agentId)).as("slots of " + g.agentId).isZero();
        }
        assertThat(heapAfter - heapBefore).as("heap growth over %,d requests", TOTAL).isLessThan(HEAP_GROWTH_BOUND);
    }

    /**
     * Runs every group's clients at once: {@code perWorker} requests each (0: the group's own count), every reply
     * checked. {@code vanishAt} > 0 closes the vanishing agent once it has seen that many requests; {@code warmUp}
     * tolerates a timeout of the slow agent's quick calls.
     */
    private static Run run(int perWorker, int vanishAt, boolean warmUp) throws Exception {
        Run run = new Run();
        AtomicLong vanishedAt = new AtomicLong(Long.MAX_VALUE);
        List<Future<?>> all = new ArrayList<>();
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            if (vanishAt > 0) {
                all.add(pool.submit(() -> {
                    while (agents.vanishing.requests.get() < vanishAt) {
                        Thread.sleep(2);
                    }
                    agents.vanish();
                    vanishedAt.set(System.nanoTime());
                    return null;
                }));
            }
            for (Group g : Group.values()) {
                int n = perWorker > 0 ? perWorker : g.perWorker;
                for (int w = 0; w < g.workers; w++) {
                    int worker = w;
                    all.add(pool.submit(() -> {
                        for (int seq = 0; seq < n; seq++) {
                            one(run, g, g.call(worker, seq), vanishedAt, warmUp);
                        }
                        return null;
                    }));
                }
            }
            for (Future<?> f : all) {
                f.get(90, TimeUnit.SECONDS);
            }
        }
        return run;
    }

    private static void one(Run run, Group g, Group.Call c, AtomicLong vanishedAt, boolean warmUp) {
        run.sent.incrementAndGet();
        long sentAt = System.nanoTime();
        HttpResponse<byte[]> r;
        try {
            r = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + gateway.port() + "/a2a/"
                            + g.agentId)).timeout(Duration.ofSeconds(30)).header("Content-Type", c.contentType())
                            .POST(HttpRequest.BodyPublishers.ofString(c.body())).build(),
                    HttpResponse.BodyHandlers.ofByteArray());
        } catch (Exception e) {
            run.problem(g + " " + c.idJson() + ": no reply: " + e);
            return;
        }
        run.replies.incrementAndGet();
        run.perGroup.get(g).increment();
        ParsedReply p;
        try {
            p = ParsedReply.of(r.statusCode(), r.headers().firstValue("Content-Type").orElse(null), r.body());
        } catch (ParsedReply.Malformed e) {
            run.problem(g + " " + c.idJson() + ": malformed reply: " + e.getMessage());
            return;
        }
        run.tally.computeIfAbsent(g + " " + p.outcome(), k -> new LongAdder()).increment();
        String problem = g.problem(c, p, sentAt - vanishedAt.get() > 0);
        if (problem != null && !(warmUp && g == Group.SLOW && "-32001 agent_timeout".equals(p.outcome()))) {
            run.problem(g + " " + c.idJson() + ": " + problem);
        }
    }

    @Test
    @Order(2)
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void sseDisconnectStormLeaksNoSlots() throws Exception {
        int opened = 0;
        long id = 1;
        int before = agents.stream.requests.get();
        int endedBefore = agents.streamsEndedByPeer.get();
        long t0 = System.nanoTime();
        for (int wave = 0; wave < STORM_WAVES; wave++) {
            List<Future<String>> clients = new ArrayList<>();
            List<Long> ids = new ArrayList<>();
            try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
                for (int i = 0; i < CAP; i++) { // as many as the cap: each must get its stream
                    long streamId = id++;
                    SseStormClient.Leave leave = SseStormClient.Leave.values()[(wave + i) % 3];
                    ids.add(leave == SseStormClient.Leave.RESET_AT_ONCE ? -1 : streamId);
                    clients.add(pool.submit(() -> SseStormClient.openAndLeave(gateway.port(), STREAM_AGENT,
                            streamId, leave)));
                }
                for (int i = 0; i < clients.size(); i++) {
                    String frame = clients.get(i).get(20, TimeUnit.SECONDS);
                    if (ids.get(i) >= 0) {
                        assertThat(frame).as("first frame of stream %d", ids.get(i))
                                .isEqualTo(LoadAgents.frame(Long.toString(ids.get(i)), 0));
                        opened++;
                    }
                }
            }
            awaitReleased("wave " + wave);
        }
        long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        System.out.printf("sse storm: %d clients in %d waves, %d read a frame then left, %d left at once; agent saw %d"
                + " streams, %d ended by the peer; %,d ms%n", STORM_WAVES * CAP, STORM_WAVES, opened,
                STORM_WAVES * CAP - opened, agents.stream.requests.get() - before,
                agents.streamsEndedByPeer.get() - endedBefore, ms);
        assertThat(agents.stream.requests.get() - before).isBetween(opened, STORM_WAVES * CAP);
        // every upstream stream ended because the gateway hung up on the agent, none by the agent's own deadline
        assertThat(agents.streamsEndedByPeer.get() - endedBefore).isEqualTo(agents.stream.requests.get() - before);
        // the slots are really free: a full cap's worth of new streams opens at once afterwards
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<String>> again = new ArrayList<>();
            for (int i = 0; i < CAP; i++) {
                long streamId = 1_000_000 + i;
                again.add(pool.submit(() -> SseStormClient.openAndLeave(gateway.port(), STREAM_AGENT, streamId,
                        SseStormClient.Leave.RESET_AFTER_FRAME)));
            }
            for (Future<String> f : again) {
                assertThat(f.get(20, TimeUnit.SECONDS)).startsWith("data: {\"jsonrpc\":\"2.0\",\"id\":1000");
            }
        }
        awaitReleased("after the storm");
    }

    /** Within 5 s the gateway holds no slot for the streaming agent and the agent has no stream open. */
    private static void awaitReleased(String when) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while ((gateway.inFlight(STREAM_AGENT) != 0 || agents.openStreams.get() != 0) && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertThat(gateway.inFlight(STREAM_AGENT)).as("gateway slots held %s", when).isZero();
        assertThat(agents.openStreams.get()).as("agent streams still open %s", when).isZero();
    }
}
