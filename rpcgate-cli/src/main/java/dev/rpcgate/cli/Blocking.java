package dev.rpcgate.cli;

import java.util.concurrent.CountDownLatch;

/**
 * Runs until SIGTERM or Ctrl-C, then performs the given stop action (which drains) before the JVM exits: how the
 * commands that start servers ({@code lab}, {@code gateway}, {@code demo}) wait.
 */
final class Blocking {
    private Blocking() {
    }

    /** Blocks until the JVM shuts down (the stop action then runs in the shutdown hook) or the thread is interrupted. */
    static int untilShutdown(Runnable stop) {
        CountDownLatch stopped = new CountDownLatch(1);
        ShutdownHook hook = ShutdownHook.register(() -> {
            stop.run();
            stopped.countDown();
        });
        try {
            stopped.await();
            return Main.OK;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.run();
            return Main.OK;
        } finally {
            hook.close();
        }
    }
}
