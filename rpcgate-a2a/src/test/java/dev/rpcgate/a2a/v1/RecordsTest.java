package dev.rpcgate.a2a.v1;

import static dev.rpcgate.a2a.v1.Codecs.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The records themselves: copies, required parts, raw bytes by content, timestamps, and built-in-code shapes. */
class RecordsTest {
    @Test
    void rawBytesAreAPrivateCopyComparedByContent() {
        byte[] given = {1, 2, 3};
        PartContent.Raw raw = new PartContent.Raw(given);
        given[0] = 9;
        assertThat(raw.bytes()).containsExactly(1, 2, 3);
        raw.bytes()[1] = 9;
        assertThat(raw.bytes()).containsExactly(1, 2, 3);
        assertThat(raw).isEqualTo(new PartContent.Raw(new byte[] {1, 2, 3})).hasSameHashCodeAs(
                new PartContent.Raw(new byte[] {1, 2, 3}));
        assertThat(raw).isNotEqualTo(new PartContent.Raw(new byte[] {1, 2}));
        assertThat(raw.length()).isEqualTo(3);
        assertThat(raw.base64()).isEqualTo("AQID");
        assertThat(raw.toString()).isEqualTo("Raw[3 bytes: 010203]");
        assertThat(new PartContent.Raw(new byte[40]).toString()).endsWith("...]");
        assertThat(V1Json.expectPart(json("{\"raw\":\"AQID\"}"))).isEqualTo(Part.of(raw));
    }

    @Test
    void listsAreCopiedAndRequiredPartsChecked() {
        List<Part> parts = new ArrayList<>(List.of(Part.text("a")));
        Message m = Message.of(Role.USER, "m-1", parts);
        parts.add(Part.text("b"));
        assertThat(m.parts()).hasSize(1);
        assertThat(m.parts()).isUnmodifiable();
        assertThatNullPointerException().isThrownBy(() -> Message.of(Role.USER, null, List.of()));
        assertThatNullPointerException().isThrownBy(() -> Message.of(null, "m", List.of()));
        assertThatNullPointerException().isThrownBy(() -> new PartContent.Raw(null));
        assertThatNullPointerException().isThrownBy(() -> Part.of(null));
        assertThatNullPointerException().isThrownBy(() -> SendMessageResponse.of((Task) null));
    }

    @Test
    void recordsBuiltInCodeWriteProtoJson() {
        Message m = new Message("m-1", Optional.of("c-1"), Optional.empty(), Role.AGENT,
                List.of(Part.text("ok"), Part.raw(new byte[] {(byte) 0xfb, (byte) 0xff}, "application/octet-stream"),
                        Part.url("https://x.example/f"), Part.data(JsonNumber.of(1))),
                Optional.empty(), Optional.of(List.of()), Optional.empty(), V1Json.EMPTY);
        assertThat(JsonWriter.write(V1Json.toJson(m))).isEqualTo("{\"messageId\":\"m-1\",\"contextId\":\"c-1\","
                + "\"role\":\"ROLE_AGENT\",\"parts\":[{\"text\":\"ok\"},{\"raw\":\"+/8=\","
                + "\"mediaType\":\"application/octet-stream\"},{\"url\":\"https://x.example/f\"},{\"data\":1}],"
                + "\"extensions\":[]}");
        Task t = Task.of("t-1", TaskStatus.of(TaskState.SUBMITTED));
        assertThat(JsonWriter.write(V1Json.toJson(StreamResponse.of(t))))
                .isEqualTo("{\"task\":{\"id\":\"t-1\",\"status\":{\"state\":\"TASK_STATE_SUBMITTED\"}}}");
        assertThat(JsonWriter.write(V1Json.toJson(SendMessageResponse.of(m)))).startsWith("{\"message\":{");
        assertThat(JsonWriter.write(V1Json.toJson(SendMessageRequest.of(m)))).startsWith("{\"message\":{");
        assertThat(JsonWriter.write(V1Json.toJson(Artifact.of("a", List.of()))))
                .isEqualTo("{\"artifactId\":\"a\",\"parts\":[]}");
    }

