package dev.rpcgate.core.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.SourceLocation;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The one overflow rule: a table of added severities and what the budget keeps. */
class FindingBudgetTest {

    /**
     * One row: the capacity, the findings added ({@code E} an ERROR, {@code A} an ADVISORY, numbered by position),
     * what {@code findings()} gives ({@code E0}, {@code A1}; {@code LE@3} an ERROR FindingLimit at the third added
     * finding's path; {@code LA4} an ADVISORY FindingLimit counting 4 left out), stopped, hasErrors.
     */
    record Row(int capacity, String added, String kept, boolean stopped, boolean errors) {
    }

    static Stream<Row> rows() {
        return Stream.of(
                new Row(3, "", "", false, false),
                new Row(3, "EEE", "E0 E1 E2", false, true),
                new Row(3, "EEEE", "E0 E1 LE@3", true, true),
                new Row(3, "EEEEEE", "E0 E1 LE@3", true, true),
                new Row(1, "EE", "LE@1", true, true),
                new Row(3, "AAA", "A0 A1 A2", false, false),
                new Row(3, "AAAAA", "A0 A1 A2 LA2", false, false),
                new Row(3, "AAAAE", "A0 A1 LE@4", true, true),
                new Row(3, "EAAAE", "E0 A1 LE@4", true, true),
                new Row(2, "AEA", "A0 E1 LA1", false, true),
                new Row(2, "AEAEA", "A0 LE@3", true, true));
    }

    private static Finding finding(char severity, int i) {
        return severity == 'E' ? Finding.error("Bad", "m", "/" + i, new SourceLocation(1, i + 1, i))
                : Finding.advisory("Note", "m", "/" + i, null);
    }

    private static String render(Finding f) {
        if (f.is(SharedCode.FINDING_LIMIT)) {
            return f.isError() ? "LE@" + f.path().substring(1) : "LA" + f.message().split(" ")[0];
        }
        return (f.isError() ? "E" : "A") + f.path().substring(1);
    }

    @ParameterizedTest
    @MethodSource("rows")
    void keepsByTheOneRule(Row row) {
        FindingBudget budget = new FindingBudget(row.capacity(), "value");
        boolean goOn = true;
        for (int i = 0; i < row.added().length(); i++) {
            goOn = budget.add(finding(row.added().charAt(i), i));
        }
        List<String> kept = budget.findings().stream().map(FindingBudgetTest::render).toList();
        assertThat(String.join(" ", kept)).isEqualTo(row.kept());
        assertThat(budget.stopped()).isEqualTo(row.stopped()).isEqualTo(!goOn);
        assertThat(budget.hasErrors()).isEqualTo(row.errors());
        assertThat(budget.added()).isEqualTo(row.added().length());
        assertThat(budget.size()).isLessThanOrEqualTo(row.capacity());
    }

    @ParameterizedTest
    @MethodSource("rows")
    void takingAsItGoesGivesTheSameFindings(Row row) {
        FindingBudget whole = new FindingBudget(row.capacity(), "value");
        FindingBudget budget = new FindingBudget(row.capacity(), "value");
        List<Finding> streamed = new ArrayList<>();
        for (int i = 0; i < row.added().length(); i++) {
            whole.add(finding(row.added().charAt(i), i));
            budget.add(finding(row.added().charAt(i), i));
            List<Finding> now = budget.take();
            assertThat(now).noneMatch(f -> !budget.stopped() && f.is(SharedCode.FINDING_LIMIT));
            streamed.addAll(now);
        }
        streamed.addAll(budget.takeRest());
        assertThat(streamed).isEqualTo(whole.findings());
        assertThat(budget.take()).isEmpty();
        assertThat(budget.takeRest()).isEmpty();
    }

    @Test
    void theLimitStandsWhereTheCheckStoppedWithWhatItsAttributesKeep() {
        record Where(String op, String detail) implements Finding.Attribute {
            @Override
            public int order() {
                return 1;
            }

            @Override
            public void writeTo(JsonObject.Builder json) {
                json.put("op", op);
            }

            @Override
            public Finding.Attribute forLimit() {
                return new Where(op, null);
            }
        }
        FindingBudget budget = new FindingBudget(1, "params");
        budget.add(Finding.error("Bad", "m", "/0", null));
        SourceLocation at = new SourceLocation(3, 4, 20);
        budget.add(Finding.error("Bad", "m", "/1", at).with(new Where("op", "detail")));
        Finding limit = budget.findings().get(0);
        assertThat(limit.message()).isEqualTo("expected at most 1 findings, found more: the check stopped here and the"
                + " rest of the params is unchecked");
        assertThat(limit.path()).isEqualTo("/1");
        assertThat(limit.location()).isEqualTo(at);
        assertThat(limit.attributes()).containsExactly(new Where("op", null));
        assertThat(budget.add(Finding.error("Bad", "m", "/2", null))).isFalse();
        assertThat(budget.findings()).containsExactly(limit);
    }

    @Test
    void aBudgetHoldsAtLeastOne() {
        assertThatThrownBy(() -> new FindingBudget(0, "value")).isInstanceOf(IllegalArgumentException.class);
    }
}
