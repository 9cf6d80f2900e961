package dev.rpcgate.runtime.bind;

import static dev.rpcgate.runtime.bind.CodecRoundTripTest.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The number rules: integers by value and in range, floating point never silently infinite or zero, decimals exact,
 * big integers bounded. A row's outcome is the decoded value or the finding code.
 */
class NumberRulesTest {
    private static final Codecs CODECS = Codecs.standard();

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            int_       | 2147483647                        | 2147483647
            int_       | -2147483648                       | -2147483648
            int_       | 2147483648                        | OutOfRange
            int_       | -2147483649                       | OutOfRange
            int_       | 123456789012345678901234567890    | OutOfRange
            int_       | 1e400                             | OutOfRange
            int_       | 1e999999999999999999999           | OutOfRange
            int_       | 1.5                               | TypeMismatch
            int_       | 1e-400                            | TypeMismatch
            int_       | 1.0                               | 1
            int_       | 10e-1                             | 1
            int_       | 2E2                               | 200
            int_       | -0                                | 0
            long_      | 9223372036854775807               | 9223372036854775807
            long_      | 9223372036854775808               | OutOfRange
            long_      | -9223372036854775808              | -9223372036854775808
            long_      | 92233720368547758.07e2            | 9223372036854775807
            byte_      | 127                               | 127
            byte_      | 128                               | OutOfRange
            byte_      | -129                              | OutOfRange
            short_     | 32768                             | OutOfRange
            double_    | 1e400                             | OutOfRange
            double_    | -1e400                            | OutOfRange
            double_    | 1e-400                            | OutOfRange
            double_    | 0e-400                            | 0.0
            double_    | 4.9e-324                          | 4.9E-324
            double_    | 1.7976931348623157e308            | 1.7976931348623157E308
            double_    | 1.8e308                           | OutOfRange
            double_    | 0.1                               | 0.1
            double_    | 9007199254740993                  | 9.007199254740992E15
            float_     | 3.5e38                            | OutOfRange
            float_     | 1e-50                             | OutOfRange
            float_     | 0.1                               | 0.1
            decimal    | 0.1                               | 0.1
            decimal    | 0.100                             | 0.100
            decimal    | -0                                | 0
            decimal    | 1e400                             | 1E+400
            decimal    | 1e9999999999                      | OutOfRange
            bigInteger | 1e3                               | 1000
            bigInteger | 12.5e1                            | 125
            bigInteger | -7                                | -7
            bigInteger | 1.5                               | TypeMismatch
            bigInteger | 1e4096                            | OutOfRange
            bigInteger | 1e999999999999                    | OutOfRange
            """)
    void aNumberDecodesByTheRulesOfItsType(String type, String lexeme, String outcome) {
        Decoded<?> d = CODECS.of(Fixtures.type(type)).decode(json(lexeme));
        String got = d.isValid() ? String.valueOf(d.value()) : d.findings().get(0).code();
        assertThat(got).isEqualTo(outcome);
        assertThat(d.findings()).hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void aDecimalIsTheLexemeExactly() {
        BigDecimal tenth = (BigDecimal) CODECS.of(Fixtures.type("decimal")).decode(json("0.1")).expectValue();
        assertThat(tenth.unscaledValue()).isEqualTo(BigInteger.ONE);
        assertThat(tenth.scale()).isEqualTo(1);
        assertThat(tenth.add(new BigDecimal("0.2"))).isEqualTo(new BigDecimal("0.3"));
        assertThat(JsonWriter.write(CODECS.of(BigDecimal.class).encode(tenth))).isEqualTo("0.1");
    }

    @Test
    void theBigIntegerBoundIsInclusiveAndASetting() {
        BigInteger max = (BigInteger) CODECS.of(Fixtures.type("bigInteger")).decode(json("9e4095")).expectValue();
        assertThat(max.toString()).hasSize(4096);
        Codecs small = Codecs.create(BindOptions.builder().maxBigIntegerDigits(3).build());
        assertThat(small.of(BigInteger.class).decode(json("999")).isValid()).isTrue();
        assertThat(small.of(BigInteger.class).decode(json("1000")).findings().get(0).code()).isEqualTo("OutOfRange");
    }
}
