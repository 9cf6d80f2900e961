package dev.rpcgate.a2a.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.v03.MessageSendValidator;
import dev.rpcgate.a2a.v03.ParamsCheck;
import dev.rpcgate.a2a.v03.ParamsFixture;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.time.Duration;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/** Large, deep and odd inputs stay findings, bounded in number and time. */
class HostileInputsTest {
    private static final MessageSendValidator DEFAULT = new MessageSendValidator(PartPolicy.DEFAULT);

    private static JsonValue read(String text) {
        JsonParse parse = JsonReader.standard().read(text);
        assertThat(parse.findings()).isEmpty();
        return parse.value();
    }

    private static String message(String parts) {
        return "{\"message\":{\"kind\":\"message\",\"messageId\":\"m\",\"role\":\"user\",\"parts\":[" + parts + "]}}";
    }

    @Test
    void hugeBase64IsOneScanAndOneFinding() {
        String big = Base64.getEncoder().encodeToString(new byte[9 * 1024 * 1024]); // 12 MiB of text
        JsonValue params = read(message("{\"kind\":\"file\",\"file\":{\"bytes\":\"" + big + "\"}}"));
        long start = System.nanoTime();
        ParamsCheck check = DEFAULT.check(params);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        assertThat(check.findings()).extracting(ParamsFixture::line)
                .containsExactly("ERROR PartTooLarge /message/parts/0/file/bytes");
        assertThat(check.parts().get(0).countedBytes().getAsLong()).isEqualTo(9L * 1024 * 1024);
        // broken at the very end: still one finding, naming where
        ParamsCheck broken = DEFAULT.check(read(message("{\"kind\":\"file\",\"file\":{\"bytes\":\""
                + big.substring(0, big.length() - 1) + "!\"}}")));
        assertThat(broken.findings()).extracting(Finding::code).containsExactly(A2aCode.NON_CANONICAL_BASE64.code());
        assertThat(broken.findings().get(0).message()).contains("'!'", "index " + (big.length() - 1));
        assertThat(broken.parts()).isEmpty();
    }

    @Test
    void deepDataIsCountedAndItsPreviewBounded() {
        int depth = 120; // under core's depth limit of 128 with the params around it
        String data = "{\"a\":".repeat(depth) + "\"" + "x".repeat(5000) + "\"" + "}".repeat(depth);
        ParamsCheck check = DEFAULT.check(read(message("{\"kind\":\"data\",\"data\":" + data + "}")));
        assertThat(check.findings()).isEmpty();
        assertThat(check.parts().get(0).countedBytes().getAsLong()).isEqualTo(data.length());
        String preview = ((JsonString) check.parts().get(0).preview()).value();
        assertThat(preview).hasSizeLessThanOrEqualTo(PartPreviews.DATA_CHARS + 1).endsWith(PartPreviews.CUT);
    }

    @Test
    void escapesCountAsWrittenInTheCompactSerialization() {
        // core's writer keeps a string's spelling: "\u00e9" is 6 bytes there, "é" 2
        ParamsCheck escaped = DEFAULT.check(read(message("{\"kind\":\"data\",\"data\":{\"k\":\"\\u00e9\"}}")));
        ParamsCheck plain = DEFAULT.check(read(message("{\"kind\":\"data\",\"data\":{\"k\":\"é\"}}")));
        assertThat(escaped.parts().get(0).countedBytes().getAsLong()).isEqualTo(14);
        assertThat(plain.parts().get(0).countedBytes().getAsLong()).isEqualTo(10);
        // a text counts the decoded text, whatever its spelling
        ParamsCheck text = DEFAULT.check(read(message("{\"kind\":\"text\",\"text\":\"\\u00e9\"}")));
        assertThat(text.parts().get(0).countedBytes().getAsLong()).isEqualTo(2);
    }

