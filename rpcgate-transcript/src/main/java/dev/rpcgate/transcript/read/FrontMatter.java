package dev.rpcgate.transcript.read;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.transcript.Completeness;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The front matter of a Markdown transcript: {@code key: value} lines between a {@code ---} line that opens the
 * document and the next {@code ---} line. Only {@code version} and {@code complete} are read; other keys are ignored.
 * CommonMark has no front matter, so this small reader finds it and the Markdown parser sees blanks in its place.
 *
 * @param end          the index just after the closing {@code ---} line, or 0 when there is no front matter
 * @param version      the version it gives
 * @param completeness the completeness it gives
 * @param findings     problems with the values it gives
 */
record FrontMatter(int end, Optional<JsonRpcVersion> version, Optional<Completeness> completeness,
                   List<Finding> findings) {
    private static final FrontMatter NONE = new FrontMatter(0, Optional.empty(), Optional.empty(), List.of());

    static FrontMatter read(String text) {
        int pos = text.startsWith("\uFEFF") ? 1 : 0;
        int lineEnd = lineEnd(text, pos);
        if (!isFence(text, pos, lineEnd)) {
            return NONE;
        }
        List<int[]> lines = new ArrayList<>(); // start, end of each line between the fences
        int line = nextLine(text, lineEnd);
        while (line < text.length()) {
            int end = lineEnd(text, line);
            if (isFence(text, line, end)) {
                return parse(text, lines, nextLine(text, end));
            }
            lines.add(new int[] {line, end});
            line = nextLine(text, end);
        }
        return NONE; // never closed: not front matter
    }

    private static FrontMatter parse(String text, List<int[]> lines, int end) {
        Optional<JsonRpcVersion> version = Optional.empty();
        Optional<Completeness> completeness = Optional.empty();
        List<Finding> findings = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            int lineNumber = i + 2;
            String line = text.substring(lines.get(i)[0], lines.get(i)[1]);
            int colon = line.indexOf(':');
            if (colon < 0 || line.isBlank() || line.stripLeading().startsWith("#")) {
                continue;
            }
            String key = line.substring(0, colon).strip();
            if (!key.equals("version") && !key.equals("complete")) {
                continue;
            }
            int valueStart = colon + 1;
            while (valueStart < line.length() && (line.charAt(valueStart) == ' ' || line.charAt(valueStart) == '\t')) {
                valueStart++;
            }
            String value = unquote(line.substring(valueStart).strip());
            SourceLocation at = SourceLocation.ofLineColumn(lineNumber, valueStart + 1);
            if (!seen.add(key)) {
                findings.add(ReaderFindings.invalid("expected " + key + " once in the front matter, found it again", "",
                        at));
                continue;
            }
            if (key.equals("version")) {
                if (value.equals("1.0") || value.equals("2.0")) {
                    version = Optional.of(JsonRpcVersion.expectLabel(value));
                } else {
                    findings.add(ReaderFindings.invalid("expected version 1.0 or 2.0 in the front matter, found \""
                            + value + "\"", "", at));
                }
            } else if (value.equals("true") || value.equals("false")) {
                completeness = Optional.of(value.equals("true") ? Completeness.COMPLETE : Completeness.PARTIAL);
            } else {
                findings.add(ReaderFindings.invalid("expected complete as true or false in the front matter, found \""
                        + value + "\"", "", at));
            }
        }
        return new FrontMatter(end, version, completeness, findings);
    }

    private static String unquote(String v) {
        if (v.length() >= 2 && (v.charAt(0) == '"' || v.charAt(0) == '\'') && v.charAt(v.length() - 1) == v.charAt(0)) {
            return v.substring(1, v.length() - 1);
        }
        return v;
    }

    private static boolean isFence(String text, int start, int end) {
        return text.substring(start, end).stripTrailing().equals("---");
    }

    /** The index of the line break ending the line that starts at {@code start} (or the text's length). */
    private static int lineEnd(String text, int start) {
        int i = start;
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

    private static int nextLine(String text, int lineEnd) {
        if (lineEnd < text.length() && text.charAt(lineEnd) == '\r') {
            lineEnd++;
            return lineEnd < text.length() && text.charAt(lineEnd) == '\n' ? lineEnd + 1 : lineEnd;
        }
        return Math.min(text.length(), lineEnd + 1);
    }

    /** The text with the front matter (and a leading byte-order mark) blanked, keeping every index and line. */
    String blanked(String text) {
        int stop = Math.max(end, text.startsWith("\uFEFF") ? 1 : 0);
        if (stop == 0) {
            return text;
        }
        char[] chars = text.toCharArray();
        for (int i = 0; i < stop; i++) {
            if (chars[i] != '\n' && chars[i] != '\r') {
                chars[i] = ' ';
            }
        }
        return new String(chars);
    }
}
