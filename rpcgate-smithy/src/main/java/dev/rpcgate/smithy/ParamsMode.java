package dev.rpcgate.smithy;

import java.util.Optional;

/** How a method takes its params: by name (an object), by position (an array), or either way. */
public enum ParamsMode {
    /** An object whose members are the input members; the default when a method does not say. */
    NAMED("named"),
    /** An array of the input members in the method's declared order. */
    POSITIONAL("positional"),
    /** Either form. */
    EITHER("either");

    private final String label;

    ParamsMode(String label) {
        this.label = label;
    }

    /** The mode as the {@code @method} trait writes it. */
    public String label() {
        return label;
    }

    /** True when params may be an array. */
    public boolean acceptsPositional() {
        return this != NAMED;
    }

    /** True when params may be an object. */
    public boolean acceptsNamed() {
        return this != POSITIONAL;
    }

    /** The mode with this label, if any. */
    public static Optional<ParamsMode> findLabel(String label) {
        for (ParamsMode mode : values()) {
            if (mode.label.equals(label)) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }
}
