package dev.rpcgate.conformance;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The result of a run: every case on every column (a peer over one of its transports), plus the peers that could
 * not be started and why.
 *
 * @param cases       the cases, in order
 * @param columns     the columns, in order, each with one outcome per case
 * @param notStarted  peer name → why it could not run
 * @param settings    the waits used
 * @param startedAt   when the run began
 * @param took        how long it took
 */
public record Matrix(List<ConformanceCase> cases, List<Column> columns, Map<String, String> notStarted,
        RunSettings settings, Instant startedAt, Duration took) {
    /** Copies the collections. */
    public Matrix {
        cases = List.copyOf(cases);
        columns = List.copyOf(columns);
        notStarted = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(notStarted));
    }

    /**
     * One peer over one transport.
     *
     * @param peer        the peer's name
     * @param description what the peer is
     * @param transport   the transport
     * @param outcomes    one per case, in case order
     */
    public record Column(String peer, String description, Peer.Transport transport, List<Outcome> outcomes) {
        /** Copies the outcomes. */
        public Column {
            outcomes = List.copyOf(outcomes);
        }

        /** {@code rpcgate (stream)}. */
        public String label() {
            return peer + " (" + transport.name().toLowerCase(java.util.Locale.ROOT) + ")";
        }

        /** How many cases ended with each status. */
        public Map<Outcome.Status, Integer> counts() {
            Map<Outcome.Status, Integer> m = new EnumMap<>(Outcome.Status.class);
            for (Outcome.Status s : Outcome.Status.values()) {
                m.put(s, 0);
            }
            outcomes.forEach(o -> m.merge(o.status(), 1, Integer::sum));
            return m;
        }

        /** Cases that applied: everything but {@link Outcome.Status#NOT_APPLICABLE}. */
        public int applicable() {
            return outcomes.size() - counts().get(Outcome.Status.NOT_APPLICABLE);
        }

        /** Cases passed. */
        public int passed() {
            return counts().get(Outcome.Status.PASS);
        }
    }

    /**
     * Runs every case on every peer the factories start, one column per transport of each peer; each peer is closed
     * after its columns. {@code progress} hears one line per column.
     */
    public static Matrix run(List<ConformanceCase> cases, List<PeerFactory> peers, RunSettings settings,
            Consumer<String> progress) {
        Instant startedAt = Instant.now();
        long t0 = System.nanoTime();
        CaseRunner runner = new CaseRunner(settings);
        List<Column> columns = new ArrayList<>();
        Map<String, String> notStarted = new LinkedHashMap<>();
        for (PeerFactory factory : peers) {
            Peer peer;
            try {
                peer = factory.start();
            } catch (Exception | LinkageError e) {
                String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                notStarted.put(factory.name(), why);
                progress.accept(factory.name() + ": not run: " + why);
                continue;
            }
            try (peer) {
                for (Peer.Transport t : Peer.Transport.values()) {
                    if (!peer.transports().contains(t)) {
                        continue;
                    }
                    long c0 = System.nanoTime();
                    List<Outcome> outcomes = new ArrayList<>();
                    for (ConformanceCase c : cases) {
                        outcomes.add(runner.run(peer, t, c));
                    }
                    Column col = new Column(peer.name(), peer.description(), t, outcomes);
                    columns.add(col);
                    progress.accept(String.format("%s: %d/%d passed, %d n.a. (%.1f s)", col.label(), col.passed(),
                            col.applicable(), outcomes.size() - col.applicable(), (System.nanoTime() - c0) / 1e9));
                }
            }
        }
        return new Matrix(cases, columns, notStarted, settings, startedAt, Duration.ofNanos(System.nanoTime() - t0));
    }
}
