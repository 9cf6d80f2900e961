package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** RFC 8785 canonical JSON: the RFC's number table and examples, and numbers as ECMAScript writes them. */
class JcsTest {
    record NumberRow(String hex, String expected) {
        double value() {
            return Double.longBitsToDouble(Long.parseUnsignedLong(hex, 16));
        }

        @Override
        public String toString() {
            return hex + " -> " + expected;
        }
    }

    static List<NumberRow> rows(String file) throws IOException {
        List<NumberRow> out = new ArrayList<>();
        for (String line : Files.readAllLines(RepoFiles.resource(JcsTest.class, "jcs/" + file))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cols = line.split(" ");
            out.add(new NumberRow(cols[0], cols[1]));
        }
        return out;
    }

    static Stream<NumberRow> appendixB() throws IOException {
        return rows("rfc8785-appendix-b.txt").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("appendixB")
    void theRfcNumberTable(NumberRow row) {
        double d = row.value();
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            assertThatThrownBy(() -> Jcs.number(d)).isInstanceOf(IllegalArgumentException.class);
            return;
        }
        assertThat(Jcs.number(d)).isEqualTo(row.expected());
        // and the same from a JSON number lexeme written by Java
        assertThat(canonical(JsonNumber.parse(Double.toString(d)))).isEqualTo(row.expected());
    }

    @Test
    void everyNumberAsEcmaScriptWritesIt() throws IOException {
        List<NumberRow> table = rows("es6-numbers.txt");
        assertThat(table).hasSizeGreaterThan(3000);
        List<String> wrong = new ArrayList<>();
        for (NumberRow row : table) {
            String got = Jcs.number(row.value());
            if (!got.equals(row.expected())) {
                wrong.add(row + " but got " + got);
            }
        }
        assertThat(wrong).isEmpty();
    }

    static Stream<String> cases() throws IOException {
        try (Stream<Path> files = Files.list(RepoFiles.resource(JcsTest.class, "jcs/cases"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - 5)).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theExamples(String name) {
        Path dir = RepoFiles.resource(JcsTest.class, "jcs/cases");
        JsonParse p = JsonReader.standard().read(RepoFiles.read(dir.resolve(name + ".json")));
        assertThat(p.findings()).isEmpty();
        String expected = RepoFiles.read(dir.resolve(name + ".canonical"));
        Jcs.Outcome out = Jcs.canonicalize(p.value());
        assertThat(out).isInstanceOf(Jcs.Text.class);
        assertThat(((Jcs.Text) out).value()).isEqualTo(expected);
        assertThat(((Jcs.Text) out).utf8()).isEqualTo(expected.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        // canonical text is a fixed point
        assertThat(canonical(JsonReader.standard().read(expected).value())).isEqualTo(expected);
    }

    @Test
    void aNumberBeyondADoubleIsRefusedWithItsPointer() {
        JsonObject v = (JsonObject) JsonReader.standard().read("{\"a\":[1,{\"b~/\":1e400}]}").value();
        assertThat(Jcs.canonicalize(v)).isEqualTo(new Jcs.Refused("/a/1/b~0~1",
                "the number 1e400 is beyond the range of an IEEE 754 double"));
        assertThat(Jcs.canonicalize(JsonNumber.parse("-" + "9".repeat(400)))).isInstanceOf(Jcs.Refused.class);
        assertThat(canonical(JsonNumber.parse("1e-99999999999"))).isEqualTo("0");
    }

    @Test
    void anUnpairedSurrogateIsRefused() {
        Jcs.Outcome out = Jcs.canonicalize(JsonArray.of(JsonString.of("ok"), JsonString.of("x\ud800y")));
        assertThat(out).isEqualTo(new Jcs.Refused("/1", "the string holds an unpaired UTF-16 surrogate U+D800"));
        Jcs.Outcome name = Jcs.canonicalize(JsonObject.builder().put("\udc00", 1).build());
        assertThat(name).isInstanceOf(Jcs.Refused.class);
        assertThat(canonical(JsonString.of("\ud83d\ude00"))).isEqualTo("\"\ud83d\ude00\"");
    }

    static String canonical(dev.rpcgate.core.json.JsonValue v) {
        Jcs.Outcome out = Jcs.canonicalize(v);
        assertThat(out).isInstanceOf(Jcs.Text.class);
        return ((Jcs.Text) out).value();
    }
}
