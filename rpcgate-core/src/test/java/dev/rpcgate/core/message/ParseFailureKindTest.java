package dev.rpcgate.core.message;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Gate;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A document that fails PARSE is still classified as far as its top level tells; otherwise its kind is null. */
class ParseFailureKindTest {

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource(delimiter = '|', nullValues = "none", textBlock = """
            2.0 | {"jsonrpc":"2.0","method":"a","method":"b","id":1}        | call
            2.0 | {"jsonrpc":"2.0","id":1,"method":"a","id":2}              | call
            2.0 | {"jsonrpc":"2.0","method":"a","method":"b"}               | notification
            2.0 | {"jsonrpc":"2.0","method":"a","params":[1,                | none
            2.0 | {"jsonrpc":"2.0","method":"a"} trailing                   | notification
            2.0 | {"jsonrpc":"2.0","result":1,"result":2,"id":1}            | response
            2.0 | {"jsonrpc":"2.0","error":{"code":1,"code":2},"id":1}      | response
            2.0 | [{"jsonrpc":"2.0","method":"a","id":1},                   | batch
            2.0 | [1,2] x                                                   | batch
            2.0 | {"a":1,"a":2}                                             | none
            2.0 | 12 13                                                     | none
            2.0 | {"method":"a", x                                          | none
            1.0 | {"method":"a","params":[],"id":null,"id":null}            | notification
            1.0 | {"method":"a","params":[],"id":1,"id":1}                  | call
            1.0 | {"method":"a","params":[],"method":"b"}                   | call
            1.0 | {"method":"a","params":[1,                                | none
            """)
    void kindOfAFailedDocument(String version, String text, String kind) {
        Trace t = new Explain(JsonReader.standard(), JsonRpcVersion.expectLabel(version)).explain(text);
        assertThat(t.failedGate()).isEqualTo(Gate.PARSE);
        assertThat(t.kind() == null ? null : t.kind().label()).isEqualTo(kind);
    }

    @ParameterizedTest(name = "{index}")
    @CsvSource(delimiter = '|', textBlock = """
            7b 22 6d 65 74 68 6f 64 22 3a 22 61 ff 22 7d
            00 7b 00 22 00 6d 00 65 00 74 00 68 00 6f 00 64 00 22 00 3a 00 31 00 7d
            """)
    void textThatIsNotUtf8TellsNothing(String hex) {
        String[] parts = hex.trim().split(" ");
        byte[] bytes = new byte[parts.length];
        for (int i = 0; i < parts.length; i++) {
            bytes[i] = (byte) Integer.parseInt(parts[i], 16);
        }
        Trace t = new Explain(JsonReader.standard(), JsonRpcVersion.V2_0).explain(bytes);
        assertThat(t.failedGate()).isEqualTo(Gate.PARSE);
        assertThat(t.kind()).as(new String(bytes, StandardCharsets.ISO_8859_1)).isNull();
    }
}