    @Test
    void aKeptMemberNeverOverridesOrDuplicatesAField() {
        Part p = new Part(new PartContent.Text("t"), Optional.empty(), Optional.empty(), Optional.empty(),
                (JsonObject) json("{\"text\":\"other\",\"media_type\":\"x\",\"url\":\"u\",\"k\":1}"));
        assertThat(JsonWriter.write(V1Json.toJson(p))).isEqualTo("{\"text\":\"t\",\"k\":1}");
    }

    @Test
    void timestampsKeepTheirTextAndGiveTheirInstant() {
        assertThat(new Timestamp("2025-10-28T10:30:00.000Z").instant()).isEqualTo(Instant.parse("2025-10-28T10:30:00Z"));
        assertThat(new Timestamp("2025-10-28T12:30:00+02:00").instant()).isEqualTo(Instant.parse("2025-10-28T10:30:00Z"));
        assertThat(new Timestamp("2025-10-28T10:30:00-00:30").instant()).isEqualTo(Instant.parse("2025-10-28T11:00:00Z"));
        assertThat(new Timestamp("2025-04-17T17:47:09.680794Z").instant().getNano()).isEqualTo(680_794_000);
        assertThat(new Timestamp("2025-04-17T17:47:09.123456789Z").instant().getNano()).isEqualTo(123_456_789);
        assertThat(new Timestamp("0001-01-01T00:00:00Z").instant()).isEqualTo(Instant.parse("0001-01-01T00:00:00Z"));
        assertThat(new Timestamp("9999-12-31T23:59:59.999999999Z").text()).isEqualTo("9999-12-31T23:59:59.999999999Z");
        assertThat(new Timestamp("2024-02-29T00:00:00Z").instant()).isEqualTo(Instant.parse("2024-02-29T00:00:00Z"));
        assertThat(Timestamp.of(Instant.parse("2024-03-15T10:15:00.120Z")).text()).isEqualTo("2024-03-15T10:15:00.120Z");
        for (String bad : List.of("", "2025-10-28", "2025-10-28 10:30:00Z", "2025-10-28T10:30Z", "2025-10-28T10:30:00",
                "2025-10-28t10:30:00z", "2025-10-28T10:30:00z", "2025-02-30T00:00:00Z", "2023-02-29T00:00:00Z",
                "2025-13-01T00:00:00Z", "2025-10-28T24:00:00Z", "2025-10-28T10:60:00Z", "2025-10-28T10:30:60Z",
                "2025-10-28T10:30:00.Z", "2025-10-28T10:30:00.1234567890Z", "2025-10-28T10:30:00+0200",
                "2025-10-28T10:30:00+24:00", "2025-10-28T10:30:00+02:60", "0000-12-31T00:00:00Z",
                "0001-01-01T00:00:00+00:01", "9999-12-31T23:59:59-00:01", "+12025-10-28T10:30:00Z",
                "2025-1０-28T10:30:00Z", "2025-10-28T10:30:00ZZ", "2025-10-28T10:30:00.5+02:00x")) {
            assertThat(Timestamp.isValid(bad)).as(bad).isFalse();
            assertThatIllegalArgumentException().as(bad).isThrownBy(() -> new Timestamp(bad));
            assertThatIllegalArgumentException().as(bad)
                    .isThrownBy(() -> V1Json.expectTaskStatus(json("{\"state\":1,\"timestamp\":\"" + bad + "\"}")))
                    .withMessageStartingWith("at \"/timestamp\": not an RFC 3339 timestamp");
        }
        assertThat(Timestamp.isValid(null)).isFalse();
        assertThatIllegalArgumentException().isThrownBy(() -> Timestamp.of(Instant.MAX));
    }
}
