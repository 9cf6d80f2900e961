package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a summary holds per kind: counted bytes, media type and file name, and the bounded preview. */
class V1PartSummaryTest {
    @Test
    void eachKindHasItsPreview() {
        String params = """
                {"message": {"messageId": "m", "role": "ROLE_USER", "parts": [
                  {"text": "héllo", "mediaType": "text/plain"},
                  {"raw": "iVBORw0KGgo=", "filename": "logo.png", "media_type": "image/png"},
                  {"raw": "-_8"},
                  {"raw": "AQIDBA"},
                  {"url": "https://files.example.org/a.pdf", "filename": "a.pdf"},
                  {"data": [1, {"a": true}]}]}}""";
        V1Validator v = new V1Validator(V1Policy.DEFAULT.withParts(PartPolicy.DEFAULT.withAllowUri(true)));
        V1ParamsCheck check = v.checkParams(V1Method.SEND_MESSAGE, JsonReader.standard().read(params).value());
        assertThat(check.isValid()).isTrue();
        List<PartSummary> parts = check.parts();
        assertThat(parts).extracting(PartSummary::kind).containsExactly("text", "raw", "raw", "raw", "url", "data");
        assertThat(parts.get(0).countedBytes().getAsLong()).isEqualTo(6);
        assertThat(parts.get(0).mimeType()).contains("text/plain");
        assertThat(parts.get(0).preview()).isEqualTo(JsonString.of("héllo"));
        assertThat(parts.get(1).name()).contains("logo.png");
        assertThat(parts.get(1).mimeType()).as("the proto name is read too").contains("image/png");
        assertThat(parts.get(1).preview().toString()).isEqualTo("{\"size\":8,\"hex\":\"89504e470d0a1a0a\"}");
        assertThat(parts.get(2).preview().toString()).as("URL-safe, unpadded")
                .isEqualTo("{\"size\":2,\"hex\":\"fbff\"}");
        assertThat(parts.get(3).preview().toString()).isEqualTo("{\"size\":4,\"hex\":\"01020304\"}");
        assertThat(parts.get(4).countedBytes()).isEmpty();
        assertThat(parts.get(4).preview().toString())
                .isEqualTo("{\"uri\":\"https://files.example.org/a.pdf\",\"fetched\":false}");
        assertThat(parts.get(5).countedBytes().getAsLong()).isEqualTo(14);
        assertThat(((JsonString) parts.get(5).preview()).value()).contains("\n").contains("\"a\": true");
        assertThat(parts.get(5).name()).isEqualTo(Optional.empty());
    }
}
