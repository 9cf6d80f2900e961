package dev.rpcgate.transcript.log;

import dev.rpcgate.transcript.PeerName;
import java.util.Map;
import java.util.Objects;

/** Which peer sent a selected log record's message. */
public sealed interface SenderSource {

    /**
     * Every message is from one peer: the log has one direction.
     *
     * @param peer the sender
     */
    record Fixed(PeerName peer) implements SenderSource {
        /** Checks the peer. */
        public Fixed {
            Objects.requireNonNull(peer, "peer");
        }
    }

    /**
     * The string at the pointer names the sender through {@code values}; a value the map lacks is a finding.
     *
     * @param pointer a JSON Pointer into the record
     * @param values  the sender for each field value, not empty
     */
    record Field(String pointer, Map<String, PeerName> values) implements SenderSource {
        /** Checks the pointer and copies the map. */
        public Field {
            MappingPointers.check(pointer);
            Objects.requireNonNull(values, "values");
            if (values.isEmpty()) {
                throw new LogConfigurationException("the sender map for " + (pointer.isEmpty() ? "the record" : pointer)
                        + " cannot be empty");
            }
            values = Map.copyOf(values);
        }
    }

    /** A fixed sender. */
    static SenderSource fixed(PeerName peer) {
        return new Fixed(peer);
    }

    /** A sender named by the string at {@code pointer}. */
    static SenderSource field(String pointer, Map<String, PeerName> values) {
        return new Field(pointer, values);
    }
}