    @Test
    void loneSurrogatesNeverReachTheValidatorFromText() {
        JsonParse parse = JsonReader.standard().read(message("{\"kind\":\"text\",\"text\":\"\\ud800\"}"));
        assertThat(parse.findings()).extracting(Finding::code).containsExactly("UnpairedSurrogate");
        // built in code, a lone surrogate counts 1 byte: the '?' Java's encoder writes for it
        assertThat(Utf8.length("a\ud800b")).isEqualTo(3);
        assertThat(Utf8.length("\ud83d\ude00")).isEqualTo(4);
        assertThat(Utf8.length("\ude00\ud83d")).isEqualTo(2);
        assertThat(Utf8.scan("\ude00\ud83d")).isEqualTo(2);
    }

    @Test
    void advisoryFloodsAreCountedNotKeptAndStayValid() {
        StringBuilder members = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            members.append(",\"u").append(i).append("\":1");
        }
        ParamsCheck check = DEFAULT.check(read("{\"message\":{\"kind\":\"message\",\"messageId\":\"m\",\"role\":\"user\","
                + "\"parts\":[{\"kind\":\"text\",\"text\":\"t\"}]" + members + "}}"));
        assertThat(check.isValid()).isTrue();
        assertThat(check.findings()).hasSize(CheckFindings.CAPACITY + 1);
        Finding last = check.findings().get(CheckFindings.CAPACITY);
        assertThat(last.code()).isEqualTo("FindingLimit");
        assertThat(last.isError()).isFalse();
        assertThat(last.message()).startsWith("900 more advisories");
    }

    @Test
    void errorFloodsStopTheCheck() {
        StringBuilder parts = new StringBuilder("1");
        for (int i = 1; i < 10_000; i++) {
            parts.append(",1");
        }
        ParamsCheck check = DEFAULT.check(read(message(parts.toString())));
        assertThat(check.isValid()).isFalse();
        assertThat(check.findings()).hasSize(CheckFindings.CAPACITY);
        assertThat(check.findings().get(CheckFindings.CAPACITY - 1).code()).isEqualTo("FindingLimit");
        assertThat(check.findings().get(CheckFindings.CAPACITY - 1).isError()).isTrue();
        assertThat(check.findings().get(CheckFindings.CAPACITY - 1).path()).isEqualTo("/message/parts/100");
    }

    @Test
    void manyPartsAreEachHeldToTheLimit() {
        StringBuilder parts = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            parts.append(i == 0 ? "" : ",").append("{\"kind\":\"text\",\"text\":\"").append("y".repeat(40)).append("\"}");
        }
        ParamsCheck check = new MessageSendValidator(PartPolicy.DEFAULT.withPartLimit(40)).check(read(message(parts.toString())));
        assertThat(check.findings()).isEmpty();
        assertThat(check.parts()).hasSize(2000);
    }

    @Test
    void valuesBuiltInCodeHaveNoLocation() {
        JsonObject params = JsonObject.builder().put("message", JsonObject.builder().put("kind", "message")
                .put("messageId", "m").put("role", "robot").put("parts", JsonArray.of()).build()).build();
        ParamsCheck check = DEFAULT.check(params);
        assertThat(check.findings()).extracting(ParamsFixture::line)
                .containsExactlyInAnyOrder("ERROR WrongRole /message/role", "ERROR EmptyParts /message/parts");
        assertThat(check.findings()).allMatch(f -> f.location() == null);
    }

    @Test
    void thePolicyRefusesNonsense() {
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> PartPolicy.DEFAULT.withPartLimit(-1));
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> PartPolicy.DEFAULT.withAllowedHosts(java.util.List.of("files.example.org:443")));
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> PartPolicy.DEFAULT.withAllowedHosts(java.util.List.of("")));
        assertThat(PartPolicy.DEFAULT.withAllowedHosts(java.util.List.of("Files.Example.ORG")).allowedHosts())
                .containsExactly("files.example.org");
        assertThat(PartPolicy.DEFAULT).isEqualTo(new PartPolicy(65_536, false, java.util.List.of("files.example.org")));
    }
}
