package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.testing.RepoFiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The messages and enums of the A2A v1.0 {@code a2a.proto}, read in place with a small line parser. */
record ProtoFile(Map<String, List<Field>> messages, Map<String, Map<String, Integer>> enums) {
    /** One field: its proto name, type, label ({@code repeated}, {@code optional}, or empty), oneof and REQUIRED. */
    record Field(String name, String type, String label, String oneof, boolean required) {
        /** The field as one line: {@code [repeated |optional ]TYPE NAME[ REQUIRED][ oneof GROUP]}. */
        String declaration() {
            return (label.isEmpty() ? "" : label + " ") + type + " " + name + (required ? " REQUIRED" : "")
                    + (oneof == null ? "" : " oneof " + oneof);
        }
    }

    private static final Pattern MESSAGE = Pattern.compile("^message (\\w+) \\{$");
    private static final Pattern ENUM = Pattern.compile("^enum (\\w+) \\{$");
    private static final Pattern ONEOF = Pattern.compile("^oneof (\\w+) \\{$");
    private static final Pattern FIELD = Pattern.compile(
            "^(repeated |optional )?(map<[\\w.]+, ?[\\w.]+>|[\\w.]+) (\\w+) = \\d+( \\[.*])?;$");
    private static final Pattern VALUE = Pattern.compile("^(\\w+) = (\\d+);$");

    static ProtoFile read() {
        return parse(RepoFiles.read(RepoFiles.testData("a2a", "the A2A v1.0 proto").resolve("v1.0/a2a.proto")));
    }

    /** The messages and enums of a proto text in the shape of {@code a2a.proto}. */
    static ProtoFile parse(String text) {
        Map<String, List<Field>> messages = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> enums = new LinkedHashMap<>();
        List<Field> fields = null;
        Map<String, Integer> values = null;
        String oneof = null;
        int depth = 0;
        for (String raw : text.split("\n")) {
            String line = raw.replaceAll("//.*", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            Matcher m;
            if (depth == 0 && (m = MESSAGE.matcher(line)).matches()) {
                fields = new ArrayList<>();
                messages.put(m.group(1), fields);
                depth = 1;
            } else if (depth == 0 && (m = ENUM.matcher(line)).matches()) {
                values = new LinkedHashMap<>();
                enums.put(m.group(1), values);
                depth = 1;
            } else if (depth == 1 && fields != null && (m = ONEOF.matcher(line)).matches()) {
                oneof = m.group(1);
                depth = 2;
            } else if (line.equals("}") && depth > 0) {
                depth--;
                if (depth == 1) {
                    oneof = null;
                } else if (depth == 0) {
                    fields = null;
                    values = null;
                }
            } else if (fields != null && (m = FIELD.matcher(line)).matches()) {
                String label = m.group(1) == null ? "" : m.group(1).strip();
                fields.add(new Field(m.group(3), m.group(2), label, oneof,
                        m.group(4) != null && m.group(4).contains("REQUIRED")));
            } else if (values != null && (m = VALUE.matcher(line)).matches()) {
                values.put(m.group(1), Integer.parseInt(m.group(2)));
            } else if (depth > 0) {
                throw new IllegalStateException("a line of a2a.proto this parser does not know: " + line);
            }
        }
        return new ProtoFile(messages, enums);
    }

    /** protoc's json name of a field: underscores dropped, the letter after each one upper-cased. */
    static String jsonName(String protoName) {
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char c : protoName.toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return out.toString();
    }
}
