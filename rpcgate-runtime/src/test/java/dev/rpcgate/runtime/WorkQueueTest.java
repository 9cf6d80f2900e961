package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonReader;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The in-flight bound and the queue bounded in bytes. */
@Timeout(30)
class WorkQueueTest {
    private final List<Work> started = new CopyOnWriteArrayList<>();

    /** A unit of {@code bytes} text bytes; it counts those plus {@link Work#UNIT_COST} against the bound. */
    private static Work work(int bytes) {
        return Work.of(JsonReader.standard().read("[]"), new byte[bytes], 1, Map.of(), false);
    }

    /** Waits (with a deadline) until {@code t} is parked: it is blocked in submit. */
    private static void awaitBlocked(Thread t) {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(10));
        while (t.getState() != Thread.State.WAITING) {
            assertThat(Instant.now()).as("the submitting thread blocks").isBefore(deadline);
            Thread.onSpinWait();
        }
    }

    @Test
    void runsUpToTheBoundThenQueuesInOrder() {
        WorkQueue q = new WorkQueue(2, 1000 + 4 * Work.UNIT_COST, started::add);
        Work a = work(10);
        Work b = work(10);
        Work c = work(10);
        Work d = work(10);
        q.submit(a);
        q.submit(b);
        q.submit(c);
        q.submit(d);
        assertThat(started).containsExactly(a, b);
        assertThat(q.running()).isEqualTo(2);
        assertThat(q.queued()).isEqualTo(2);
        q.finished();
        assertThat(started).containsExactly(a, b, c);
        q.finished();
        q.finished();
        q.finished();
        assertThat(started).containsExactly(a, b, c, d);
        assertThat(q.running()).isZero();
        q.awaitIdle();
    }

    @Test
    void submitWaitsWhileTheQueueIsFullInBytes() throws InterruptedException {
        WorkQueue q = new WorkQueue(1, 100 + Work.UNIT_COST, started::add);
        q.submit(work(10));
        Work big = work(150);
        q.submit(big); // over the bound, but an empty queue always takes one unit
        Work next = work(1);
        Thread submitter = Thread.ofPlatform().start(() -> q.submit(next));
        awaitBlocked(submitter);
        assertThat(q.queued()).isEqualTo(1);
        q.finished(); // the running unit ends: big starts, the queue has room
        submitter.join(10_000);
        assertThat(submitter.isAlive()).isFalse();
        assertThat(started).hasSize(2).contains(big);
        assertThat(q.queued()).isEqualTo(1);
    }

    @Test
    void aQueuedUnitCanBeTakenOutAndThatMakesRoom() throws InterruptedException {
        WorkQueue q = new WorkQueue(1, 100 + Work.UNIT_COST, started::add);
        q.submit(work(10));
        Work queued = work(100);
        q.submit(queued);
        Work next = work(1);
        Thread submitter = Thread.ofPlatform().start(() -> q.submit(next));
        awaitBlocked(submitter);
        assertThat(q.removeQueued(queued)).isTrue();
        assertThat(q.removeQueued(queued)).as("only once").isFalse();
        submitter.join(10_000);
        assertThat(submitter.isAlive()).isFalse();
        assertThat(q.queued()).isEqualTo(1);
        assertThat(started).hasSize(1);
    }

    @Test
    void aUnitCountsItsTextAFixedCostAndEachCallsState() {
        Map<dev.rpcgate.core.message.Id, CallState> calls = Map.of(
                dev.rpcgate.core.message.Id.of(dev.rpcgate.core.json.JsonNumber.of(1)), new CallState(),
                dev.rpcgate.core.message.Id.of(dev.rpcgate.core.json.JsonNumber.of(2)), new CallState());
        Work w = Work.of(JsonReader.standard().read("[]"), new byte[40], 1, calls, false);
        assertThat(w.bytes()).isEqualTo(40 + Work.UNIT_COST + 2 * Work.CALL_COST);
    }

    @Test
    void aWaitingUnitShedsItsTreeAndReadsItsTextAgainWhenItStarts() {
        WorkQueue q = new WorkQueue(1, 10_000, started::add);
        byte[] text = "{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"id\":7}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        var parse = JsonReader.standard().read(text);
        Work first = Work.of(parse, text, 1, Map.of(), true);
        Work waiting = Work.of(parse, text, 3, Map.of(), true);
        q.submit(first);
        q.submit(waiting);
        assertThat(first.parse(JsonReader.standard())).as("a unit that starts at once keeps its tree").isSameAs(parse);
        var again = waiting.parse(JsonReader.standard());
        assertThat(again).as("a unit that waited reads its text again").isNotSameAs(parse);
        assertThat(again.value()).isEqualTo(parse.value());
        assertThat(again.value().location().orElseThrow().line()).as("on its own line of the stream").isEqualTo(3);
    }

    @Test
    void equalTextsAreTwoUnits() {
        WorkQueue q = new WorkQueue(1, 1000 + 4 * Work.UNIT_COST, started::add);
        q.submit(work(1));
        q.submit(work(1));
        q.submit(work(1));
        assertThat(q.queued()).isEqualTo(2);
    }
}
