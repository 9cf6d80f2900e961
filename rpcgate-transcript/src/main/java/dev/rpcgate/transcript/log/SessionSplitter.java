package dev.rpcgate.transcript.log;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.TranscriptCode;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Splits one log into independent sessions (interleaved connections whose ids may collide), keyed by the value a
 * {@link LogMapping#withSession session pointer} names, and keeps one state per live session, typically a
 * transcript checker. At most {@code maxSessions} are live: an entry that would open one more is refused with one
 * {@code SessionLimit} finding for its key (later entries of that key are refused silently and counted).
 * Not thread-safe.
 *
 * @param <S> the per-session state
 */
public final class SessionSplitter<S> {
    /** The default bound on live sessions. */
    public static final int DEFAULT_MAX_SESSIONS = 1024;
    /** The key of entries read without a session pointer. */
    public static final String NO_SESSION = "";
    private static final int REMEMBERED_REFUSALS = 4096;

    private final Function<String, S> open;
    private final int maxSessions;
    private final Map<String, S> sessions = new LinkedHashMap<>();
    private final Map<String, Boolean> refusedKeys = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > REMEMBERED_REFUSALS;
        }
    };
    private long refused;

    /** A splitter with the default bound that opens a session's state with {@code open}. */
    public SessionSplitter(Function<String, S> open) {
        this(open, DEFAULT_MAX_SESSIONS);
    }

    /**
     * A splitter with another bound.
     *
     * @throws LogConfigurationException when {@code maxSessions} is below 1
     */
    public SessionSplitter(Function<String, S> open, int maxSessions) {
        this.open = Objects.requireNonNull(open, "open");
        if (maxSessions < 1) {
            throw new LogConfigurationException("the session bound must be at least 1, was " + maxSessions);
        }
        this.maxSessions = maxSessions;
    }

    /**
     * What routing one entry gave: its session's key and state, or a refusal.
     *
     * @param key     the session key ({@link #NO_SESSION} for an entry without one)
     * @param session the session's state; empty when the bound refused the entry
     * @param finding the {@code SessionLimit} finding of the first refusal of this key
     */
    public record Route<S>(String key, Optional<S> session, Optional<Finding> finding) {
    }

    /** The session of an entry, opening it on first use when the bound allows. */
    public Route<S> route(LogEntry entry) {
        String key = entry.session().orElse(NO_SESSION);
        S state = sessions.get(key);
        if (state != null) {
            return new Route<>(key, Optional.of(state), Optional.empty());
        }
        if (sessions.size() < maxSessions) {
            state = Objects.requireNonNull(open.apply(key), "open returned null");
            sessions.put(key, state);
            refusedKeys.remove(key);
            return new Route<>(key, Optional.of(state), Optional.empty());
        }
        refused++;
        if (refusedKeys.put(key, Boolean.TRUE) != null) {
            return new Route<>(key, Optional.empty(), Optional.empty());
        }
        SourceLocation at = entry.entry().location().orElse(null);
        Finding f = Finding.error(TranscriptCode.SESSION_LIMIT, "expected at most " + maxSessions + " live sessions,"
                + " found session \"" + key + "\" as one more; its entries are skipped",
                "", at);
        return new Route<>(key, Optional.empty(), Optional.of(f));
    }

    /** Ends a session (e.g. its connection closed), freeing its place; returns its state if it was live. */
    public Optional<S> close(String key) {
        return Optional.ofNullable(sessions.remove(key));
    }

    /** The live sessions in the order they opened, e.g. to finish each at the end of the log. */
    public Map<String, S> sessions() {
        return Collections.unmodifiableMap(sessions);
    }

    /** How many entries the bound refused. */
    public long refused() {
        return refused;
    }
}
