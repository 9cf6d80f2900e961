package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.smithy.payload.FindingSink;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a batch's one shared finding list into its entries' parts. Each entry is the run of findings added between
 * its {@link #begin()} and {@link #end(int)}. When the budget runs out, {@code FindingLimit} takes the last kept slot;
 * the entry that slot belonged to is the last one reported, incomplete, and later entries are left out, so the
 * entries are a prefix of the batch and no reported entry silently lost a finding.
 */
final class EntrySlices {
    private final FindingSink sink;
    private final List<int[]> ranges = new ArrayList<>();
    private int stoppedIn = -1;
    private boolean stopped;

    EntrySlices(FindingSink sink) {
        this.sink = sink;
    }

    /** Starts an entry; returns its number. */
    int begin() {
        ranges.add(new int[] {sink.size(), -1});
        return ranges.size() - 1;
    }

    /** Ends the entry. */
    void end(int entry) {
        ranges.get(entry)[1] = sink.size();
        if (sink.exhausted() && !stopped) {
            stopped = true;
            int slot = sink.size() - 1; // where FindingLimit now stands
            for (int i = entry; i >= 0; i--) {
                if (ranges.get(i)[0] <= slot) {
                    stoppedIn = ranges.get(i)[1] > slot || i == entry ? i : -1;
                    break;
                }
            }
        }
    }

    /** How many entries to report: all, or those up to the one the budget stopped. */
    int reported() {
        return !stopped ? ranges.size() : stoppedIn + 1;
    }

    /** True when the budget ran out in this entry. */
    boolean stoppedIn(int entry) {
        return stopped && stoppedIn == entry;
    }

    /** The findings of each reported entry, in entry order, from the sink's final findings. */
    List<List<Finding>> cut(List<Finding> all) {
        int n = reported();
        List<List<Finding>> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int from = Math.min(ranges.get(i)[0], all.size());
            int to = Math.min(i == stoppedIn ? all.size() : ranges.get(i)[1], all.size());
            out.add(List.copyOf(all.subList(from, Math.max(from, to))));
        }
        return out;
    }
}
