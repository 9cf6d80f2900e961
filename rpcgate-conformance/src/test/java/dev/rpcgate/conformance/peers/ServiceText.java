package dev.rpcgate.conformance.peers;

/** What every peer's {@code fail} handler throws: a message a leaked error would make visible. */
final class ServiceText {
    /**
     * Carries a fake secret, so a reply that echoes the exception's message is easy to spot among the actual replies
     * in the matrix; it holds no stack-trace-like text, so the harness's stack-trace check flags only real traces.
     */
    static final String FAIL_MESSAGE = dev.rpcgate.conformance.ConformanceService.FAIL_MESSAGE;

    private ServiceText() {
    }
}
