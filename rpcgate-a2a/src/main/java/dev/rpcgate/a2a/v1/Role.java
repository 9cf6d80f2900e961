package dev.rpcgate.a2a.v1;

import java.util.Optional;

/** Who sent a message (proto enum {@code Role}), with its ProtoJSON name and its number. */
public enum Role {
    /** {@code ROLE_UNSPECIFIED} (0): not set. */
    UNSPECIFIED("ROLE_UNSPECIFIED", 0),
    /** {@code ROLE_USER} (1): the client. */
    USER("ROLE_USER", 1),
    /** {@code ROLE_AGENT} (2): the agent. */
    AGENT("ROLE_AGENT", 2);

    private final String wireName;
    private final int number;

    Role(String wireName, int number) {
        this.wireName = wireName;
        this.number = number;
    }

    /** The value's name in the proto, which ProtoJSON writes, e.g. {@code ROLE_USER}. */
    public String wireName() {
        return wireName;
    }

    /** The value's number in the proto. */
    public int number() {
        return number;
    }

    /** The role of that proto name. */
    public static Optional<Role> findByWireName(String wireName) {
        for (Role r : values()) {
            if (r.wireName.equals(wireName)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** The role of that proto number. */
    public static Optional<Role> findByNumber(int number) {
        for (Role r : values()) {
            if (r.number == number) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
}
