package dev.rpcgate.smithy.payload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link PayloadValidator#accepts}, the allocation-free quick check containers use to skip a member's full check: it
 * may only say true where {@code validate} reports nothing. For strings it answers exactly; for numbers it must also
 * take the common plain lexemes.
 */
class QuickChecksTest {
    private static final FindingOwner OWNER = new FindingOwner("test#Shape", "test#Shape$member");

    @Property(tries = 5_000)
    void aNumberItAcceptsHasNoFinding(@ForAll("lexemes") String lexeme, @ForAll NumberValidator.Kind kind,
                                      @ForAll("ranges") List<DecimalRange> ranges, @ForAll boolean intEnum) {
        long[] allowed = intEnum && kind.integral ? new long[] {-7, 0, 1, 2, 3, 42, 999} : null;
        NumberValidator v = new NumberValidator(OWNER, kind, ranges, allowed);
        JsonNumber n = JsonNumber.parse(lexeme);
        boolean clean = findings(v, n).isEmpty();
        if (v.accepts(n)) {
            assertThat(clean).as(lexeme + " as " + kind).isTrue();
        }
        // the plain lexemes the fast path is for are always decided by it
        if (clean && lexeme.length() <= 18 && lexeme.matches("-?\\d+" + (kind.integral ? "" : "(\\.\\d+)?"))
                && (lexeme.indexOf('.') < 0 || ranges.isEmpty()) && ranges.stream().allMatch(DecimalRange::hasLongBounds)) {
            assertThat(v.accepts(n)).as(lexeme + " as " + kind).isTrue();
        }
    }

    @Property(tries = 2_000)
    void aStringItAcceptsIsExactlyOneWithoutFindings(@ForAll("strings") String text, @ForAll boolean withLength,
                                                     @ForAll boolean withPattern, @ForAll boolean withEnum) {
        List<LengthRange> lengths = withLength ? List.of(LengthRange.of(2L, 5L)) : List.of();
        List<CompiledPattern> patterns = new ArrayList<>();
        if (withPattern) {
            patterns.add(new CompiledPattern("^[a-z\uD83D\uDE00-]+$", EcmaRegex.compile("^[a-z\uD83D\uDE00-]+$").pattern()));
            patterns.add(new CompiledPattern("^[^@]+$", EcmaRegex.compile("^[^@]+$").pattern()));
        }
        List<String> enums = withEnum ? List.of("ab", "a-b", "\uD83D\uDE00\uD83D\uDE00", "x@y") : null;
        StringValidator v = new StringValidator(OWNER, "a string", lengths, patterns, enums);
        JsonString s = JsonString.of(text);
        assertThat(v.accepts(s)).as(text).isEqualTo(findings(v, s).isEmpty());
    }

    private static List<?> findings(PayloadValidator v, JsonValue value) {
        FindingSink sink = FindingSink.withBudget(100);
        v.validate(value, JsonPath.of("/x"), sink);
        return sink.findings();
    }

    @Provide
    Arbitrary<String> lexemes() {
        Arbitrary<String> sign = Arbitraries.of("", "-");
        Arbitrary<String> whole = Arbitraries.oneOf(Arbitraries.of("0"),
                Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(22)
                        .map(s -> s.replaceFirst("^0+(?=.)", "")),
                Arbitraries.longs().map(l -> Long.toString(Math.abs(l / 3))),
                Arbitraries.of("127", "128", "255", "32767", "32768", "2147483647", "2147483648", "999", "1000",
                        "100000000", "9223372036854775807", "9223372036854775808", "999999999999999999"));
        Arbitrary<String> fraction = Arbitraries.oneOf(Arbitraries.of("", "", "", ".0", ".00", ".5", ".75", ".999"),
                Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(6).map(s -> "." + s));
        Arbitrary<String> exponent = Arbitraries.of("", "", "", "", "e0", "E2", "e-1", "e+3", "e400");
        return Combinators.combine(sign, whole, fraction, exponent).as((a, b, c, d) -> a + b + c + d);
    }

    @Provide
    Arbitrary<List<DecimalRange>> ranges() {
        Arbitrary<BigDecimal> bound = Arbitraries.of("-1000", "-1", "0", "0.5", "1", "1.5", "10", "999", "1000",
                "100000000", "2147483647", "-2147483648", "1e30", "-1e30").map(BigDecimal::new);
        Arbitrary<DecimalRange> range = Combinators.combine(bound.injectNull(0.3), bound.injectNull(0.3))
                .as((a, b) -> a != null && b != null && a.compareTo(b) > 0 ? DecimalRange.inclusive(b, a)
                        : DecimalRange.inclusive(a, b == null && a == null ? BigDecimal.ONE : b));
        return range.list().ofMaxSize(2);
    }

    @Provide
    Arbitrary<String> strings() {
        return Arbitraries.of("a", "b", "-", "@", "y", "x", "\uD83D\uDE00", "\uD83D", "A", " ")
                .list().ofMaxSize(7).map(l -> String.join("", l));
    }
}
