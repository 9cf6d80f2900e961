package dev.rpcgate.transcript.log;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Reads a whole log through a {@link LogReader} in given chunks and describes everything it gave, in line order. */
final class LogResults {
    private LogResults() {
    }

    /** Feeds UTF-8 bytes cut at the given positions (sorted, within the array). */
    static List<String> feedBytes(LogReader reader, byte[] log, int... cuts) {
        List<LogChunk> chunks = new ArrayList<>();
        int from = 0;
        for (int cut : cuts) {
            chunks.add(reader.pushBytes(log, from, cut - from));
            from = cut;
        }
        chunks.add(reader.pushBytes(log, from, log.length - from));
        chunks.add(reader.end());
        return describe(chunks, reader.counts());
    }

    /** Feeds text cut at the given char positions (sorted, within the text), so a cut may split a surrogate pair. */
    static List<String> feedText(LogReader reader, String log, int... cuts) {
        List<LogChunk> chunks = new ArrayList<>();
        int from = 0;
        for (int cut : cuts) {
            chunks.add(reader.pushText(log.substring(from, cut)));
            from = cut;
        }
        chunks.add(reader.pushText(log.substring(from)));
        chunks.add(reader.end());
        return describe(chunks, reader.counts());
    }

    static List<String> feedBytes(LogReader reader, String log, int chunkSize) {
        byte[] bytes = log.getBytes(StandardCharsets.UTF_8);
        return feedBytes(reader, bytes, every(chunkSize, bytes.length));
    }

    static int[] every(int size, int length) {
        int n = Math.max(0, (length - 1) / size);
        int[] cuts = new int[n];
        for (int i = 0; i < n; i++) {
            cuts[i] = (i + 1) * size;
        }
        return cuts;
    }

    /** Entries and findings as lines, merged in line order (entries and findings of one push keep their order). */
    static List<String> describe(List<LogChunk> chunks, LogCounts counts) {
        record Item(int line, String text) {
        }
        List<Item> items = new ArrayList<>();
        for (LogChunk chunk : chunks) {
            List<Item> here = new ArrayList<>();
            for (LogEntry e : chunk.entries()) {
                SourceLocation at = e.entry().location().orElseThrow();
                StringBuilder text = new StringBuilder();
                JsonWriter.writeString(e.entry().message(), text);
                here.add(new Item(at.line(), "entry\t" + e.entry().sender() + "\t" + at.line() + ":" + at.column()
                        + "\t" + e.session().orElse("-") + "\t" + text));
            }
            for (Finding f : chunk.findings()) {
                here.add(new Item(f.location().line(), "finding\t" + f.code() + "\t" + f.severity() + "\t"
                        + f.location().line() + ":" + f.location().column()));
            }
            here.sort(Comparator.comparingInt(Item::line));
            items.addAll(here);
        }
        List<String> lines = new ArrayList<>(items.stream().map(Item::text).toList());
        lines.add("counts\t" + counts.lines() + "\t" + counts.notJson() + "\t" + counts.skipped() + "\t"
                + counts.entries());
        return lines;
    }
}
