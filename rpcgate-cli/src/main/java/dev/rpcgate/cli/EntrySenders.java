package dev.rpcgate.cli;

import dev.rpcgate.transcript.PeerName;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Which peer sent each entry fed to one checker, so that a finding about an earlier entry (an unanswered call
 * reported at the end of a log) can name its sender. One bit an entry: a log of ten million entries costs about a
 * megabyte here, where keeping the entries would cost gigabytes.
 */
final class EntrySenders {
    private final List<PeerName> peers;
    private final BitSet second = new BitSet();
    private int count;

    EntrySenders(List<PeerName> peers) {
        this.peers = List.copyOf(peers);
    }

    /** Records the sender of the next entry (the checker numbers entries the same way); returns its index. */
    int add(PeerName sender) {
        if (sender.equals(peers.get(1))) {
            second.set(count);
        }
        return count++;
    }

    /** The sender of entry {@code index}, when it was recorded (a sender that is no peer reads as the first). */
    Optional<PeerName> find(Integer index) {
        if (index == null || index < 0 || index >= count) {
            return Optional.empty();
        }
        return Optional.of(peers.get(second.get(index) ? 1 : 0));
    }
}
