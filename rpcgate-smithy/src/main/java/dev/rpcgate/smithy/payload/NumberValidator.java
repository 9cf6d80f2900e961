package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.model.ModelFindings;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;

/**
 * Numbers of every Smithy numeric shape, intEnum included, compared exactly on their lexeme: no double rounding and no
 * exponent expansion. A number is integral by value, so {@code 1.0} and {@code 1e2} are integers, as {@code 1 == 1.0}
 * everywhere else in rpcgate; {@code 1.5} is a {@code TypeMismatch} for an integer shape. float and double also take
 * the strings {@code "NaN"}, {@code "Infinity"} and {@code "-Infinity"}, as Smithy's JSON protocols write them, and
 * reject finite numbers so large that they would round to infinity.
 */
final class NumberValidator implements PayloadValidator {
    private static final int PLAIN_LONG_DIGITS = 18; // a digits-only lexeme this short always parses as a long

    enum Kind {
        BYTE("byte", true, range(Byte.MIN_VALUE, Byte.MAX_VALUE)),
        SHORT("short", true, range(Short.MIN_VALUE, Short.MAX_VALUE)),
        INTEGER("integer", true, range(Integer.MIN_VALUE, Integer.MAX_VALUE)),
        LONG("long", true, range(Long.MIN_VALUE, Long.MAX_VALUE)),
        BIG_INTEGER("bigInteger", true, null),
        FLOAT("float", false, DecimalRange.below(overflow(new BigDecimal(Float.MAX_VALUE), Math.ulp(Float.MAX_VALUE)),
                "within the finite range of a 32-bit float")),
        DOUBLE("double", false, DecimalRange.below(overflow(new BigDecimal(Double.MAX_VALUE), Math.ulp(Double.MAX_VALUE)),
                "within the finite range of a 64-bit float")),
        BIG_DECIMAL("bigDecimal", false, null);

        final String typeName;
        final boolean integral;
        final DecimalRange typeRange;

        Kind(String typeName, boolean integral, DecimalRange typeRange) {
            this.typeName = typeName;
            this.integral = integral;
            this.typeRange = typeRange;
        }

        boolean takesSpecialStrings() {
            return this == FLOAT || this == DOUBLE;
        }

        private static DecimalRange range(long min, long max) {
            return DecimalRange.inclusive(BigDecimal.valueOf(min), BigDecimal.valueOf(max));
        }

        /** MAX + ulp/2: the least magnitude that rounds to infinity (MAX's significand is odd, so a tie goes up). */
        private static BigDecimal overflow(BigDecimal max, double ulp) {
            return max.add(new BigDecimal(ulp).divide(BigDecimal.valueOf(2)));
        }
    }

    private final FindingOwner owner;
    private final Kind kind;
    private final String expected;
    private final DecimalRange[] ranges;
    private final long[] allowed; // intEnum values, sorted; null for any
    private final String allowedText;
    // the quick check's bounds: every whole number in [quickMin, quickMax] meets the type range (integral kinds) and
    // every @range; quick is false when some bound is beyond a long, and the quick check then defers to validate
    private final boolean quick;
    private final long quickMin;
    private final long quickMax;

    NumberValidator(FindingOwner owner, Kind kind, List<DecimalRange> ranges, long[] allowed) {
        this.owner = owner;
        this.kind = kind;
        this.ranges = ranges.toArray(DecimalRange[]::new);
        this.allowed = allowed == null ? null : allowed.clone();
        if (this.allowed != null) {
            Arrays.sort(this.allowed);
        }
        this.allowedText = allowed == null ? null : Arrays.toString(this.allowed);
        this.expected = kind.integral ? "an integer (" + kind.typeName + ")"
                : kind.takesSpecialStrings() ? "a number or \"NaN\", \"Infinity\", \"-Infinity\" (" + kind.typeName + ")"
                : "a number (" + kind.typeName + ")";
        boolean q = true;
        long lo = Long.MIN_VALUE;
        long hi = Long.MAX_VALUE;
        List<DecimalRange> bounds = new java.util.ArrayList<>(ranges);
        if (kind.integral && kind.typeRange != null) {
            bounds.add(kind.typeRange); // a decimal kind's type range holds for any lexeme the quick check reads
        }
        for (DecimalRange r : bounds) {
            q &= r.hasLongBounds();
            lo = Math.max(lo, r.minLong());
            hi = Math.min(hi, r.maxLong());
        }
        this.quick = q;
        this.quickMin = lo;
        this.quickMax = hi;
    }

