package dev.rpcgate.a2a.receiver;

import dev.rpcgate.a2a.validation.PartSummary;
import java.util.ArrayDeque;
import java.util.List;

/**
 * The receiver's in-memory receipts, newest last, never more than a fixed capacity: adding to a full store drops the
 * oldest receipt, so memory stays bounded however many messages arrive. Thread-safe.
 */
public final class ReceiptStore {
    /** The capacity of a store made with {@link #ReceiptStore()}. */
    public static final int DEFAULT_CAPACITY = 1024;

    private final int capacity;
    private final ArrayDeque<Receipt> receipts;
    private long added;

    /**
     * An empty store.
     *
     * @param capacity the most receipts kept (at least 1)
     */
    public ReceiptStore(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1, was " + capacity);
        }
        this.capacity = capacity;
        this.receipts = new ArrayDeque<>(Math.min(capacity, 64));
    }

    /** An empty store of {@value #DEFAULT_CAPACITY} receipts. */
    public ReceiptStore() {
        this(DEFAULT_CAPACITY);
    }

    /** The most receipts kept. */
    public int capacity() {
        return capacity;
    }

    /** Keeps a receipt, dropping the oldest one when the store is full. */
    public synchronized void add(Receipt receipt) {
        if (receipts.size() == capacity) {
            receipts.removeFirst();
        }
        receipts.addLast(java.util.Objects.requireNonNull(receipt, "receipt"));
        added++;
    }

    /** What a receiver keeps of one message that passed its check: the receipt, added and returned. */
    Receipt keep(String messageId, List<PartSummary> parts) {
        Receipt receipt = new Receipt(messageId, parts);
        add(receipt);
        return receipt;
    }

    /** The receipts kept, oldest first (a copy). */
    public synchronized List<Receipt> snapshot() {
        return List.copyOf(receipts);
    }

    /** How many receipts are kept now. */
    public synchronized int size() {
        return receipts.size();
    }

    /** How many receipts were ever added, dropped ones included. */
    public synchronized long added() {
        return added;
    }
}
