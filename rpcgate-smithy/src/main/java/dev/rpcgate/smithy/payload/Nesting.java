package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.ParseCode;

/**
 * The recursion guard of the aggregate validators. The reader bounds JSON depth already, but a value built in code is
 * not read, and a recursive shape recurses as deep as its value: past the limit a value is reported, not descended.
 */
final class Nesting {
    private Nesting() {
    }

    /** True (after reporting {@code DepthLimit}) when {@code path} is deeper than {@code maxDepth}. */
    static boolean tooDeep(JsonValue value, JsonPath path, int maxDepth, FindingSink sink, FindingOwner owner) {
        if (path.depth() <= maxDepth) {
            return false;
        }
        sink.error(ParseCode.DEPTH_LIMIT, "expected a value nested at most " + maxDepth + " levels deep, found one nested"
                + " deeper; it is not checked",
                path, value, owner);
        return true;
    }
}
