package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.ParseCode;

import java.util.ArrayDeque;

/**
 * The depth bound for a value that did not come through the bounded reader: an in-memory value gets the same
 * nesting limit over the whole document (ids and ignored members included) before anything else looks at it. The
 * walk keeps its own stack, so no nesting can overflow the thread's.
 */
final class DocumentBounds {
    private DocumentBounds() {
    }

    /** True when {@code value} nests no deeper than the limit; otherwise reports {@code DepthLimit} and returns false. */
    static boolean check(JsonValue value, JsonLimits limits, String base, FindingSink sink) {
        record Frame(JsonValue value, JsonPath path, int depth) {
        }
        ArrayDeque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(value, JsonPath.of(base), 1));
        while (!stack.isEmpty()) {
            Frame f = stack.pop();
            if (!(f.value instanceof JsonObject) && !(f.value instanceof JsonArray)) {
                continue;
            }
            if (f.depth > limits.maxDepth()) {
                sink.add(Finding.error(ParseCode.DEPTH_LIMIT.code(), "arrays and objects nest deeper than the limit of "
                        + limits.maxDepth() + " levels", f.path.pointer(), f.value.location().orElse(null)));
                return false;
            }
            if (f.value instanceof JsonObject o) {
                for (int i = o.size() - 1; i >= 0; i--) {
                    stack.push(new Frame(o.valueAt(i), f.path.memberAt(o, i), f.depth + 1));
                }
            } else {
                JsonArray a = (JsonArray) f.value;
                for (int i = a.size() - 1; i >= 0; i--) {
                    stack.push(new Frame(a.get(i), f.path.index(i), f.depth + 1));
                }
            }
        }
        return true;
    }
}
