package dev.rpcgate.a2a.v03;

/** Who sent a message: {@code user} (the client) or {@code agent} (the service). */
public enum Role {
    /** The client. */
    USER("user"),
    /** The agent. */
    AGENT("agent");

    private final String wire;

    Role(String wire) {
        this.wire = wire;
    }

    /** The name on the wire. */
    public String wire() {
        return wire;
    }

    /** The role of that wire name. */
    public static Role expect(String wire) {
        for (Role r : values()) {
            if (r.wire.equals(wire)) {
                return r;
            }
        }
        throw new IllegalArgumentException("not a role: \"" + wire + "\"");
    }
}
