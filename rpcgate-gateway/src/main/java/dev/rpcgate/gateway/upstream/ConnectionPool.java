package dev.rpcgate.gateway.upstream;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The idle keep-alive connections to one instance (host and port), most recently used first: at most
 * {@code maxIdle}, none older than its idle limit. A connection taken is checked first: one the agent closed (or sent
 * unasked bytes on) while it was idle is closed and the next one tried. Thread-safe.
 */
final class ConnectionPool {
    private final ReentrantLock lock = new ReentrantLock();
    private final ArrayDeque<AgentConnection> idle = new ArrayDeque<>();
    private final int maxIdle;
    private boolean retired;

    ConnectionPool(int maxIdle) {
        this.maxIdle = maxIdle;
    }

    /** A healthy idle connection, or {@code null} when there is none. */
    AgentConnection take(long now) {
        while (true) {
            AgentConnection c;
            lock.lock();
            try {
                c = idle.pollFirst();
            } finally {
                lock.unlock();
            }
            if (c == null) {
                return null;
            }
            if (!c.expired(now) && c.stillIdle()) {
                return c;
            }
            c.close();
        }
    }

    /** Keeps {@code c} for reuse, or closes it when the pool is full or retired. */
    void give(AgentConnection c, long now) {
        c.idleSince = now;
        lock.lock();
        try {
            if (!retired && idle.size() < maxIdle) {
                idle.addFirst(c);
                return;
            }
        } finally {
            lock.unlock();
        }
        c.close();
    }

    /** Closes the connections idle past their limit; true when the pool is retired and empty. */
    boolean sweep(long now) {
        List<AgentConnection> old = new ArrayList<>();
        boolean gone;
        lock.lock();
        try {
            for (Iterator<AgentConnection> it = idle.descendingIterator(); it.hasNext(); ) {
                AgentConnection c = it.next();
                if (c.expired(now) || c.isClosed()) {
                    it.remove();
                    old.add(c);
                }
            }
            gone = retired && idle.isEmpty();
        } finally {
            lock.unlock();
        }
        old.forEach(AgentConnection::close);
        return gone;
    }

    /** Closes every idle connection; connections released later are closed too. */
    void retire() {
        List<AgentConnection> all;
        lock.lock();
        try {
            retired = true;
            all = new ArrayList<>(idle);
            idle.clear();
        } finally {
            lock.unlock();
        }
        all.forEach(AgentConnection::close);
    }

    /** How many connections are idle now. */
    int idleCount() {
        lock.lock();
        try {
            return idle.size();
        } finally {
            lock.unlock();
        }
    }
}
