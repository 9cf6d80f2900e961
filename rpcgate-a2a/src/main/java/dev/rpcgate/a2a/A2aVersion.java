package dev.rpcgate.a2a;

import java.util.Optional;

/** The A2A protocol versions rpcgate supports, by their {@code Major.Minor} label as {@code A2A-Version} carries it. */
public enum A2aVersion {
    /** A2A v0.3: slash method names, {@code kind} discriminators; what an absent {@code A2A-Version} means. */
    V0_3("0.3"),
    /** A2A v1.0: PascalCase methods, ProtoJSON payloads defined by the normative proto. */
    V1_0("1.0");

    private final String label;

    A2aVersion(String label) {
        this.label = label;
    }

    /** The {@code Major.Minor} label, e.g. {@code "1.0"}. */
    public String label() {
        return label;
    }

    /** The version of exactly that label ({@code "0.3"} or {@code "1.0"}); empty for any other text. */
    public static Optional<A2aVersion> findByLabel(String label) {
        for (A2aVersion v : values()) {
            if (v.label.equals(label)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }
}
