package dev.rpcgate.transcript;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The answered calls of one sender, remembered to tell a duplicate reply from an unsolicited one, and its 1.0
 * notifications, remembered to recognise a reply to one. Bounded: past the limit the oldest is forgotten.
 */
final class AnsweredMemory {
    private final int limit;
    private final LinkedHashMap<IdKey, Answered> remembered = new LinkedHashMap<>();
    private boolean forgot;
    private int notifications;
    private int lastNotification = -1;

    AnsweredMemory(int limit) {
        this.limit = limit;
    }

    /**
     * One answered call.
     *
     * @param call  the call's entry (or its batch's)
     * @param reply the first reply's entry
     */
    record Answered(int call, int reply) {
    }

    void remember(IdKey key, int call, int reply) {
        Answered was = remembered.remove(key);
        if (was != null && key.isNotification()) {
            notifications--;
        }
        remembered.put(key, new Answered(call, reply));
        trim();
    }

    void rememberNotification(int entry) {
        remembered.put(IdKey.notification(entry), new Answered(entry, -1));
        notifications++;
        lastNotification = entry;
        trim();
    }

    Answered find(IdKey key) {
        return remembered.get(key);
    }

    int size() {
        return remembered.size();
    }

    /** True once some answered id or notification was forgotten. */
    boolean forgot() {
        return forgot;
    }

    boolean hasNotifications() {
        return notifications > 0;
    }

    int lastNotification() {
        return lastNotification;
    }

    private void trim() {
        Iterator<Map.Entry<IdKey, Answered>> oldest = remembered.entrySet().iterator();
        while (remembered.size() > limit) {
            if (oldest.next().getKey().isNotification()) {
                notifications--;
            }
            oldest.remove();
            forgot = true;
        }
    }
}
