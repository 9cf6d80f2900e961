package dev.rpcgate.transcript.checker;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The answered calls of one sender, remembered to tell a duplicate reply from an unsolicited one, and its 1.0
 * notifications, remembered to recognise a reply to one. Bounded: past the limit the oldest is forgotten.
 */
final class AnsweredMemory {
    private final int limit;
    private final LinkedHashMap<IdKey, Answered> remembered = new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<IdKey, Answered> eldest) {
            return forget(eldest.getKey());
        }
    };
    private boolean forgot;
    private int notifications;
    private int lastNotification = -1;

    AnsweredMemory(int limit) {
        this.limit = limit;
    }

    /**
     * One answered call.
     *
     * @param call   the call's entry (or its batch's)
     * @param reply  the first reply's entry
     * @param missed true when that reply was its batch's reply array, which left the call out
     */
    record Answered(int call, int reply, boolean missed) {
    }

    void remember(IdKey key, int call, int reply) {
        remember(key, call, reply, false);
    }

    /** Remembers a call of a request batch whose reply array left it out (it was reported missing there). */
    void rememberMissed(IdKey key, int call, int reply) {
        remember(key, call, reply, true);
    }

    private void remember(IdKey key, int call, int reply, boolean missed) {
        if (key.isNotification()) {
            if (remembered.remove(key) != null) {
                notifications--;
            }
            remembered.put(key, new Answered(call, reply, missed));
        } else {
            remembered.putLast(key, new Answered(call, reply, missed)); // one look-up; a remembered id moves to the end
        }
    }

    void rememberNotification(int entry) {
        remembered.put(IdKey.notification(entry), new Answered(entry, -1, false));
        notifications++;
        lastNotification = entry;
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

    /**
     * Past the limit (one insertion adds at most one), the map drops its oldest entry, {@code eldest}: true then,
     * after counting what is forgotten.
     */
    private boolean forget(IdKey eldest) {
        if (remembered.size() <= limit) {
            return false;
        }
        if (eldest.isNotification()) {
            notifications--;
        }
        forgot = true;
        return true;
    }
}
