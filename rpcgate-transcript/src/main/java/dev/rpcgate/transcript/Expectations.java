package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Matches expected findings against found ones. Each item pairs with one distinct finding of the same code, entry
 * and related entry (the last two only when the item gives them); the pairing is a maximum matching, so a vague
 * item never takes the finding a precise one needs.
 */
public final class Expectations {
    private Expectations() {
    }

    /** Pairs the items with the findings. */
    public static ExpectationResult match(List<ExpectedFinding> expected, List<Finding> findings) {
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(findings, "findings");
        int[] owner = new int[findings.size()]; // finding → item index, or -1
        Arrays.fill(owner, -1);
        int[] paired = new int[expected.size()]; // item → finding index, or -1
        Arrays.fill(paired, -1);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < expected.size(); i++) {
            order.add(i);
        }
        // precise items first, so the matching prefers to give each the earliest finding that fits
        order.sort(Comparator.comparingInt(i -> -precision(expected.get(i))));
        for (int item : order) {
            augment(item, expected, findings, owner, paired, new boolean[findings.size()]);
        }
        List<ExpectationResult.Match> matched = new ArrayList<>();
        List<ExpectedFinding> missing = new ArrayList<>();
        for (int i = 0; i < expected.size(); i++) {
            if (paired[i] >= 0) {
                matched.add(new ExpectationResult.Match(expected.get(i), findings.get(paired[i])));
            } else {
                missing.add(expected.get(i));
            }
        }
        List<Finding> unexpected = new ArrayList<>();
        for (int f = 0; f < findings.size(); f++) {
            if (owner[f] < 0) {
                unexpected.add(findings.get(f));
            }
        }
        return new ExpectationResult(matched, missing, unexpected);
    }

    /** True when the item accepts the finding. */
    static boolean fits(ExpectedFinding item, Finding f) {
        EntryRef at = EntryRef.of(f);
        return item.code().equals(f.code())
                && (item.entry().isEmpty() || at.entry() != null && at.entry() == item.entry().getAsInt())
                && (item.related().isEmpty() || at.related() != null && at.related() == item.related().getAsInt());
    }

    private static int precision(ExpectedFinding item) {
        return (item.entry().isPresent() ? 1 : 0) + (item.related().isPresent() ? 1 : 0);
    }

    /**
     * Kuhn's augmenting path from one item: the earliest free finding that fits, else one whose item can move to
     * another finding. Depth is bounded by the number of items.
     */
    private static boolean augment(int item, List<ExpectedFinding> expected, List<Finding> findings, int[] owner,
                                   int[] paired, boolean[] seen) {
        for (int f = 0; f < findings.size(); f++) {
            if (owner[f] < 0 && !seen[f] && fits(expected.get(item), findings.get(f))) {
                seen[f] = true;
                owner[f] = item;
                paired[item] = f;
                return true;
            }
        }
        for (int f = 0; f < findings.size(); f++) {
            if (seen[f] || !fits(expected.get(item), findings.get(f))) {
                continue;
            }
            seen[f] = true;
            if (augment(owner[f], expected, findings, owner, paired, seen)) {
                owner[f] = item;
                paired[item] = f;
                return true;
            }
        }
        return false;
    }
}
