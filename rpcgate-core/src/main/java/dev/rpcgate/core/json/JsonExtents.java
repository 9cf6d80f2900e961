package dev.rpcgate.core.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Where chosen values stand in a text that the strict reader may reject: a lenient scan of the tokens (no
 * duplicate-key, surrogate or depth checks) that records the extent of each value whose JSON Pointer is wanted,
 * without reading inside it, up to the first syntax error. For failure paths, such as a document whose parts are
 * exact texts of their own (a transcript's messages) and one of those parts fails on its own. Like
 * {@link JsonSketch}, it reads nothing a strict read would not.
 */
public final class JsonExtents {
    private JsonExtents() {
    }

    /**
     * One value found.
     *
     * @param pointer its JSON Pointer
     * @param start   the UTF-16 offset of its first character
     * @param end     the UTF-16 offset just after its last character
     */
    public record Extent(String pointer, int start, int end) {
    }

    /**
     * The extents of the values whose pointer {@code wanted} accepts, in text order (a repeated member name gives
     * one extent each time). Containers are entered to at most {@code maxDepth} levels; a value that is wanted is
     * never entered. The scan ends at the first syntax error, with what it found before it.
     */
    public static List<Extent> find(String text, Predicate<String> wanted, int maxDepth) {
        List<Extent> found = new ArrayList<>();
        try (JsonParser p = JsonReader.FACTORY.createParser(text)) {
            StringBuilder pointer = new StringBuilder();
            int[] marks = new int[Math.max(1, Math.min(maxDepth, 1024)) + 1];
            int[] counts = new int[marks.length];
            boolean[] objects = new boolean[marks.length];
            int depth = 0;
            JsonToken t = p.nextToken();
            while (t != null) {
                if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                    depth--;
                    pointer.setLength(marks[depth]);
                    t = p.nextToken();
                    continue;
                }
                int mark = pointer.length();
                if (depth > 0) {
                    if (objects[depth - 1]) {
                        if (t == JsonToken.FIELD_NAME) {
                            pointer.append('/');
                            Escapes.appendPointerToken(pointer, p.currentName());
                            t = p.nextToken();
                        }
                    } else {
                        pointer.append('/').append(counts[depth - 1]++);
                    }
                }
                int start = (int) p.currentTokenLocation().getCharOffset();
                if (wanted.test(pointer.toString())) {
                    if (t.isStructStart()) {
                        p.skipChildren();
                    } else {
                        p.finishToken();
                    }
                    found.add(new Extent(pointer.toString(), start, (int) p.currentLocation().getCharOffset()));
                    pointer.setLength(mark);
                } else if (t.isStructStart() && depth < marks.length - 1) {
                    marks[depth] = mark;
                    objects[depth] = t == JsonToken.START_OBJECT;
                    counts[depth] = 0;
                    depth++;
                } else {
                    p.skipChildren();
                    pointer.setLength(mark);
                }
                t = p.nextToken();
            }
        } catch (IOException | RuntimeException stop) {
            // the scan ends at the first error
        }
        return found;
    }
}
