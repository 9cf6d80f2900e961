package dev.rpcgate.runtime.demo;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.InvalidParams;
import dev.rpcgate.runtime.MethodRegistry;
import dev.rpcgate.runtime.bind.ParamStyle;
import dev.rpcgate.runtime.bind.RpcMethod;
import dev.rpcgate.runtime.bind.RpcParam;
import dev.rpcgate.runtime.bind.TypedBinding;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The lesson's progress demo: one call, k progress notifications, then the result. */
final class ProgressMethods {
    /** The largest count: a demo call must end. */
    static final int MAX_N = 10_000;
    /** The longest pause between steps, in milliseconds. */
    static final int MAX_DELAY_MS = 60_000;
    /** The pause between steps when the call names none: long enough to watch, short enough to wait for. */
    static final int DEFAULT_DELAY_MS = 100;

    private ProgressMethods() {
    }

    /** The bound method. */
    interface Api {
        /**
         * Counts to n, sending {@code $/progress} after each step and pausing {@code delayMs} before it; answers n.
         * Cancellable at every step.
         */
        @RpcMethod(name = "slow_count", params = ParamStyle.BY_NAME)
        long slowCount(@RpcParam("n") long n, @RpcParam("delayMs") Optional<Long> delayMs, CallContext context)
                throws InterruptedException;
    }

    static MethodRegistry registry() {
        return TypedBinding.bind(Api.class, ProgressMethods::slowCount);
    }

    private static long slowCount(long n, Optional<Long> delayMs, CallContext context) throws InterruptedException {
        long delay = delayMs.orElse((long) DEFAULT_DELAY_MS);
        List<Finding> findings = new ArrayList<>(2);
        if (n < 0 || n > MAX_N) {
            findings.add(Finding.error(SharedCode.OUT_OF_RANGE, "n is a whole number from 0 to " + MAX_N + ", was " + n,
                    "/params/n", null));
        }
        if (delay < 0 || delay > MAX_DELAY_MS) {
            findings.add(Finding.error(SharedCode.OUT_OF_RANGE, "delayMs is a whole number from 0 to " + MAX_DELAY_MS
                    + ", was " + delay, "/params/delayMs", null));
        }
        if (!findings.isEmpty()) {
            throw new InvalidParams(findings);
        }
        for (long i = 1; i <= n; i++) {
            context.cancellation().throwIfCancelled();
            if (delay > 0) {
                Thread.sleep(delay); // a cancel interrupts it: the connection answers the call as cancelled
            }
            context.progress(i, n);
        }
        return n;
    }
}
