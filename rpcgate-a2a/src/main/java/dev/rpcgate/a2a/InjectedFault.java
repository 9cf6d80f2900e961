package dev.rpcgate.a2a;

/**
 * The handler failure the request trace injects on request: thrown before any receipt is kept, reported like any
 * handler exception (-32603 at HANDLER, {@code data.exception} {@code "InjectedFault"}).
 */
final class InjectedFault extends RuntimeException {
    private static final long serialVersionUID = 1L;

    InjectedFault() {
        super("injected server fault", null, false, false);
    }
}
