package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.ContractCode;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Lists and sets: an array, {@code @length} in elements, {@code @uniqueItems} (sets imply it) by exact JSON equality,
 * and each element against the list's member. {@code null} elements pass only in a {@code @sparse} list; elsewhere the
 * element contract reports them (a document element accepts null, as a document does).
 */
final class ListValidator implements PayloadValidator {
    private static final int SCAN_UNIQUE_UP_TO = 16; // below this, pairwise comparison beats hashing

    private final FindingOwner owner;
    private final Elements elements;
    private final LengthRange[] lengths;
    private final boolean unique;
    private final int maxDepth;

    ListValidator(FindingOwner owner, Elements elements, List<LengthRange> lengths, boolean unique, int maxDepth) {
        this.owner = owner;
        this.elements = elements;
        this.lengths = lengths.toArray(LengthRange[]::new);
        this.unique = unique;
        this.maxDepth = maxDepth;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (!(value instanceof JsonArray a)) {
            ValueText.mismatch(sink, "an array (list " + elements.shapeId + ")", value, path, owner);
            return;
        }
        if (Nesting.tooDeep(value, path, maxDepth, sink, owner)) {
            return;
        }
        if (lengths.length > 0) {
            LengthRange.check(lengths, a.size(), "elements", a, path, sink, owner);
        }
        if (unique && a.size() > 1) {
            checkUnique(a, path, sink);
        }
        elements.validate(a, path, sink);
    }

    private void checkUnique(JsonArray a, JsonPath path, FindingSink sink) {
        int n = a.size();
        if (n <= SCAN_UNIQUE_UP_TO) {
            for (int i = 1; i < n; i++) {
                JsonValue e = a.get(i);
                for (int j = 0; j < i; j++) {
                    if (e.equals(a.get(j))) {
                        duplicate(a, i, j, path, sink);
                        break;
                    }
                }
            }
            return;
        }
        Map<JsonValue, Integer> first = new HashMap<>(n * 2);
        for (int i = 0; i < n && !sink.exhausted(); i++) {
            Integer j = first.putIfAbsent(a.get(i), i);
            if (j != null) {
                duplicate(a, i, j, path, sink);
            }
        }
    }

    private void duplicate(JsonArray a, int i, int j, JsonPath path, FindingSink sink) {
        JsonPath at = path.index(i);
        sink.error(ContractCode.DUPLICATE_ITEM, "expected unique elements (@uniqueItems), found one equal to the element at "
                + path.index(j).pointer(), at, a.get(i), owner);
    }

    /** One list shape's element contract; filled by {@link #init} once the member is compiled. */
    static final class Elements {
        private final String shapeId;
        private final boolean sparse;
        private PayloadValidator element;

        Elements(String shapeId, boolean sparse) {
            this.shapeId = shapeId;
            this.sparse = sparse;
        }

        void init(PayloadValidator elementValidator) {
            this.element = elementValidator;
        }

        void validate(JsonArray a, JsonPath path, FindingSink sink) {
            for (int i = 0, n = a.size(); i < n; i++) {
                if (sink.exhausted()) {
                    return;
                }
                JsonValue e = a.get(i);
                if (sparse && e instanceof JsonNull) {
                    continue;
                }
                if (!element.accepts(e)) {
                    element.validate(e, path.index(i), sink);
                }
            }
        }
    }
}
