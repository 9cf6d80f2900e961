package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.gateway.error.Failure;
import java.util.List;

/**
 * What one of the gateway's gates decided for one request: passed with what it established (the agent, the
 * deadline, the agent's answer) and any advisories, or failed with the gateway error to send and the findings the
 * trace records.
 *
 * @param <T> what a pass establishes
 */
sealed interface GateVerdict<T> {
    /** The gate passed. */
    record Passed<T>(T value, List<Finding> advisories) implements GateVerdict<T> {
    }

    /** The gate failed: {@code failure} is the reply's error, {@code findings} what the trace records. */
    record Failed<T>(Failure failure, List<Finding> findings) implements GateVerdict<T> {
    }

    /** A pass without advisories. */
    static <T> GateVerdict<T> pass(T value) {
        return new Passed<>(value, List.of());
    }

    /** A failure whose trace findings are those its reply carries. */
    static <T> GateVerdict<T> fail(Failure failure) {
        return new Failed<>(failure, failure.findings());
    }

    /** A failure with its own trace findings. */
    static <T> GateVerdict<T> fail(Failure failure, List<Finding> findings) {
        return new Failed<>(failure, findings);
    }
}
