package dev.rpcgate.core.message;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The error-code table, at its boundaries, and the replies built from it. */
class ErrorCodesTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "-32700, STANDARD", "-32701, RESERVED_UNASSIGNED", "-32699, RESERVED_UNASSIGNED",
        "-32600, STANDARD", "-32601, STANDARD", "-32602, STANDARD", "-32603, STANDARD",
        "-32604, RESERVED_UNASSIGNED", "-32599, RESERVED_UNASSIGNED",
        "-32768, RESERVED_UNASSIGNED", "-32769, APPLICATION",
        "-32100, RESERVED_UNASSIGNED", "-32099, SERVER", "-32050, SERVER", "-32000, SERVER",
        "-31999, APPLICATION", "0, APPLICATION", "1, APPLICATION", "-1, APPLICATION", "32700, APPLICATION",
        "-9223372036854775808, APPLICATION", "9223372036854775807, APPLICATION"})
    void classify(long code, ErrorCodes.Range range) {
        assertThat(ErrorCodes.classify(code)).isEqualTo(range);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "-32700 | Parse error", "-32600 | Invalid Request", "-32601 | Method not found",
        "-32602 | Invalid params", "-32603 | Internal error",
        "-32000 | Server error", "-32099 | Server error", "-32100 | Error", "-32604 | Error", "7 | Error",
        "-4294999996 | Error", "4294934596 | Error"})
    void messageFor(long code, String message) {
        assertThat(ErrorCodes.messageFor(code)).isEqualTo(message);
        assertThat(ErrorCodes.findStandardMessage(code).isPresent())
                .isEqualTo(ErrorCodes.classify(code) == ErrorCodes.Range.STANDARD);
    }

    @Test
    void repliesEchoTheIdAndLeaveOutAbsentData() {
        Id id = Id.of(dev.rpcgate.core.json.JsonReader.standard().read("10e-1").value());
        assertThat(JsonWriter.write(Replies.error(id, ErrorCodes.METHOD_NOT_FOUND)))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":10e-1,\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}");
        assertThat(JsonWriter.write(Replies.error(Id.ABSENT, -32001, "Upstream timeout", JsonString.of("t"))))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32001,\"message\":\"Upstream timeout\","
                        + "\"data\":\"t\"}}");
        assertThat(JsonWriter.write(Replies.error(null, ErrorCodes.PARSE_ERROR)))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}");
        assertThat(JsonWriter.write(Replies.success(id, JsonNull.NULL)))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":10e-1,\"result\":null}");
    }
}
