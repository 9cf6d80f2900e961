package dev.rpcgate.cli;

import java.util.List;

/** A trace log's lines made comparable: each well-formed {@code ts} shown as {@code T}, each elapsed {@code ms} as N. */
final class TraceLines {
    private static final String TS = ",\"ts\":\"\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z\"";

    private TraceLines() {
    }

    /** The lines with {@code "ts":"T"} and {@code "ms":N}; a line without a well-formed {@code ts} is kept as is. */
    static List<String> timeless(List<String> lines) {
        return lines.stream().map(l -> l.replaceFirst(TS, ",\"ts\":\"T\"").replaceAll(",\"ms\":\\d+", ",\"ms\":N"))
                .toList();
    }
}
