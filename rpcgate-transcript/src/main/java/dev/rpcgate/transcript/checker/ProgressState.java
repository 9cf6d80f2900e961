package dev.rpcgate.transcript.checker;

import java.math.BigDecimal;

/**
 * The progress of one call that gave a progress token: which call, and the value of its last report. Small, so a
 * call that a cancellation settled keeps it (late reports may cross the cancellation) without keeping its request.
 * Mutable, owned by one checker.
 */
final class ProgressState {
    final IdKey token;
    final IdKey call;
    final int entry;
    BigDecimal last;

    ProgressState(IdKey token, IdKey call, int entry) {
        this.token = token;
        this.call = call;
        this.entry = entry;
    }
}
