package dev.rpcgate.runtime;

import dev.rpcgate.core.message.Id;
import java.util.LinkedHashMap;
import java.util.Map;

/** The last {@code capacity} ids remembered with what became of them; older ones are forgotten. Thread-safe. */
final class RecentIds<V> {
    private final LinkedHashMap<Id, V> ids;

    RecentIds(int capacity) {
        this.ids = new LinkedHashMap<>(16, 0.75f, false) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<Id, V> eldest) {
                return size() > capacity;
            }
        };
    }

    synchronized void remember(Id id, V what) {
        ids.put(id, what);
    }

    /** What became of {@code id}, or {@code null} when it is not (or no longer) remembered. */
    synchronized V find(Id id) {
        return ids.get(id);
    }

    synchronized int size() {
        return ids.size();
    }
}
