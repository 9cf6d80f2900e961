package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Severity;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.statistics.Statistics;

/**
 * Properties of the reader, the writer and number equality over generated input: the reader never throws and always
 * returns exactly one of a value or findings; valid documents with any insignificant white space read and write back
 * to their compact text byte for byte; number equality is an equivalence that agrees with exact decimal comparison.
 */
class JsonPropertiesTest {
    private static final JsonReader READER = JsonReader.standard();
    private static final Set<String> CODES =
            Arrays.stream(ParseCode.values()).map(ParseCode::code).collect(Collectors.toUnmodifiableSet());
    private static final String[] WHITESPACE = {"", "", " ", "\t", "\n", "\r\n", "\r", "  \n\t "};
    private static final byte[] INTERESTING = "{}[]\":,\\ \t\n\r0123456789.eE+-tfnulx/*'".getBytes(StandardCharsets.US_ASCII);
    /** Non-ASCII characters, some of whose low seven bits spell a hex digit ('ł' is 0x142, 'Ć' 0x106). */
    private static final String[] LETTERS = {"ł", "Ć", "٣", "é", "😀", "\u2028", "\uFEFF"};
    private static final byte[] HIGH = {0, 1, 0x1f, 0x7f, (byte) 0x80, (byte) 0xbf, (byte) 0xc0, (byte) 0xc3, (byte) 0xe0,
        (byte) 0xed, (byte) 0xef, (byte) 0xbb, (byte) 0xf0, (byte) 0xf4, (byte) 0xf5, (byte) 0xff};

    // ---------------------------------------------------------------- (a) the reader never throws

