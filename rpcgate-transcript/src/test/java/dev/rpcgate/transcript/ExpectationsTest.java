package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Expect lists: each item pairs with one distinct finding of its code, entry and related entry. */
class ExpectationsTest {

    private static ExpectedFinding item(String code, Integer entry, Integer related) {
        return new ExpectedFinding(code, entry == null ? OptionalInt.empty() : OptionalInt.of(entry),
                related == null ? OptionalInt.empty() : OptionalInt.of(related), Optional.empty());
    }

    private static Finding error(String code, Integer entry, Integer related) {
        return new EntryRef(entry, related).on(Finding.error(code, "m", "", null));
    }

    private static Finding advisory(String code, Integer entry, Integer related) {
        return new EntryRef(entry, related).on(Finding.advisory(code, "m", "", null));
    }

    @Test
    void itemsPairWithDistinctFindingsOfTheirCodeEntryAndRelated() {
        List<Finding> found = List.of(error("UnsolicitedResponse", 2, null), error("DuplicateResponse", 4, 3),
                error("DuplicateResponse", 5, 3));
        ExpectationResult r = Expectations.match(List.of(item("UnsolicitedResponse", 2, null),
                item("DuplicateResponse", null, 3), item("DuplicateResponse", null, 3)), found);
        assertThat(r.isMatch()).isTrue();
        assertThat(r.missing()).isEmpty();
        assertThat(r.unexpected()).isEmpty();
        assertThat(r.matched()).extracting(ExpectationResult.Match::finding).containsExactlyElementsOf(found);
    }

    @Test
    void oneFindingMeetsOneItemOnly() {
        ExpectationResult r = Expectations.match(List.of(item("MissingResponse", null, 0),
                item("MissingResponse", null, 0)), List.of(error("MissingResponse", null, 0)));
        assertThat(r.isMatch()).isFalse();
        assertThat(r.missing()).hasSize(1);
    }

    @Test
    void aWrongEntryOrRelatedIsMissing() {
        ExpectationResult r = Expectations.match(List.of(item("StateViolation", 1, null), item("StateViolation", 0, 5)),
                List.of(error("StateViolation", 0, 4)));
        assertThat(r.missing()).hasSize(2);
        assertThat(r.unexpected()).hasSize(1);
        assertThat(r.isMatch()).isFalse();
    }

    @Test
    void aVagueItemNeverTakesTheFindingAPreciseOneNeeds() {
        List<Finding> found = List.of(error("X", 1, 2), error("X", 1, 3));
        // in list order, the item with entry 1 would take the first finding; the matching gives it the other
        ExpectationResult r = Expectations.match(List.of(item("X", 1, null), item("X", null, 2)), found);
        assertThat(r.isMatch()).isTrue();
        ExpectationResult crossed = Expectations.match(List.of(item("X", null, 3), item("X", 1, null),
                item("X", null, null)), List.of(error("X", 1, 3), error("X", 1, 2), error("X", 7, 7)));
        assertThat(crossed.isMatch()).isTrue();
    }

    @Test
    void unlistedAdvisoriesDoNotSpoilAMatchButErrorsDo() {
        assertThat(Expectations.match(List.of(), List.of(advisory("OutstandingCall", null, 0))).isMatch()).isTrue();
        ExpectationResult r = Expectations.match(List.of(), List.of(error("MissingResponse", null, 0)));
        assertThat(r.isMatch()).isFalse();
        assertThat(r.unexpected()).hasSize(1);
        assertThat(Expectations.match(List.of(item("OutstandingCall", null, 0)), List.of()).isMatch()).isFalse();
    }
}
