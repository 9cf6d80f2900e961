package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.TimestampFormats;

/**
 * Timestamps in their {@code @timestampFormat} (a member's format overrides its target's; JSON's default is
 * epoch-seconds): epoch-seconds is any JSON number, fractions allowed; date-time and http-date are strings checked by
 * {@link TimestampFormats}.
 */
final class TimestampValidator implements PayloadValidator {
    enum Format {
        EPOCH_SECONDS("epoch-seconds", "a number of seconds since the epoch (epoch-seconds)"),
        DATE_TIME("date-time", "an RFC 3339 date-time string in UTC such as \"1985-04-12T23:20:50.52Z\" (date-time)"),
        HTTP_DATE("http-date", "an IMF-fixdate string such as \"Tue, 29 Apr 2014 18:30:38 GMT\" (http-date)");

        final String name;
        final String expected;

        Format(String name, String expected) {
            this.name = name;
            this.expected = expected;
        }

        static Format named(String name) {
            for (Format f : values()) {
                if (f.name.equals(name)) {
                    return f;
                }
            }
            return null;
        }
    }

    private final FindingOwner owner;
    private final Format format;

    TimestampValidator(FindingOwner owner, Format format) {
        this.owner = owner;
        this.format = format;
    }

    @Override
    public boolean accepts(JsonValue value) {
        return switch (format) {
            case EPOCH_SECONDS -> value instanceof JsonNumber;
            case DATE_TIME -> value instanceof JsonString s && TimestampFormats.dateTimeProblem(s.value()) == null;
            case HTTP_DATE -> value instanceof JsonString s && TimestampFormats.httpDateProblem(s.value()) == null;
        };
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (format == Format.EPOCH_SECONDS) {
            if (!(value instanceof JsonNumber)) {
                ValueText.mismatch(sink, format.expected, value, path, owner);
            }
            return;
        }
        if (!(value instanceof JsonString s)) {
            ValueText.mismatch(sink, format.expected, value, path, owner);
            return;
        }
        String problem = format == Format.DATE_TIME ? TimestampFormats.dateTimeProblem(s.value())
                : TimestampFormats.httpDateProblem(s.value());
        if (problem != null) {
            sink.error(SharedCode.INVALID_TIMESTAMP, "expected " + format.expected + ", found " + ValueText.found(s) + ": "
                    + problem, path, s, owner);
        }
    }
}
