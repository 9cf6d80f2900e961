package dev.rpcgate.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One incoming call's cancellation signal, and the guard that lets a cancel interrupt the handler's thread without
 * ever interrupting a write: an interrupted write on a socket or an interruptible channel closes it, so an interrupt
 * that comes while the handler writes is held back until the write ends. Thread-safe.
 */
final class CallState implements Cancellation {
    private final ReentrantLock lock = new ReentrantLock();
    private volatile boolean cancelled;
    private List<Runnable> actions;
    private Thread runner;
    private int writing;
    private boolean interruptDue;

    @Override
    public boolean isCancelled() {
        return cancelled;
    }

    @Override
    public void onCancel(Runnable action) {
        lock.lock();
        try {
            if (!cancelled) {
                if (actions == null) {
                    actions = new ArrayList<>(2);
                }
                actions.add(action);
                return;
            }
        } finally {
            lock.unlock();
        }
        action.run();
    }

    /** Sets the signal (once), interrupts the handler if it is running, and runs the cancel actions here. */
    void cancel() {
        List<Runnable> toRun;
        lock.lock();
        try {
            if (cancelled) {
                return;
            }
            cancelled = true;
            toRun = actions;
            actions = null;
            if (runner != null) {
                if (writing > 0) {
                    interruptDue = true;
                } else {
                    runner.interrupt();
                }
            }
        } finally {
            lock.unlock();
        }
        if (toRun != null) {
            for (Runnable r : toRun) {
                try {
                    r.run();
                } catch (RuntimeException ignored) {
                    // a handler's cancel action failing must not stop the cancel or the reader that delivers it
                }
            }
        }
    }

    /** The handler starts running on this thread: from now on a cancel interrupts it. */
    void enter() {
        lock.lock();
        try {
            runner = Thread.currentThread();
        } finally {
            lock.unlock();
        }
    }

    /** The handler has returned: no interrupt reaches this thread any more, and one that did is cleared. */
    void exit() {
        lock.lock();
        try {
            runner = null;
            interruptDue = false;
            writing = 0;
        } finally {
            lock.unlock();
        }
        Thread.interrupted(); // the reply is written next, and must not be written by an interrupted thread
    }

    /** The handler's thread starts writing; an interrupt now waits for {@link #endWrite()}. */
    void beginWrite() {
        lock.lock();
        try {
            if (runner == Thread.currentThread()) {
                writing++;
            }
        } finally {
            lock.unlock();
        }
    }

    /** The write has ended; an interrupt held back meanwhile is delivered now. */
    void endWrite() {
        lock.lock();
        try {
            if (runner == Thread.currentThread() && writing > 0 && --writing == 0 && interruptDue) {
                interruptDue = false;
                runner.interrupt();
            }
        } finally {
            lock.unlock();
        }
    }
}
