package dev.rpcgate.smithy.payload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link ClassSequence}, the regex-free path of simple anchored patterns: it must say what the regex says. The rows of
 * {@code validators/ecma-patterns.json} hold both paths to ECMA's answers; the properties compare the two paths on
 * generated strings, supplementary characters and lone surrogates included, where the regex is the oracle.
 */
class ClassSequenceTest {
    /** Patterns of the simple form, and near misses that must be left to the regex. */
    private static final List<String> SIMPLE = List.of("^[A-Z]{2}$", "^[a-z0-9-]+$", "^[^@ ]+@[^@ ]+$",
            "^[A-Z]{3}-[0-9]{4}$", "^[0-9A-Z -]{3,10}$", "^[A-Z0-9]{6,12}$", "^a?bc$", "^\\d{3}\\s\\w+$", "^\\D\\W\\S$",
            "^.+$", "^[^\\n]*$", "^[\\s\\d]+$", "^[a\\-z]+$", "^[\\x41-\\u005A]+$", "^[\\]\\\\]+$", "^[[&^]+$",
            "^\\.\\-\\/$", "^x{0}y{2,}$", "^$", "^[^b]{2,3}b$", "^[^a]?a$", "^[-a]{0,2}\\s+$", "^\\S+\\s@$", "^[^-]-$");
    private static final List<String> LEFT_TO_REGEX = List.of("abc", "^abc", "abc$", "^a?b*c+$", "^[a-c]{1,3}c$",
            "^[a-z]+$|^1$", "^(a)$", "^a+?$", "^a{1,2}?$", "^a{$", "^a{x}$", "^[]$", "^[^]$", "^\\bx$", "^\\1$",
            "^[a-c-e]$", "^[\\d-z]$", "^[--/]$", "^a$b$", "^a^b$", "^\\p{L}$", "^\\u{41}$", "^a*a$", "^.*x$",
            "^\\cJ$", "^[\\D]$", "^\uD83D\uDE00$", "^a{2}{3}$", "^\\k<x>$");

    static Stream<Named<List<String>>> rows() {
        return EcmaRegexTest.rows();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void answersTheFixtureRowsAsEcma262(List<String> row) {
        if (row.get(2).equals("unsupported")) {
            return;
        }
        EcmaRegex.Result result = EcmaRegex.compile(row.get(0));
        CompiledPattern compiled = new CompiledPattern(row.get(0), result.pattern());
        assertThat(compiled.matches(row.get(1))).as(compiled.simple() == null ? "regex" : "fast path")
                .isEqualTo(row.get(2).equals("match"));
        if (compiled.simple() != null) {
            assertThat(compiled.simple().matches(row.get(1))).isEqualTo(result.pattern().matcher(row.get(1)).find());
        }
    }

    @Test
    void takesTheSimpleFormsAndLeavesTheRest() {
        for (String p : SIMPLE) {
            assertThat(EcmaRegex.compile(p).pattern()).as(p).isNotNull();
            assertThat(ClassSequence.compile(p)).as(p).isNotNull();
        }
        for (String p : LEFT_TO_REGEX) {
            assertThat(ClassSequence.compile(p)).as(p).isNull();
        }
    }

    @Property(tries = 3_000)
    void agreesWithTheRegex(@ForAll("simplePatterns") String pattern, @ForAll("texts") String text) {
        Pattern regex = EcmaRegex.compile(pattern).pattern();
        assertThat(ClassSequence.compile(pattern).matches(text)).as(pattern + " on " + escape(text))
                .isEqualTo(regex.matcher(text).find());
    }

    @Property(tries = 3_000)
    void agreesWithTheRegexOnItsOwnKindOfText(@ForAll("simplePatterns") String pattern,
                                               @ForAll("nearTexts") String text) {
        agreesWithTheRegex(pattern, text);
    }

    @Provide
    Arbitrary<String> simplePatterns() {
        return Arbitraries.of(SIMPLE);
    }

    /** Strings over characters the patterns care about, and some they do not. */
    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> unit = Arbitraries.of("a", "b", "c", "x", "y", "z", "A", "B", "G", "Z", "0", "1", "9", "-",
                "@", " ", "_", ".", "/", "[", "]", "&", "^", "\\", "\n", "\r", "\t", "\u000b", "\u00a0", "\u0085",
                "\u2028", "\u3000", "\ufeff", "\u0661", "\u00e9", "\uD83D\uDE00", "\uD83D", "\uDE00", "\u0000", "\b");
        return unit.list().ofMaxSize(16).map(l -> String.join("", l));
    }

    /** Strings made mostly of a pattern's own characters, so matches are common. */
    @Provide
    Arbitrary<String> nearTexts() {
        Arbitrary<String> unit = Arbitraries.of("A", "B", "a", "b", "0", "7", "-", "@", " ", "x", "y", "\\", "]",
                "\u00e9", "\uD83D\uDE00");
        return unit.list().ofMaxSize(12).map(l -> String.join("", l));
    }

    private static String escape(String s) {
        StringBuilder out = new StringBuilder();
        s.chars().forEach(c -> out.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", c) : String.valueOf((char) c)));
        return out.toString();
    }
}
