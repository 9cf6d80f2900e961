package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Numbers keep their lexeme; equality is exact on a normalized coefficient and exponent, never rounded. */
class JsonNumberTest {
    private static final JsonReader READER = JsonReader.standard();

    static JsonNumber read(String lexeme) {
        JsonParse parse = READER.read(lexeme);
        assertThat(parse.findings()).as("findings for %s", lexeme).isEmpty();
        return (JsonNumber) parse.value();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "1.50e+3", "1E400", "-0.0e-0", "1e999999999999", "0.000", "-1.5E-07",
        "123456789012345678901234567890", "9223372036854775808", "1e-999999999999999999999999"})
    void theLexemeIsKeptExactly(String lexeme) {
        JsonNumber n = read(lexeme);
        assertThat(n.lexeme()).isEqualTo(lexeme);
        assertThat(n.sourceText()).contains(lexeme);
        assertThat(JsonWriter.write(n)).isEqualTo(lexeme);
        assertThat(JsonWriter.write(READER.read("[" + lexeme + "]").value())).isEqualTo("[" + lexeme + "]");
    }

    @Test
    void aThousandDigitIntegerIsKeptAndComparedExactly() {
        String digits = "7".repeat(999) + "1";
        JsonNumber n = read(digits);
        assertThat(n.lexeme()).isEqualTo(digits);
        assertThat(n.findLong()).isEmpty();
        assertThat(n.findBigDecimal()).contains(new BigDecimal(digits));
        assertThat(n).isEqualTo(read(digits + ".000")).isEqualTo(read(digits + "0e-1"));
        assertThat(n).isNotEqualTo(read("7".repeat(999) + "2"));
        assertThat(n.canonical()).isEqualTo(digits + "e0");
    }

    @ParameterizedTest(name = "{0} == {1}")
    @CsvSource({
        "1, 1.0", "1, 1e0", "1, 10e-1", "1, 0.1e1", "1, 1E+0", "1, 100e-2", "1, 0.001e3", "1.0, 10e-1",
        "0, -0", "0, 0.0", "0, -0.0e5", "0, 0e-999999999999", "-0, 0E+7",
        "1e400, 10e399", "1e400, 0.1e401", "-2.50, -25e-1", "123e-2, 1.23",
        "1e999999999999, 10e999999999998", "1e-999999999999, 0.1e-999999999998",
        "100000000000000000000, 1e20", "-12.3400e+2, -1234",
    })
    void equalNumbers(String a, String b) {
        JsonNumber x = read(a);
        JsonNumber y = read(b);
        assertThat(x).isEqualTo(y);
        assertThat(y).isEqualTo(x);
        assertThat(x.hashCode()).isEqualTo(y.hashCode());
        assertThat(x.canonical()).isEqualTo(y.canonical());
    }

    @ParameterizedTest(name = "{0} != {1}")
    @CsvSource({
        "1, 2", "1, -1", "1, 1.0000000000000000000001", "1, 10", "1, 0.1", "1e400, 1e401", "1e400, 1e-400",
        "-0.5, 0.5", "12, 21", "1e999999999999, 1e999999999998", "123456789012345678901234567890, 123456789012345678901234567891",
    })
    void unequalNumbers(String a, String b) {
        assertThat(read(a)).isNotEqualTo(read(b));
        assertThat(read(b)).isNotEqualTo(read(a));
    }

    @Test
    void aNumberNeverEqualsAString() {
        JsonValue number = READER.read("1").value();
        JsonValue string = READER.read("\"1\"").value();
        assertThat(number).isNotEqualTo(string);
        assertThat(string).isNotEqualTo(number);
        assertThat(READER.read("[1]").value()).isNotEqualTo(READER.read("[\"1\"]").value());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "0, 0", "-0, 0", "0.00e10, 0", "1, 1e0", "1.0, 1e0", "10e-1, 1e0", "0.1e1, 1e0", "1.50e+3, 15e2", "-1.5E-07, -15e-8",
        "100, 1e2", "-120, -12e1", "7, 7e0", "123400, 1234e2", "-5, -5e0", "0.0120, 12e-3", "1e999999999999, 1e999999999999", "1E+0000, 1e0",
        "12.5e100000000000000000000, 125e99999999999999999999",
        "0.001e100000000000000000000, 1e99999999999999999997",
        "1000e-100000000000000000000, 1e-99999999999999999997",
        "100e99999999999999999999, 1e100000000000000000001",
        "0.5e-100000000000000000000, 5e-100000000000000000001",
        "1e000000000000000000000000000000007, 1e7",
    })
    void canonicalForm(String lexeme, String canonical) {
        assertThat(read(lexeme).canonical()).isEqualTo(canonical);
    }

    @Test
    void aHugeExponentCostsNoMoreThanItsText() {
        JsonNumber n = read("1e999999999999");
        JsonNumber same = read("10e999999999998");
        assertTimeoutPreemptively(Duration.ofMillis(500), () -> {
            assertThat(n.canonical()).isEqualTo("1e999999999999");
            assertThat(n).isEqualTo(same);
            assertThat(n.findLong()).isEmpty();
            assertThat(n.isIntegral()).isTrue();
            assertThat(n.findBigDecimal()).isEmpty();
        });
        // an exponent of a million digits: adding the coefficient's shift must stay linear (BigInteger took 15 s)
        String exponent = "9".repeat(1_000_000);
        JsonNumber big = read("1.5e" + exponent);
        JsonNumber bigSame = read("15e" + "9".repeat(999_999) + "8");
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            assertThat(big.canonical()).isEqualTo("15e" + "9".repeat(999_999) + "8");
            assertThat(big).isEqualTo(bigSame);
            assertThat(big.hashCode()).isEqualTo(bigSame.hashCode());
            assertThat(big.findLong()).isEmpty();
        });
    }

    @Test
    void canonicalExponentArithmeticAgreesWithBigInteger() {
        String[] coefficients = {"1", "1.5", "0.001", "1000", "99.9", "0.00000000000000000001", "12345678901234567890"};
        String[] exponents = {"100000000000000000000", "-100000000000000000000", "99999999999999999999",
            "-99999999999999999999", "100000000000000000001", "123456789012345678901234567890"};
        for (String c : coefficients) {
            BigDecimal coefficient = new BigDecimal(c).stripTrailingZeros();
            for (String e : exponents) {
                BigInteger exponent = new BigInteger(e).subtract(BigInteger.valueOf(coefficient.scale()));
                String expected = coefficient.unscaledValue() + "e" + exponent;
                assertThat(read(c + "e" + e).canonical()).as("%se%s", c, e).isEqualTo(expected);
            }
        }
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(nullValues = "empty", value = {
        "9223372036854775807, 9223372036854775807",
        "-9223372036854775808, -9223372036854775808",
        "9223372036854775808, empty",
        "-9223372036854775809, empty",
        "92233720368547758070e-1, 9223372036854775807",
        "9.223372036854775807e18, 9223372036854775807",
        "1e18, 1000000000000000000",
        "-1e18, -1000000000000000000",
        "1e19, empty",
        "1e100, empty",
        "1.5, empty",
        "-0, 0",
        "0e99999, 0",
        "1.0, 1",
        "10e-1, 1",
        "1e-1, empty",
        "42, 42",
        "-7.00e+1, -70",
        "1e999999999999, empty",
    })
    void findLong(String lexeme, Long expected) {
        OptionalLong found = read(lexeme).findLong();
        if (expected == null) {
            assertThat(found).isEmpty();
        } else {
            assertThat(found).hasValue(expected);
        }
    }

    @ParameterizedTest(name = "{0}: integral={1}, fractionOrExponent={2}")
    @CsvSource({"1, true, false", "1.0, true, true", "2e3, true, true", "2.5, false, true", "25e-1, false, true",
        "-0, true, false", "0.0, true, true", "1e-999999999999, false, true"})
    void integralAndSpelling(String lexeme, boolean integral, boolean fractionOrExponent) {
        JsonNumber n = read(lexeme);
        assertThat(n.isIntegral()).isEqualTo(integral);
        assertThat(n.hasFractionOrExponent()).isEqualTo(fractionOrExponent);
    }

    @Test
    void numbersBuiltInCode() {
        assertThat(JsonNumber.of(-42).lexeme()).isEqualTo("-42");
        assertThat(JsonNumber.of(new BigDecimal("1.50")).lexeme()).isEqualTo("1.50");
        assertThat(JsonNumber.of(new BigDecimal("1E+3"))).isEqualTo(read("1000"));
        assertThat(JsonNumber.parse("1.50e+3")).isEqualTo(read("1500"));
        assertThat(JsonNumber.parse("1.50e+3").lexeme()).isEqualTo("1.50e+3");
        assertThat(JsonNumber.of(7).span()).isEmpty();
        assertThat(JsonNumber.of(7).sourceText()).isEmpty();
        for (String bad : new String[] {"", "-", "01", "1.", ".1", "+1", "1e", "1e+", "NaN", "Infinity", "0x1", " 1", "1 "}) {
            assertThatThrownBy(() -> JsonNumber.parse(bad)).as("'%s'", bad).isInstanceOf(IllegalArgumentException.class);
        }
    }
}
