package dev.rpcgate.cli;

import java.math.BigDecimal;
import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a number of seconds, whole or decimal ({@code 5}, {@code 0.5}), from 0 to one day, as a {@link Duration}. */
final class Seconds implements ITypeConverter<Duration> {
    private static final BigDecimal MAX = BigDecimal.valueOf(86_400);

    @Override
    public Duration convert(String value) {
        BigDecimal s;
        try {
            s = new BigDecimal(value);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a number of seconds");
        }
        if (s.signum() < 0 || s.compareTo(MAX) > 0) {
            throw new TypeConversionException("'" + value + "' is not from 0 to 86400 seconds");
        }
        return Duration.ofNanos(s.movePointRight(9).longValue());
    }

    /** {@code 5}, {@code 0.5}: the seconds as a person writes them. */
    static String show(Duration d) {
        return BigDecimal.valueOf(d.toNanos()).movePointLeft(9).stripTrailingZeros().toPlainString();
    }
}
