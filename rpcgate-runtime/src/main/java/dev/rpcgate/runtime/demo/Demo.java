package dev.rpcgate.runtime.demo;

import dev.rpcgate.runtime.MethodRegistry;
import java.util.Arrays;

/**
 * The demo services {@code rpcgate serve --demo} offers, each a {@link MethodRegistry} prepared once. Use them to try
 * a transport or a client against a server whose every answer is known in advance.
 */
public enum Demo {
    /**
     * The JSON-RPC 2.0 specification's example methods, with exactly the specification's results and errors:
     * {@code subtract} (by position or by name), {@code sum}, {@code update}, {@code notify_hello},
     * {@code notify_sum} and {@code get_data}. Numbers are integers of any size (up to 4096 digits). Also
     * {@code fail}, which always throws an {@code IllegalStateException}: -32603 with {@code data.exception}.
     */
    SPEC("spec"),
    /**
     * The lesson's progress demo: {@code slow_count} with {@code {"n": k}} sends k {@code $/progress} notifications
     * {@code {"requestId": <call id>, "done": i, "total": k}}, then answers {@code k}.
     */
    PROGRESS("progress");

    private final String label;
    private final MethodRegistry methods;

    Demo(String label) {
        this.label = label;
        this.methods = switch (label) {
            case "spec" -> SpecMethods.registry();
            default -> ProgressMethods.registry();
        };
    }

    /** The name on the command line: {@code spec} or {@code progress}. */
    public String label() {
        return label;
    }

    /** The demo's methods (immutable, thread-safe, shared). */
    public MethodRegistry methods() {
        return methods;
    }

    /**
     * The demo with this label.
     *
     * @throws IllegalArgumentException for an unknown label, naming the known ones
     */
    public static Demo expectLabel(String label) {
        for (Demo d : values()) {
            if (d.label.equals(label)) {
                return d;
            }
        }
        throw new IllegalArgumentException("'" + label + "' is not a demo: use "
                + String.join(" or ", Arrays.stream(values()).map(Demo::label).toList()));
    }

    /** The label. */
    @Override
    public String toString() {
        return label;
    }
}