    /** Exactly one of value and findings; findings well-formed and located inside the text. */
    private static void assertOutcome(JsonParse parse, int textLength) {
        assertThat(parse).isNotNull();
        if (parse.value() != null) {
            assertThat(parse.findings()).isEmpty();
            assertThat(parse.isValid()).isTrue();
            return;
        }
        assertThat(parse.isValid()).isFalse();
        assertThat(parse.findings()).isNotEmpty();
        for (Finding f : parse.findings()) {
            assertThat(f.code()).isIn(CODES);
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.path()).matches("(?s)|/.*");
            assertThat(f.location()).isNotNull();
            assertThat(f.location().line()).isPositive();
            assertThat(f.location().column()).isPositive();
            assertThat(f.location().offset()).isBetween(0, textLength);
            for (String words : JsonTestSuiteTest.JACKSON_WORDING) {
                assertThat(f.message()).as("rpcgate's own words").doesNotContainIgnoringCase(words);
            }
        }
    }

    @Property(tries = 3000)
    void arbitraryBytesGiveAValueOrFindings(@ForAll @Size(max = 80) byte[] bytes) {
        assertOutcome(READER.read(bytes), bytes.length);
    }

    @Property(tries = 3000)
    void arbitraryStringsGiveAValueOrFindings(@ForAll("anyText") String text) {
        assertOutcome(READER.read(text), text.length());
    }

    @Property(tries = 2000)
    void damagedDocumentsGiveAValueOrFindings(@ForAll("documents") List<String> tokens, @ForAll Random random) {
        byte[] bytes = damage(String.join("", tokens).getBytes(StandardCharsets.UTF_8), random);
        JsonParse fromBytes = READER.read(bytes);
        assertOutcome(fromBytes, bytes.length);
        String text = withLoneSurrogates(new String(bytes, StandardCharsets.UTF_8), random);
        JsonParse fromString = READER.read(text);
        assertOutcome(fromString, text.length());
        Statistics.collect(fromBytes.isValid() ? "valid" : fromBytes.findings().get(0).code());
        TestFiles.strictUtf8(bytes).ifPresent(decoded -> {
            // well-formed UTF-8 read as bytes or as the String it decodes to: the same verdict and, unless the bytes
            // hold a NUL (found before parsing when reading bytes), the same findings at the same places
            JsonParse fromDecoded = READER.read(decoded);
            assertThat(fromDecoded.isValid()).as(decoded).isEqualTo(fromBytes.isValid());
            if (decoded.indexOf('\u0000') < 0) {
                assertThat(fromDecoded.findings()).as(decoded).extracting(Finding::code, Finding::path, Finding::location)
                        .isEqualTo(fromBytes.findings().stream().map(f -> tuple(f.code(), f.path(), f.location())).toList());
            }
        });
    }

    /**
     * Where a syntax finding points, checked against an independent recognizer: at the first character no JSON text
     * could have there. jackson reads a word (a literal, NaN, a misspelling) as one token and points at its start; a
     * trailing comma is pointed at itself, not at the bracket after it.
     */
    @Property(tries = 3000)
    void syntaxFindingsPointAtTheFirstOffendingCharacter(@ForAll("documents") List<String> tokens, @ForAll Random random) {
        byte[] bytes = damage(String.join("", tokens).getBytes(StandardCharsets.UTF_8), random);
        String text = TestFiles.strictUtf8(bytes).orElse(null);
        if (text == null) {
            return;
        }
        JsonParse parse = READER.read(text);
        JsonGrammar.Result expected = JsonGrammar.check(text);
        Statistics.collect(expected.kind());
        if (expected.kind() == JsonGrammar.Kind.VALID) {
            if (!parse.isValid()) { // only checks beyond the grammar may reject it
                assertThat(parse.findings().get(0).code()).as(text).isIn("DuplicateKey", "UnpairedSurrogate", "DepthLimit");
            }
            return;
        }
        assertThat(parse.isValid()).as(text).isFalse();
        Finding f = parse.findings().get(0);
        int at = f.location().offset();
        switch (f.code()) {
            case "DuplicateKey", "UnpairedSurrogate", "DepthLimit" ->
                    assertThat(at).as("%s comes before the syntax error in %s", f.code(), text).isLessThanOrEqualTo(expected.offset());
            case "ByteOrderMark" -> assertThat(at).isZero();
            case "EmptyInput" -> {
                assertThat(text.isBlank()).isTrue();
                assertThat(at).isEqualTo(expected.offset());
            }
            case "InvalidJson", "TrailingContent" -> {
                if (at != expected.offset() && trailingComma(text, at, expected.offset())) {
                    assertThat(f.message()).as(text).startsWith("trailing comma before");
                } else if (at != expected.offset()) {
                    String word = text.substring(Math.min(at, expected.offset()), expected.offset());
                    assertThat(at).as("%s at %d in %s (expected %s)", f.code(), at, text, expected).isLessThan(expected.offset());
                    assertThat(word).as("a word token starting at %d in %s", at, text).matches("[A-Za-z0-9+\\-.]+");
                    assertThat(at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1))).isTrue();
                } else if (expected.kind() == JsonGrammar.Kind.TRAILING && leadingZero(text, at)) {
                    assertThat(f.code()).as("a number with a leading zero is one bad number: " + text).isEqualTo("InvalidJson");
                } else {
                    assertThat(f.code()).as(text).isEqualTo(expected.kind() == JsonGrammar.Kind.TRAILING
                            ? "TrailingContent" : "InvalidJson");
                }
            }
            default -> throw new AssertionError("unexpected finding " + f + " for " + text);
        }
    }

    /** True when {@code at} is a comma followed, after white space only, by the bracket at {@code close}. */
    private static boolean trailingComma(String text, int at, int close) {
        return at < close && close < text.length() && text.charAt(at) == ','
                && (text.charAt(close) == ']' || text.charAt(close) == '}') && text.substring(at + 1, close).isBlank();
    }

    /** True when a digit at {@code at} follows a number's single leading {@code 0} ({@code 00}, {@code -012}). */
    private static boolean leadingZero(String text, int at) {
        return at >= 1 && isAsciiDigit(text.charAt(at)) && text.charAt(at - 1) == '0'
                && (at == 1 || !isAsciiDigit(text.charAt(at - 2)) && text.charAt(at - 2) != '.');
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    @Property(tries = 200)
    void deepOrLongInputStaysAFinding(@ForAll("deepText") String text) {
        assertOutcome(READER.read(text), text.length());
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        assertOutcome(READER.read(bytes), bytes.length);
    }

    @Provide
    Arbitrary<String> anyText() {
        Arbitrary<String> any = Arbitraries.strings().all().ofMaxLength(60);
        Arbitrary<String> jsonish = Arbitraries.strings()
                .withChars("{}[]\":,\\ \t\n\r0123456789.eE+-tfnul\u0000\u00e9\uD800\uDC00\uDBFF\uDFFF\uFEFF\u2028")
                .ofMaxLength(60);
        return Arbitraries.oneOf(any, jsonish);
    }

    @Provide
    Arbitrary<String> deepText() {
        return Combinators.combine(
                        Arbitraries.of("[", "{\"a\":", "[{\"\":", "[\"x\","),
                        Arbitraries.integers().between(100, 3000),
                        Arbitraries.of("", "1", "]", "}", "1]", "\"\\uD800\""))
                .as((open, n, tail) -> open.repeat(n) + tail);
    }

    private static byte[] damage(byte[] text, Random random) {
        List<Byte> bytes = new ArrayList<>();
        for (byte b : text) {
            bytes.add(b);
        }
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int at = bytes.isEmpty() ? 0 : random.nextInt(bytes.size() + 1);
            switch (random.nextInt(5)) {
                case 0 -> {
                    if (at < bytes.size()) {
                        bytes.remove(at);
                    }
                }
                case 1 -> bytes.add(at, INTERESTING[random.nextInt(INTERESTING.length)]);
                case 2 -> bytes.add(at, HIGH[random.nextInt(HIGH.length)]);
                case 3 -> {
                    byte[] letter = LETTERS[random.nextInt(LETTERS.length)].getBytes(StandardCharsets.UTF_8);
                    for (int k = letter.length - 1; k >= 0; k--) {
                        bytes.add(at, letter[k]);
                    }
                }
                default -> {
                    if (at < bytes.size()) {
                        bytes.set(at, INTERESTING[random.nextInt(INTERESTING.length)]);
                    }
                }
            }
        }
        byte[] out = new byte[bytes.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = bytes.get(i);
        }
        return out;
    }

    private static String withLoneSurrogates(String text, Random random) {
        if (random.nextInt(3) != 0 || text.isEmpty()) {
            return text;
        }
        int at = random.nextInt(text.length() + 1);
        char lone = random.nextBoolean() ? '\uD83D' : '\uDE00';
        return text.substring(0, at) + lone + text.substring(at);
    }

    // ---------------------------------------------------------------- (b) valid documents round-trip

    @Property(tries = 1000)
    void validDocumentsRoundTripToTheirCompactText(@ForAll("documents") List<String> tokens, @ForAll Random random) {
        String compact = String.join("", tokens);
        StringBuilder spaced = new StringBuilder(WHITESPACE[random.nextInt(WHITESPACE.length)]);
        for (String token : tokens) {
            spaced.append(token).append(WHITESPACE[random.nextInt(WHITESPACE.length)]);
        }
        String text = spaced.toString();
        for (JsonParse parse : List.of(READER.read(text), READER.read(text.getBytes(StandardCharsets.UTF_8)))) {
            assertThat(parse.findings()).as(text).isEmpty();
            assertThat(JsonWriter.write(parse.value())).isEqualTo(compact);
            assertThat(parse.value().sourceText()).contains(text.strip());
        }
        JsonValue fromCompact = READER.read(compact).value();
        assertThat(fromCompact).isEqualTo(READER.read(text).value());
        assertThat(JsonWriter.write(fromCompact)).isEqualTo(compact);
        Statistics.collect(tokens.size() > 20 ? "large" : tokens.size() > 1 ? "small" : "scalar");
    }

    /** A valid JSON document as its tokens, each spelled one of the many ways JSON allows. */
    @Provide
    Arbitrary<List<String>> documents() {
        return Arbitraries.frequencyOf(
                Tuple.of(1, scalar()),
                Tuple.of(3, array(3)),
                Tuple.of(3, object(3)));
    }

    private Arbitrary<List<String>> value(int depth) {
        if (depth == 0) {
            return scalar();
        }
        return Arbitraries.frequencyOf(
                Tuple.of(2, scalar()),
                Tuple.of(2, Arbitraries.lazy(() -> array(depth - 1))),
                Tuple.of(2, Arbitraries.lazy(() -> object(depth - 1))));
    }

    private Arbitrary<List<String>> array(int depth) {
        return value(depth).list().ofMaxSize(4).map(elements -> {
            List<String> tokens = new ArrayList<>(List.of("["));
            for (int i = 0; i < elements.size(); i++) {
                if (i > 0) {
                    tokens.add(",");
                }
                tokens.addAll(elements.get(i));
            }
            tokens.add("]");
            return tokens;
        });
    }

    private record Member(SpelledString name, List<String> value) {
    }

    private Arbitrary<List<String>> object(int depth) {
        Arbitrary<Member> member = Combinators.combine(spelledString(), value(depth)).as(Member::new);
        return member.list().ofMaxSize(4).uniqueElements(m -> m.name().decoded()).map(members -> {
            List<String> tokens = new ArrayList<>(List.of("{"));
            for (int i = 0; i < members.size(); i++) {
                if (i > 0) {
                    tokens.add(",");
                }
                tokens.add(members.get(i).name().spelled());
                tokens.add(":");
                tokens.addAll(members.get(i).value());
            }
            tokens.add("}");
            return tokens;
        });
    }

    private Arbitrary<List<String>> scalar() {
        return Arbitraries.oneOf(
                spelledString().map(s -> List.of(s.spelled())),
                numberLexemes().map(List::of),
                Arbitraries.of("true", "false", "null").map(List::of));
    }

    /** A string's decoded value and one of its JSON spellings. */
    record SpelledString(String decoded, String spelled) {
    }

    private static final String SHORT_ESCAPED = "\"\\/\b\f\n\r\t";
    private static final String SHORT_LETTERS = "\"\\/bfnrt";

    @Provide
    Arbitrary<SpelledString> spelledString() {
        Arbitrary<Integer> codePoint = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.integers().between(0x20, 0x7e)),
                Tuple.of(2, Arbitraries.of((int) '"', (int) '\\', (int) '/', 0x08, 0x0c, 0x0a, 0x0d, 0x09, 0x00, 0x1f, 0x7f)),
                Tuple.of(2, Arbitraries.of(0xe9, 0x2028, 0xfeff, 0xffff, 0x1f600, 0x1d11e, 0x10ffff, 0x10000)),
                Tuple.of(1, Arbitraries.integers().between(0x80, 0x10ffff)
                        .filter(c -> c < Character.MIN_SURROGATE || c > Character.MAX_SURROGATE)));
        Arbitrary<int[]> spelledChar = Combinators.combine(codePoint, Arbitraries.integers().between(0, 3))
                .as((c, style) -> new int[] {c, style});
        return spelledChar.list().ofMaxSize(8).map(chars -> {
            StringBuilder decoded = new StringBuilder();
            StringBuilder spelled = new StringBuilder("\"");
            for (int[] cs : chars) {
                int c = cs[0];
                int style = cs[1];
                decoded.appendCodePoint(c);
                int shortIndex = c < 0x10000 ? SHORT_ESCAPED.indexOf(c) : -1;
                boolean rawAllowed = c >= 0x20 && c != '"' && c != '\\';
                if (style == 0 && rawAllowed) {
                    spelled.appendCodePoint(c);
                } else if (style == 1 && shortIndex >= 0) {
                    spelled.append('\\').append(SHORT_LETTERS.charAt(shortIndex));
                } else {
                    for (char unit : Character.toChars(c)) {
                        String hex = String.format("%04x", (int) unit);
                        spelled.append("\\u").append(style == 2 ? hex.toUpperCase() : hex);
                    }
                }
            }
            return new SpelledString(decoded.toString(), spelled.append('"').toString());
        });
    }

    /** Any JSON number lexeme: optional sign, integer part, fraction, exponent with e/E, sign and leading zeros. */
    @Provide
    Arbitrary<String> numberLexemes() {
        Arbitrary<String> integer = Arbitraries.oneOf(
                Arbitraries.just("0"),
                Combinators.combine(Arbitraries.strings().withCharRange('1', '9').ofLength(1),
                        Arbitraries.strings().numeric().ofMaxLength(25)).as(String::concat));
        Arbitrary<String> fraction = Arbitraries.oneOf(Arbitraries.just(""),
                Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(12).map(d -> "." + d));
        Arbitrary<String> exponent = Arbitraries.oneOf(Arbitraries.just(""),
                Combinators.combine(Arbitraries.of("e", "E"), Arbitraries.of("", "+", "-"),
                        Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(8)).as((e, s, d) -> e + s + d));
        return Combinators.combine(Arbitraries.of("", "-"), integer, fraction, exponent)
                .as((sign, i, f, e) -> sign + i + f + e);
    }

    // ---------------------------------------------------------------- (c) number equality

    /**
     * Lexemes for a small set of values (c × 10^e with few choices of c and e) spelled many ways, so that random pairs
     * and triples are often equal: trailing zeros, a moved decimal point, leading fraction zeros, exponent spellings.
     */
    @Provide
    Arbitrary<String> closeLexemes() {
        Arbitrary<String> coefficient = Arbitraries.of("0", "1", "2", "10", "12", "25", "120");
        Arbitrary<Integer> exponent = Arbitraries.integers().between(-3, 3);
        Arbitrary<Integer> zeros = Arbitraries.integers().between(0, 3);
        Arbitrary<Integer> shift = Arbitraries.integers().between(0, 6);
        Arbitrary<Integer> style = Arbitraries.integers().between(0, 7);
        return Combinators.combine(Arbitraries.of("", "-"), coefficient, exponent, zeros, shift, style)
                .as(JsonPropertiesTest::spell);
    }

    /** Spells sign × c × 10^e with extra trailing zeros, the decimal point moved left by shift, and an exponent style. */
    static String spell(String sign, String c, int e, int zeros, int shift, int style) {
        String digits = c + "0".repeat(zeros);
        int exp = e - zeros + shift;
        String intPart;
        String frac;
        if (shift <= digits.length()) {
            intPart = digits.substring(0, digits.length() - shift);
            frac = digits.substring(digits.length() - shift);
        } else {
            intPart = "";
            frac = "0".repeat(shift - digits.length()) + digits;
        }
        intPart = intPart.replaceFirst("^0+", "");
        if (intPart.isEmpty()) {
            intPart = "0";
        }
        StringBuilder s = new StringBuilder(sign).append(intPart);
        if (!frac.isEmpty()) {
            s.append('.').append(frac);
        }
        if (exp != 0 || (style & 1) == 1) {
            s.append((style & 2) == 0 ? 'e' : 'E');
            if (exp < 0) {
                s.append('-');
            } else if ((style & 4) == 4) {
                s.append('+');
            }
            s.append((style & 1) == 1 ? "00" : "").append(Math.abs(exp));
        }
        return s.toString();
    }

    private static JsonNumber number(String lexeme) {
        JsonParse parse = READER.read(lexeme);
        assertThat(parse.findings()).as(lexeme).isEmpty();
        return (JsonNumber) parse.value();
    }

    private static boolean decimalEqual(String a, String b) {
        return new BigDecimal(a).compareTo(new BigDecimal(b)) == 0;
    }

    @Property(tries = 2000)
    void equalityAgreesWithExactDecimalComparison(@ForAll("closeLexemes") String a, @ForAll("closeLexemes") String b) {
        boolean equal = decimalEqual(a, b);
        Statistics.collect(equal ? "equal" : "different");
        assertThat(number(a).equals(number(b))).as("%s == %s", a, b).isEqualTo(equal);
    }

    @Property(tries = 2000)
    void equalityAgreesWithExactDecimalComparisonForAnyLexemes(
            @ForAll("numberLexemes") String a, @ForAll("numberLexemes") String b) {
        assertThat(number(a).equals(number(b))).as("%s == %s", a, b).isEqualTo(decimalEqual(a, b));
        assertThat(number(a)).isEqualTo(number(a)).isEqualTo(number(new BigDecimal(a).toString()));
    }

    @Property(tries = 1000)
    void equalityIsReflexiveAndSymmetricAndHashCodeAgrees(@ForAll("closeLexemes") String a, @ForAll("closeLexemes") String b) {
        JsonNumber x = number(a);
        JsonNumber y = number(b);
        assertThat(x).isEqualTo(x).isEqualTo(number(a));
        assertThat(x.equals(y)).isEqualTo(y.equals(x));
        if (x.equals(y)) {
            assertThat(x.hashCode()).isEqualTo(y.hashCode());
            assertThat(x.canonical()).isEqualTo(y.canonical());
        }
        assertThat(x).isNotEqualTo(JsonString.of(a));
    }

    @Property(tries = 2000)
    void equalityIsTransitive(@ForAll("closeLexemes") String a, @ForAll("closeLexemes") String b,
                              @ForAll("closeLexemes") String c) {
        JsonNumber x = number(a);
        JsonNumber y = number(b);
        JsonNumber z = number(c);
        boolean chain = x.equals(y) && y.equals(z);
        Statistics.collect(chain ? "x=y=z" : "no chain");
        if (chain) {
            assertThat(x).isEqualTo(z);
        }
        if (x.equals(y) && !y.equals(z)) {
            assertThat(x).isNotEqualTo(z);
        }
    }
}
