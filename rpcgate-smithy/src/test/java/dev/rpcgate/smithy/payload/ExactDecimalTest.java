package dev.rpcgate.smithy.payload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonNumber;
import java.math.BigDecimal;
import java.math.BigInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Exact comparison on canonical forms agrees with BigDecimal wherever BigDecimal can answer. */
class ExactDecimalTest {

    @Property(tries = 2_000)
    void comparesLikeBigDecimal(@ForAll long a, @ForAll @IntRange(min = -40, max = 40) int scaleA,
                                @ForAll long b, @ForAll @IntRange(min = -40, max = 40) int scaleB) {
        BigDecimal x = new BigDecimal(BigInteger.valueOf(a), scaleA);
        BigDecimal y = new BigDecimal(BigInteger.valueOf(b), scaleB);
        assertThat(Integer.signum(ExactDecimal.of(JsonNumber.parse(x.toString())).compareTo(ExactDecimal.of(y))))
                .isEqualTo(x.compareTo(y));
    }

    @Property(tries = 500)
    void equalValuesWrittenDifferentlyCompareEqual(@ForAll long a, @ForAll @IntRange(min = 0, max = 30) int zeros) {
        String plain = Long.toString(a);
        String padded = (zeros == 0 ? plain : plain + "." + "0".repeat(zeros)) + "e0";
        assertThat(ExactDecimal.of(JsonNumber.parse(plain)).compareTo(ExactDecimal.of(JsonNumber.parse(padded)))).isZero();
    }

    @Test
    void hugeExponentsCompareWithoutExpansion() {
        ExactDecimal huge = ExactDecimal.of(JsonNumber.parse("1e" + "9".repeat(1_000)));
        ExactDecimal tiny = ExactDecimal.of(JsonNumber.parse("1e-" + "9".repeat(1_000)));
        ExactDecimal max = ExactDecimal.of(BigDecimal.valueOf(Long.MAX_VALUE));
        assertThat(huge.compareTo(max)).isPositive();
        assertThat(tiny.compareTo(ExactDecimal.ZERO)).isPositive();
        assertThat(tiny.compareTo(ExactDecimal.of(new BigDecimal("1e-400")))).isNegative();
        assertThat(ExactDecimal.of(JsonNumber.parse("-" + "1e" + "9".repeat(30))).compareTo(ExactDecimal.of(BigDecimal.valueOf(Long.MIN_VALUE)))).isNegative();
    }
}
