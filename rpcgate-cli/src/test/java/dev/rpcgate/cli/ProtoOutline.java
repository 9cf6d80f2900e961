package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The outline of a proto3 file as far as a Smithy model of its ProtoJSON form needs it: each service's rpcs, each
 * message's fields (type, repeated or map, REQUIRED mark, oneof group) and each enum's value names. It reads the
 * plain subset the A2A proto uses (top-level messages, no nested types, no extensions) and fails a test on anything
 * else it meets in a message body, so a proto it cannot read is never half-read.
 */
record ProtoOutline(Map<String, List<Rpc>> services, Map<String, List<Field>> messages, Map<String, List<String>> enums) {
    private static final Pattern BLOCK = Pattern.compile("\\b(service|message|enum)\\s+(\\w+)\\s*\\{");
    private static final Pattern RPC = Pattern.compile(
            "rpc\\s+(\\w+)\\s*\\(\\s*([\\w.]+)\\s*\\)\\s*returns\\s*\\(\\s*(stream\\s+)?([\\w.]+)\\s*\\)");
    private static final Pattern FIELD = Pattern.compile("(repeated\\s+|optional\\s+)?(map\\s*<\\s*(\\w+)\\s*,\\s*([\\w.]+)"
            + "\\s*>|[\\w.]+)\\s+(\\w+)\\s*=\\s*\\d+\\s*(\\[[^\\]]*\\])?\\s*;");
    private static final Pattern ONEOF = Pattern.compile("oneof\\s+(\\w+)\\s*\\{");
    private static final Pattern ENUM_VALUE = Pattern.compile("(\\w+)\\s*=\\s*-?\\d+\\s*(\\[[^\\]]*\\])?\\s*;");

    /** One rpc: its request and response message names (full names for google.protobuf types). */
    record Rpc(String name, String request, String response, boolean streaming) {
    }

    /**
     * One message field.
     *
     * @param type     the element type: a scalar (string, int32 ...), a message or enum name, or a google.protobuf name
     * @param mapKey   the key type of a map field, else null (then {@code type} is the value type)
     * @param oneof    the oneof group the field belongs to, else null
     */
    record Field(String name, String type, boolean repeated, String mapKey, boolean required, String oneof) {
        /** The field's ProtoJSON name: lowerCamel, each letter after an underscore upper-cased. */
        String jsonName() {
            StringBuilder out = new StringBuilder(name.length());
            boolean upper = false;
            for (char c : name.toCharArray()) {
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

    /** Reads the outline of {@code proto}, the text of a .proto file. */
    static ProtoOutline parse(String proto) {
        String text = proto.replaceAll("//[^\\n]*", "");
        Map<String, List<Rpc>> services = new LinkedHashMap<>();
        Map<String, List<Field>> messages = new LinkedHashMap<>();
        Map<String, List<String>> enums = new LinkedHashMap<>();
        Matcher m = BLOCK.matcher(text);
        int from = 0;
        while (m.find(from)) {
            int end = closing(text, m.end());
            String body = text.substring(m.end(), end);
            switch (m.group(1)) {
                case "service" -> services.put(m.group(2), rpcs(body));
                case "message" -> messages.put(m.group(2), fields(m.group(2), body));
                default -> enums.put(m.group(2), values(m.group(2), body));
            }
            from = end + 1;
        }
        return new ProtoOutline(services, messages, enums);
    }

    private static List<Rpc> rpcs(String body) {
        List<Rpc> out = new ArrayList<>();
        Matcher r = RPC.matcher(body);
        while (r.find()) {
            out.add(new Rpc(r.group(1), r.group(2), r.group(4), r.group(3) != null));
        }
        return out;
    }

    private static List<Field> fields(String message, String body) {
        List<Field> out = new ArrayList<>();
        String rest = body;
        Matcher oneof = ONEOF.matcher(rest);
        while (oneof.find()) {
            int end = closing(rest, oneof.end());
            read(message, rest.substring(oneof.end(), end), oneof.group(1), out);
            rest = rest.substring(0, oneof.start()) + rest.substring(end + 1);
            oneof = ONEOF.matcher(rest);
        }
        read(message, rest, null, out);
        return out;
    }

    private static void read(String message, String text, String oneof, List<Field> out) {
        Matcher f = FIELD.matcher(text);
        int last = 0;
        while (f.find()) {
            assertThat(text.substring(last, f.start()).trim()).as("unread text in message " + message).isEmpty();
            boolean required = f.group(6) != null && f.group(6).matches("(?s).*field_behavior\\)\\s*=\\s*REQUIRED.*");
            boolean map = f.group(3) != null;
            out.add(new Field(f.group(5), map ? f.group(4) : f.group(2), "repeated".equals(trim(f.group(1))),
                    map ? f.group(3) : null, required, oneof));
            last = f.end();
        }
        assertThat(text.substring(last).trim()).as("unread text in message " + message).isEmpty();
    }

    private static List<String> values(String name, String body) {
        List<String> out = new ArrayList<>();
        Matcher v = ENUM_VALUE.matcher(body);
        int last = 0;
        while (v.find()) {
            assertThat(body.substring(last, v.start()).trim()).as("unread text in enum " + name).isEmpty();
            out.add(v.group(1));
            last = v.end();
        }
        assertThat(body.substring(last).trim()).as("unread text in enum " + name).isEmpty();
        return out;
    }

    /** The index of the brace that closes the block whose body starts at {@code start}. */
    private static int closing(String text, int start) {
        int depth = 1;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        throw new AssertionError("unclosed block at offset " + start);
    }

    private static String trim(String s) {
        return s == null ? null : s.trim();
    }
}