    /**
     * The common case without a finding and without allocating: a lexeme of at most 18 characters with no exponent
     * (so its magnitude is below 1e18, inside every float and long type range), read once. Anything else (an exponent,
     * a fraction on an integer shape, a long lexeme, a special string) is left to {@link #validate}.
     */
    @Override
    public boolean accepts(JsonValue value) {
        if (!quick || !(value instanceof JsonNumber n)) {
            return false;
        }
        String l = n.lexeme();
        int len = l.length();
        if (len > PLAIN_LONG_DIGITS) {
            return false;
        }
        boolean negative = l.charAt(0) == '-';
        int i = negative ? 1 : 0;
        long whole = 0;
        for (; i < len; i++) {
            char c = l.charAt(i);
            if (c < '0' || c > '9') {
                break;
            }
            whole = whole * 10 + (c - '0');
        }
        boolean fraction = false;
        if (i < len) {
            if (kind.integral || l.charAt(i) != '.') {
                return false;
            }
            for (i++; i < len; i++) {
                char c = l.charAt(i);
                if (c < '0' || c > '9') {
                    return false;
                }
                fraction |= c != '0';
            }
        }
        if (!fraction) {
            long v = negative ? -whole : whole;
            return v >= quickMin && v <= quickMax && (allowed == null || Arrays.binarySearch(allowed, v) >= 0);
        }
        // a decimal kind and a value strictly between floor and floor + 1
        long floor = negative ? -whole - 1 : whole;
        return floor >= quickMin && floor + 1 <= quickMax;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (value instanceof JsonNumber n) {
            if (kind.integral) {
                checkIntegral(n, path, sink);
            } else {
                checkDecimal(n, path, sink);
            }
        } else if (value instanceof JsonString s && kind.takesSpecialStrings() && isSpecial(s.value())) {
            checkSpecial(s, path, sink);
        } else {
            ValueText.mismatch(sink, expected, value, path, owner);
        }
    }

    private static boolean isSpecial(String s) {
        return s.equals("NaN") || s.equals("Infinity") || s.equals("-Infinity");
    }

    private void checkIntegral(JsonNumber n, JsonPath path, FindingSink sink) {
        if (!n.hasFractionOrExponent()) {
            String lexeme = n.lexeme();
            if (lexeme.length() <= PLAIN_LONG_DIGITS) {
                checkLong(Long.parseLong(lexeme), n, path, sink);
                return;
            }
        } else if (!n.isIntegral()) {
            sink.error(SharedCode.TYPE_MISMATCH, "expected " + expected + ", found " + ValueText.found(n)
                    + ", which is not a whole number", path, n, owner);
            return;
        }
        if (kind == Kind.BIG_INTEGER) {
            checkRanges(ExactDecimal.of(n), n, path, sink);
            return;
        }
        OptionalLong v = n.findLong();
        if (v.isEmpty()) {
            outOfRange(n, kind.typeRange, "the " + kind.typeName + " range", path, sink);
            return;
        }
        checkLong(v.getAsLong(), n, path, sink);
    }

    private void checkLong(long v, JsonNumber n, JsonPath path, FindingSink sink) {
        if (kind.typeRange != null && !kind.typeRange.contains(v)) {
            outOfRange(n, kind.typeRange, "the " + kind.typeName + " range", path, sink);
            return;
        }
        for (DecimalRange r : ranges) {
            if (!r.contains(v)) {
                outOfRange(n, r, "@range", path, sink);
            }
        }
        if (allowed != null && Arrays.binarySearch(allowed, v) < 0) {
            sink.error(ContractCode.ENUM_MISMATCH, "expected one of the intEnum values " + allowedText + ", found "
                    + ValueText.found(n), path, n, owner);
        }
    }

    private void checkDecimal(JsonNumber n, JsonPath path, FindingSink sink) {
        ExactDecimal exact = null;
        if (kind.typeRange != null && !(n.lexeme().length() <= PLAIN_LONG_DIGITS && !n.hasFractionOrExponent())) {
            exact = ExactDecimal.of(n);
            if (!kind.typeRange.contains(exact)) {
                outOfRange(n, kind.typeRange, ModelFindings.withArticle(kind.typeName), path, sink);
                return;
            }
        }
        if (ranges.length > 0) {
            checkRanges(exact != null ? exact : ExactDecimal.of(n), n, path, sink);
        }
    }

    private void checkRanges(ExactDecimal exact, JsonNumber n, JsonPath path, FindingSink sink) {
        for (DecimalRange r : ranges) {
            if (!r.contains(exact)) {
                outOfRange(n, r, "@range", path, sink);
            }
        }
    }

    private void checkSpecial(JsonString s, JsonPath path, FindingSink sink) {
        String v = s.value();
        for (DecimalRange r : ranges) {
            boolean inside = v.equals("Infinity") ? !r.hasMax() : v.equals("-Infinity") ? !r.hasMin() : !r.hasMin() && !r.hasMax();
            if (!inside) {
                sink.error(SharedCode.OUT_OF_RANGE, "expected a number " + r.text() + " (@range), found " + ValueText.found(s),
                        path, s, owner);
            }
        }
    }

    private void outOfRange(JsonNumber n, DecimalRange r, String source, JsonPath path, FindingSink sink) {
        sink.error(SharedCode.OUT_OF_RANGE, "expected a number " + r.text() + " (" + source + "), found " + ValueText.found(n),
                path, n, owner);
    }
}
