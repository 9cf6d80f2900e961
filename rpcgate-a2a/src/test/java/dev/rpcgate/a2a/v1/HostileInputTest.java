package dev.rpcgate.a2a.v1;

import static dev.rpcgate.a2a.v1.Codecs.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Documents the readers did not expect: the round-trip rows with one value replaced, removed or renamed, and every
 * reader fed values of every type. A reader either reads the value (and its record writes JSON that reads back to an
 * equal record) or throws {@link IllegalArgumentException} naming a path whose parent is in the document; never
 * anything else.
 */
class HostileInputTest {
    private static final List<String> VALUES = List.of("null", "true", "false", "0", "-1", "1.5", "1e400", "-0",
            "2147483648", "\"\"", "\"x\"", "\"TASK_STATE_WORKING\"", "\"ROLE_USER\"", "\"AAA=\"", "\"-_+/\"",
            "\"2025-10-28T10:30:00Z\"", "[]", "[null]", "[{}]", "[\"a\"]", "{}", "{\"text\":\"a\"}",
            "{\"data\":null}", "{\"task\":{}}");
    private static final Pattern PATH = Pattern.compile("^at \"((?:/[^\"]*)?)\": .+", Pattern.DOTALL);

    @Test
    void everyReaderTakesEveryKindOfValueWithoutCrashing() {
        for (Codecs.Codec<?> codec : Codecs.BY_MESSAGE.values()) {
            for (String v : VALUES) {
                check(codec, json(v));
            }
            check(codec, null);
        }
    }

    @Property(tries = 1500)
    void aRowWithOneValueChangedReadsOrThrowsWithAPath(@ForAll @IntRange(min = 0, max = 1 << 20) int row,
                                                       @ForAll @IntRange(min = 0, max = 1 << 20) int node,
                                                       @ForAll @IntRange(min = 0, max = 1 << 20) int change) {
        String[] r = RoundTripTest.ROWS.get(row % RoundTripTest.ROWS.size());
        JsonValue doc = json(r[1]);
        List<String> pointers = new ArrayList<>();
        collect(doc, "", pointers);
        String target = pointers.get(node % pointers.size());
        int c = change % (VALUES.size() + 2);
        JsonValue mutated = c < VALUES.size() ? replace(doc, target, 0, json(VALUES.get(c)), null)
                : replace(doc, target, 0, null, c == VALUES.size() ? null : "snake");
        check(Codecs.of(r[0]), mutated);
    }

    private static <T> void check(Codecs.Codec<T> codec, JsonValue v) {
        T record;
        try {
            record = codec.expect().apply(v);
        } catch (IllegalArgumentException e) {
            Matcher m = PATH.matcher(e.getMessage());
            assertThat(m.matches()).as(e.getMessage()).isTrue();
            String path = m.group(1);
            String parent = path.isEmpty() ? "" : path.substring(0, path.lastIndexOf('/'));
            assertThat(v == null || resolve(v, parent) != null).as(path + " in " + v).isTrue();
            return;
        } catch (RuntimeException e) {
            fail(codec.message() + " threw " + e + " for " + v, e);
            return;
        }
        JsonObject written = codec.write().apply(record);
        assertThat(codec.expect().apply(json(JsonWriter.write(written)))).as(codec.message() + " " + v)
                .isEqualTo(record);
    }

    /** Every value's pointer below the root. */
    private static void collect(JsonValue v, String at, List<String> out) {
        if (v instanceof JsonObject o) {
            for (String n : o.names()) {
                String p = FieldReader.child(at, n);
                out.add(p);
                collect(o.get(n), p, out);
            }
        } else if (v instanceof JsonArray a) {
            for (int i = 0; i < a.size(); i++) {
                out.add(at + "/" + i);
                collect(a.get(i), at + "/" + i, out);
            }
        }
        if (at.isEmpty() && out.isEmpty()) {
            out.add("");
        }
    }

    /**
     * {@code v} with the value at {@code pointer} replaced by {@code with}; when {@code with} is null the member is
     * removed (an array element replaced by {@code null}), or renamed to its snake_case name when {@code rename} is set.
     */
    private static JsonValue replace(JsonValue v, String pointer, int from, JsonValue with, String rename) {
        if (pointer.length() <= from) {
            return with == null ? json("null") : with;
        }
        int next = pointer.indexOf('/', from + 1);
        String token = pointer.substring(from + 1, next < 0 ? pointer.length() : next)
                .replace("~1", "/").replace("~0", "~");
        boolean last = next < 0;
        if (v instanceof JsonObject o) {
            JsonObject.Builder b = JsonObject.builder();
            for (String n : o.names()) {
                if (!n.equals(token)) {
                    b.put(n, o.get(n));
                } else if (!last) {
                    b.put(n, replace(o.get(n), pointer, next, with, rename));
                } else if (with != null) {
                    b.put(n, with);
                } else if (rename != null) {
                    b.put(snake(n), o.get(n));
                }
            }
            return b.build();
        }
        JsonArray a = (JsonArray) v;
        int index = Integer.parseInt(token);
        List<JsonValue> items = new ArrayList<>(a.elements());
        items.set(index, last ? (with == null ? json("null") : with) : replace(a.get(index), pointer, next, with, rename));
        return JsonArray.of(items);
    }

    /** The value at a JSON Pointer, or {@code null}. */
    private static JsonValue resolve(JsonValue v, String pointer) {
        if (pointer.isEmpty()) {
            return v;
        }
        JsonValue at = v;
        for (String raw : pointer.substring(1).split("/", -1)) {
            String token = raw.replace("~1", "/").replace("~0", "~");
            if (at instanceof JsonObject o) {
                at = o.get(token);
            } else if (at instanceof JsonArray a && token.matches("\\d+") && Integer.parseInt(token) < a.size()) {
                at = a.get(Integer.parseInt(token));
            } else {
                return null;
            }
            if (at == null) {
                return null;
            }
        }
        return at;
    }

    /** The snake_case spelling of a lowerCamel name ({@code mediaType} gives {@code media_type}). */
    private static String snake(String camel) {
        StringBuilder out = new StringBuilder(camel.length() + 4);
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            out.append(c >= 'A' && c <= 'Z' ? "_" + (char) (c + ('a' - 'A')) : String.valueOf(c));
        }
        return out.toString();
    }
}
