package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.ParseCode;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.JsonPath;

import java.util.ArrayDeque;
import java.util.OptionalInt;

/**
 * The depth bound for a value that did not come through the bounded reader: an in-memory value gets the same
 * nesting limit over the whole document (ids and ignored members included) before anything else looks at it. A value
 * read from a document that nests within the limit is settled by that document's depth, without a walk. Most
 * values are shallow, so a recursive pass that makes no objects and skips scalars settles them; one that nests past
 * the limit, or deeper than that pass may recurse, takes the walk with its own stack, so no nesting can overflow the
 * thread's, and only that walk builds the path it reports.
 */
final class DocumentBounds {
    private static final int RECURSE = 48; // the quick pass recurses at most this deep

    private DocumentBounds() {
    }

    /** True when {@code value} nests no deeper than the limit; otherwise reports {@code DepthLimit} and returns false. */
    static boolean check(JsonValue value, JsonLimits limits, String base, FindingSink sink) {
        return check(value, limits, 1, base, sink);
    }

    /**
     * The same for a value that stands at level {@code depth} of its message ({@code 2} for a request's params or a
     * response's result), so that it meets the limit exactly where it would inside the whole message.
     */
    static boolean check(JsonValue value, JsonLimits limits, int depth, String base, FindingSink sink) {
        int max = limits.maxDepth();
        if (readWithin(value, depth, max) || shallow(value, depth, Math.min(max, RECURSE + depth - 1))) {
            return true;
        }
        return walk(value, max, depth, base, sink);
    }

    /**
     * True when {@code value} (itself at {@code depth}) was read from a document that nests so little that none of its
     * containers can lie deeper than {@code max}: they lie at most {@code depth - 1} plus the document's depth deep.
     */
    private static boolean readWithin(JsonValue value, int depth, int max) {
        OptionalInt documentDepth = value.documentDepth();
        return documentDepth.isPresent() && depth - 1 + documentDepth.getAsInt() <= max;
    }

    /** True when every container in {@code value} (itself at {@code depth}) lies at most {@code bound} deep. */
    private static boolean shallow(JsonValue value, int depth, int bound) {
        if (value instanceof JsonObject o) {
            if (depth > bound) {
                return false;
            }
            for (int i = 0, n = o.size(); i < n; i++) {
                JsonValue v = o.valueAt(i);
                if ((v instanceof JsonObject || v instanceof JsonArray) && !shallow(v, depth + 1, bound)) {
                    return false;
                }
            }
        } else if (value instanceof JsonArray a) {
            if (depth > bound) {
                return false;
            }
            for (int i = 0, n = a.size(); i < n; i++) {
                JsonValue v = a.get(i);
                if ((v instanceof JsonObject || v instanceof JsonArray) && !shallow(v, depth + 1, bound)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The exact check with an explicit stack, reporting the first container (in document order) past the limit. */
    private static boolean walk(JsonValue value, int maxDepth, int depth, String base, FindingSink sink) {
        record Frame(JsonValue value, JsonPath path, int depth) {
        }
        ArrayDeque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(value, JsonPath.of(base), depth));
        while (!stack.isEmpty()) {
            Frame f = stack.pop();
            if (!(f.value instanceof JsonObject) && !(f.value instanceof JsonArray)) {
                continue;
            }
            if (f.depth > maxDepth) {
                sink.add(Finding.error(ParseCode.DEPTH_LIMIT, "arrays and objects nest deeper than the limit of "
                        + maxDepth + " levels", f.path.pointer(), f.value.location().orElse(null)));
                return false;
            }
            if (f.value instanceof JsonObject o) {
                for (int i = o.size() - 1; i >= 0; i--) {
                    JsonValue v = o.valueAt(i);
                    if (v instanceof JsonObject || v instanceof JsonArray) {
                        stack.push(new Frame(v, f.path.memberAt(o, i), f.depth + 1));
                    }
                }
            } else {
                JsonArray a = (JsonArray) f.value;
                for (int i = a.size() - 1; i >= 0; i--) {
                    JsonValue v = a.get(i);
                    if (v instanceof JsonObject || v instanceof JsonArray) {
                        stack.push(new Frame(v, f.path.index(i), f.depth + 1));
                    }
                }
            }
        }
        return true;
    }
}
