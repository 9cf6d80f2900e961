package dev.rpcgate.core.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every value read from text knows its exact source slice; the writer keeps spellings and member order. */
class SpansAndWriterTest {
    private static final JsonReader READER = JsonReader.standard();

    private static final String DOCUMENT = """
            {"id" : 1.50e+3,\r
             "k\\u0061y": ["\\u0061", "é😀\\n", -0, true, false, null, {}, [], [ [ 1E400 ] ]],
            \t"\u00e9\uD83D\uDE00":{"nested":{"deep":"\\uD834\\uDD1E"}}, "": "", "a/b~c" : 0.1e1
            }
            """;

    /** Every value in the tree with the path that leads to it. */
    private static void walk(JsonValue v, List<JsonValue> out) {
        out.add(v);
        if (v instanceof JsonObject o) {
            for (int i = 0; i < o.size(); i++) {
                out.add(o.nameAt(i));
                walk(o.valueAt(i), out);
            }
        } else if (v instanceof JsonArray a) {
            for (JsonValue e : a.elements()) {
                walk(e, out);
            }
        }
    }

    /** The 1-based line and column of a UTF-16 offset, counting LF, CR LF and lone CR as line ends. */
    private static int[] lineAndColumn(String text, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n')) {
                line++;
                lineStart = i + 1;
            }
        }
        return new int[] {line, offset - lineStart + 1};
    }

    private static void assertSpansMatchText(String text, JsonValue root) {
        List<JsonValue> all = new ArrayList<>();
        walk(root, all);
        assertThat(all).hasSizeGreaterThan(20);
        for (JsonValue v : all) {
            Span span = v.span().orElseThrow();
            String slice = text.substring(span.start().offset(), span.end().offset());
            assertThat(v.sourceText()).as("source text of %s", slice).contains(slice);
            assertThat(v.location()).contains(span.start());
            for (SourceLocation at : List.of(span.start(), span.end())) {
                int[] expected = lineAndColumn(text, at.offset());
                assertThat(new int[] {at.line(), at.column()}).as("line and column of offset %d", at.offset())
                        .containsExactly(expected);
            }
            // the slice is itself the value, read alone
            assertThat(READER.read(slice).value()).as(slice).isEqualTo(v);
        }
    }

    @Test
    void everyValueAndNameSpansItsExactSliceOfAString() {
        JsonValue root = READER.read(DOCUMENT).value();
        assertThat(root).isNotNull();
        assertSpansMatchText(DOCUMENT, root);
    }

    @Test
    void spansOfBytesCountUtf16UnitsNotBytes() {
        JsonValue fromBytes = READER.read(DOCUMENT.getBytes(StandardCharsets.UTF_8)).value();
        assertThat(fromBytes).isNotNull();
        assertSpansMatchText(DOCUMENT, fromBytes);
        List<JsonValue> a = new ArrayList<>();
        List<JsonValue> b = new ArrayList<>();
        walk(fromBytes, a);
        walk(READER.read(DOCUMENT).value(), b);
        assertThat(a.stream().map(v -> v.span().orElseThrow()).toList())
                .containsExactlyElementsOf(b.stream().map(v -> v.span().orElseThrow()).toList());
    }

    @Test
    void offsetIsTheLocationsOffsetWithoutALineIndex() {
        for (JsonParse parse : List.of(READER.read(DOCUMENT), READER.read(DOCUMENT.getBytes(StandardCharsets.UTF_8)))) {
            List<JsonValue> all = new ArrayList<>();
            walk(parse.value(), all);
            for (JsonValue v : all) {
                assertThat(v.offset().getAsInt()).as(v.toString()).isEqualTo(v.location().orElseThrow().offset());
            }
        }
        assertThat(JsonString.of("a").offset()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "1 | 0", "\"a\" | 0", "{} | 1", "[1, 2] | 1", "{\"a\": [1, {\"b\": []}], \"c\": {}} | 4",
        "[[[[]]], [[]]] | 4",
    })
    void documentDepthIsTheDeepestNestingOfTheWholeDocument(String text, int depth) {
        for (JsonParse parse : List.of(READER.read(text), READER.read(text.getBytes(StandardCharsets.UTF_8)))) {
            List<JsonValue> all = new ArrayList<>();
            walk(parse.value(), all);
            for (JsonValue v : all) { // every value of the document has the document's depth
                assertThat(v.documentDepth()).as(text).hasValue(depth);
            }
        }
        assertThat(JsonObject.builder().build().documentDepth()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"2.0", "2.", "2.00", "", "é", "é😀", "a\\u0062"})
    void valueEqualsIsEqualityOfTheDecodedValue(String content) {
        String text = "[\"" + content + "\"]";
        for (String other : List.of("2.0", "2.", "", "é", "é😀", "ab", "a\\u0062")) {
            for (boolean bytes : new boolean[] {false, true}) {
                JsonParse parse = bytes ? READER.read(text.getBytes(StandardCharsets.UTF_8)) : READER.read(text);
                JsonString read = (JsonString) ((JsonArray) parse.value()).get(0);
                boolean before = read.valueEquals(other); // before the value is made
                assertThat(before).as(content + " vs " + other).isEqualTo(read.value().equals(other))
                        .isEqualTo(read.valueEquals(other));
            }
        }
        assertThat(JsonString.of("2.0").valueEquals("2.0")).isTrue();
        assertThat(JsonString.of("2.0").valueEquals("2")).isFalse();
    }

    @Test
    void memberNameIsTheDecodedName() {
        JsonObject o = (JsonObject) READER.read("{\"k\\u0061y\":1,\"b\":2}").value();
        assertThat(o.memberName(0)).isEqualTo("kay").isEqualTo(o.nameAt(0).value());
        assertThat(o.memberName(1)).isEqualTo("b");
    }

    @Test
    void namesKeepTheirOwnSpanAndSpelling() {
        JsonObject o = (JsonObject) READER.read("{ \"k\\u0061y\"\t:\n1 , \"😀\":2}").value();
        JsonString first = o.nameAt(0);
        assertThat(first.value()).isEqualTo("kay");
        assertThat(first.sourceText()).contains("\"k\\u0061y\"");
        assertThat(first.span()).contains(new Span(new SourceLocation(1, 3, 2), new SourceLocation(1, 13, 12)));
        assertThat(o.getName("kay")).isSameAs(first);
        JsonString second = o.nameAt(1);
        assertThat(second.span()).contains(new Span(new SourceLocation(2, 5, 19), new SourceLocation(2, 9, 23)));
        assertThat(o.valueAt(1).location()).contains(new SourceLocation(2, 10, 24));
        assertThat(o.span()).contains(new Span(new SourceLocation(1, 1, 0), new SourceLocation(2, 12, 26)));
    }

    @Test
    void linesCountedFromTheFirstLineGiven() {
        JsonValue v = READER.read("\n [1,\n  2]", 41).value();
        JsonValue two = ((JsonArray) v).get(1);
        assertThat(two.location()).contains(new SourceLocation(43, 3, 8));
        byte[] padded = "xxxx\n [1,\n  2]yy".getBytes(StandardCharsets.UTF_8);
        JsonValue slice = READER.read(padded, 4, padded.length - 2, 41).value();
        assertThat(((JsonArray) slice).get(1).location()).contains(new SourceLocation(43, 3, 8));
        assertThat(slice.sourceText()).contains("[1,\n  2]");
    }

    @Test
    void writerKeepsEscapesLexemesAndMemberOrder() {
        String compact = "{\"z\":\"\\u0061\",\"a\":[1.50e+3,-0,1E400,0.1e1],\"m\\u00e9\":\"é\\/\\\"\",\"é\":{\"y\":null,\"b\":true}}";
        String spaced = " {\n \"z\" : \"\\u0061\" ,\r\n\t\"a\":[ 1.50e+3 , -0,1E400 ,0.1e1 ] , \"m\\u00e9\" :\"é\\/\\\"\","
                + " \"é\" : { \"y\" : null , \"b\" : true } } \n";
        for (JsonParse parse : List.of(READER.read(spaced), READER.read(spaced.getBytes(StandardCharsets.UTF_8)))) {
            JsonValue v = parse.value();
            assertThat(JsonWriter.write(v)).isEqualTo(compact);
            assertThat(v.toString()).isEqualTo(compact);
            assertThat(((JsonObject) v).names()).containsExactly("z", "a", "mé", "é");
            StringBuilder out = new StringBuilder("prefix:");
            JsonWriter.write(v, out);
            assertThat(out).hasToString("prefix:" + compact);
        }
    }

    @Test
    void anIdIsEchoedByteForByte() {
        for (String id : List.of("\"\\u0061bc\"", "1.50e+3", "-0", "\"\\ud83d\\ude00\"", "1E400", "\"\\/\"")) {
            JsonObject call = (JsonObject) READER.read("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"m\"}").value();
            JsonObject reply = JsonObject.builder().put("jsonrpc", "2.0").put("id", call.get("id")).put("result", 0L).build();
            assertThat(JsonWriter.write(reply)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":0}");
        }
    }

    @Test
    void valuesBuiltInCodeHaveNoSourceAndAreEscapedByTheWriter() {
        JsonString s = JsonString.of("a\"\\\n\r\t\b\f\u0001\u001f\u007f/é😀\uD800x\uDC00");
        assertThat(s.span()).isEmpty();
        assertThat(s.sourceText()).isEmpty();
        assertThat(s.location()).isEmpty();
        assertThat(JsonWriter.write(s))
                .isEqualTo("\"a\\\"\\\\\\n\\r\\t\\b\\f\\u0001\\u001f\u007f/é😀\\ud800x\\udc00\"");
        JsonObject built = JsonObject.builder().put("b", 1L).put("a", true).put("c", "x").put("n", JsonNull.NULL).build();
        assertThat(JsonWriter.write(built)).isEqualTo("{\"b\":1,\"a\":true,\"c\":\"x\",\"n\":null}");
        assertThat(JsonWriter.write(JsonArray.of(JsonNumber.of(1), JsonBoolean.FALSE, JsonArray.of()))).isEqualTo("[1,false,[]]");
        StringBuilder token = new StringBuilder();
        JsonWriter.writePointerToken("a/b~c", token);
        assertThat(token).hasToString("a~1b~0c");
        assertThat(JsonWriter.pointerToken("a/b~c")).isEqualTo("a~1b~0c");
        assertThat(JsonWriter.pointerToken("~1/")).isEqualTo("~01~1");
        assertThat(JsonWriter.pointerToken("plain")).isEqualTo("plain");
        StringBuilder quoted = new StringBuilder();
        JsonWriter.writeString("\u2028", quoted);
        assertThat(quoted).hasToString("\"\u2028\"");
    }

    @Test
    void writtenStringsOfCodeBuiltValuesReadBackToTheSameValue() {
        String nasty = "\"\\\u0000\u001f\u007f\u2028é😀/";
        JsonValue back = READER.read(JsonWriter.write(JsonString.of(nasty))).value();
        assertThat(back).isEqualTo(JsonString.of(nasty));
    }

    @Test
    void equalityIsJsonEquality() {
        assertThat(READER.read("{\"a\":1,\"b\":[1,2]}").value()).isEqualTo(READER.read("{\"b\":[1.0,2e0],\"a\":10e-1}").value())
                .hasSameHashCodeAs(READER.read("{\"b\":[1.0,2e0],\"a\":10e-1}").value());
        assertThat(READER.read("[1,2]").value()).isNotEqualTo(READER.read("[2,1]").value());
        assertThat(READER.read("{\"a\":null}").value()).isNotEqualTo(READER.read("{}").value());
        assertThat(READER.read("\"\\u0061\"").value()).isEqualTo(JsonString.of("a"));
        assertThat(READER.read("null").value()).isEqualTo(JsonNull.NULL);
        assertThat(READER.read("true").value()).isEqualTo(JsonBoolean.TRUE).isNotEqualTo(JsonBoolean.FALSE);
        JsonObject o = (JsonObject) READER.read("{\"a\":null}").value();
        assertThat(o.has("a")).isTrue();
        assertThat(o.find("a")).contains(JsonNull.NULL);
        assertThat(o.has("b")).isFalse();
        assertThat(o.find("b")).isEmpty();
        assertThat(o.get("b")).isNull();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 8, 9, 10, 40})
    void objectsOfAnySizeFindTheirMembers(int size) {
        StringBuilder text = new StringBuilder("{");
        for (int i = 0; i < size; i++) {
            text.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":").append(i);
        }
        JsonObject o = (JsonObject) READER.read(text.append('}').toString()).value();
        assertThat(o.size()).isEqualTo(size);
        for (int i = 0; i < size; i++) {
            assertThat(o.get("k" + i)).isEqualTo(JsonNumber.of(i));
            assertThat(o.nameAt(i).value()).isEqualTo("k" + i);
        }
        assertThat(o.get("k" + size)).isNull();
        String duplicated = text.substring(0, text.length() - 1) + ",\"k" + (size - 1) + "\":0}";
        assertThat(READER.read(duplicated).findings()).extracting(f -> f.code() + " " + f.path())
                .containsExactly("DuplicateKey /k" + (size - 1));
    }
}
