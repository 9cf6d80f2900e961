package dev.rpcgate.a2a.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.v03.DataPart;
import dev.rpcgate.a2a.v03.MessageSendValidator;
import dev.rpcgate.a2a.v03.ParamsCheck;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * Random part payloads never make the validator throw, and the counted bytes match their definitions: UTF-8 length of
 * a text, length of core's compact serialization of a data object, decoded length of canonical Base64. Each payload is
 * checked both as built in code and as read back from its text (strings read from text keep their spelling).
 */
class PartPropertiesTest {
    private static final MessageSendValidator VALIDATOR = new MessageSendValidator(PartPolicy.DEFAULT);

    private static JsonObject params(JsonObject part) {
        return JsonObject.builder().put("message", JsonObject.builder().put("kind", "message")
                .put("messageId", "m").put("role", "user").put("parts", JsonArray.of(part)).build()).build();
    }

    private static List<ParamsCheck> bothWays(JsonObject part) {
        JsonObject built = params(part);
        JsonValue read = JsonReader.standard().read(JsonWriter.write(built)).value();
        return List.of(VALIDATOR.check(built), VALIDATOR.check(read));
    }

    private static boolean wellFormed(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    @Property(tries = 1000)
    void textCountsUtf8Bytes(@ForAll String text) {
        Assume.that(wellFormed(text));
        for (ParamsCheck check : bothWays(JsonObject.builder().put("kind", "text").put("text", text).build())) {
            assertThat(check.parts()).hasSize(1);
            assertThat(check.parts().get(0).countedBytes().getAsLong())
                    .isEqualTo(text.getBytes(StandardCharsets.UTF_8).length);
            String preview = ((JsonString) check.parts().get(0).preview()).value();
            assertThat(preview.length()).isLessThanOrEqualTo(PartPreviews.TEXT_CHARS + 1);
            assertThat(wellFormed(preview)).as("a preview never splits a surrogate pair").isTrue();
        }
    }

    @Property(tries = 500)
    void dataCountsItsCompactSerialization(@ForAll Random random) {
        JsonObject data = (JsonObject) randomValue(random, 0, true);
        JsonObject part = JsonObject.builder().put("kind", "data").put("data", data).build();
        for (ParamsCheck check : bothWays(part)) {
            assertThat(check.findings()).isEmpty();
            JsonObject counted = ((DataPart) check.params().orElseThrow().message().parts().get(0)).data();
            assertThat(JsonWriter.write(counted)).isEqualTo(JsonWriter.write(data));
            assertThat(check.parts().get(0).countedBytes().getAsLong())
                    .isEqualTo(JsonWriter.write(counted).getBytes(StandardCharsets.UTF_8).length);
        }
    }

    @Property(tries = 500)
    void fileBytesCountTheirDecodedLength(@ForAll @Size(max = 300) byte[] bytes) {
        String base64 = Base64.getEncoder().encodeToString(bytes);
        JsonObject part = JsonObject.builder().put("kind", "file")
                .put("file", JsonObject.builder().put("bytes", base64).build()).build();
        for (ParamsCheck check : bothWays(part)) {
            assertThat(check.findings()).isEmpty();
            PartSummary s = check.parts().get(0);
            assertThat(s.countedBytes().getAsLong()).isEqualTo(bytes.length);
            byte[] head = java.util.Arrays.copyOf(bytes, Math.min(bytes.length, PartPreviews.HEX_BYTES));
            assertThat(s.preview()).isEqualTo(JsonObject.builder().put("size", bytes.length)
                    .put("hex", HexFormat.of().formatHex(head)).build());
        }
    }

    /** The oracle: canonical exactly when the JDK decodes it and encodes it back to the same text. */
    @Property(tries = 3000)
    void canonicalBase64IsWhatTheJdkRoundTrips(@ForAll("base64ish") String s) {
        boolean canonical;
        try {
            canonical = Base64.getEncoder().encodeToString(Base64.getDecoder().decode(s)).equals(s);
        } catch (IllegalArgumentException e) {
            canonical = false;
        }
        long length = Base64Check.decodedLength(s);
        assertThat(length >= 0).as(s).isEqualTo(canonical);
        assertThat(Base64Check.scan(s)).as("the allocation-free scan agrees: " + s).isEqualTo(length);
        if (canonical) {
            assertThat(length).isEqualTo(Base64.getDecoder().decode(s).length);
        } else {
            assertThat(Base64Check.problem(s)).isNotBlank();
        }
    }

    /** Both ways of counting UTF-8 agree with Java's encoder on any string, lone surrogates included. */
    @Property(tries = 2000)
    void utf8CountsAreJavasEncoder(@ForAll String s) {
        assertThat(Utf8.length(s)).isEqualTo(s.getBytes(StandardCharsets.UTF_8).length);
        assertThat(Utf8.scan(s)).isEqualTo(s.getBytes(StandardCharsets.UTF_8).length);
    }

    /** Read from indented text, a data object still counts its compact serialization (white space dropped). */
    @Property(tries = 500)
    void indentedDataCountsItsCompactSerialization(@ForAll Random random) throws Exception {
        JsonObject data = (JsonObject) randomValue(random, 0, true);
        com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        String pretty = mapper.writerWithDefaultPrettyPrinter().writeValueAsString(mapper.readTree(JsonWriter.write(data)));
        JsonValue read = JsonReader.standard().read(pretty.getBytes(StandardCharsets.UTF_8)).value();
        long expected = JsonWriter.write(read).getBytes(StandardCharsets.UTF_8).length;
        assertThat(CompactLength.of(read)).as(pretty).isEqualTo(expected);
        assertThat(CompactLength.withoutWhiteSpace(read.sourceText().orElseThrow())).isEqualTo(expected);
    }

    @Provide
    Arbitrary<String> base64ish() {
        Arbitrary<String> any = Arbitraries.strings().withChars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ \n\u00e9").ofMaxLength(16);
        Arbitrary<String> encoded = Arbitraries.bytes().array(byte[].class).ofMaxSize(12)
                .map(b -> Base64.getEncoder().encodeToString(b));
        Arbitrary<String> flipped = encoded.filter(e -> e.endsWith("=")).map(e -> {
            int i = e.indexOf('=') - 1; // the last data character: raise its low bits
            char c = e.charAt(i);
            return e.substring(0, i) + (c == 'A' ? 'B' : c == 'Q' ? 'R' : c == 'g' ? 'h' : c == 'w' ? 'x' : c) + e.substring(i + 1);
        });
        return Arbitraries.oneOf(any, encoded, flipped);
    }

    /** Arbitrary JSON (any shape, any member names) as params never makes the validator throw. */
    @Property(tries = 2000)
    void arbitraryParamsNeverThrow(@ForAll Random random) {
        JsonValue v = randomValue(random, 0, random.nextBoolean());
        ParamsCheck check = VALIDATOR.check(v);
        assertThat(check.isValid()).isEqualTo(check.params().isPresent());
        ParamsCheck mutated = VALIDATOR.check(mutate(random));
        assertThat(mutated.isValid()).isEqualTo(mutated.params().isPresent());
    }

    /** A valid params with one member somewhere replaced by a random value. */
    private static JsonValue mutate(Random random) {
        String[] names = {"kind", "messageId", "role", "parts", "text", "file", "bytes", "uri", "data", "metadata",
            "configuration", "historyLength", "message", "name", "pushNotificationConfig", "url", "authentication"};
        String doc = "{\"message\":{\"kind\":\"message\",\"messageId\":\"m\",\"role\":\"user\",\"parts\":[{\"kind\":\"text\","
                + "\"text\":\"t\"},{\"kind\":\"file\",\"file\":{\"bytes\":\"AA==\",\"name\":\"n\"}},{\"kind\":\"file\",\"file\":"
                + "{\"uri\":\"https://files.example.org/x\"}},{\"kind\":\"data\",\"data\":{\"a\":1}}]},\"configuration\":"
                + "{\"historyLength\":1,\"pushNotificationConfig\":{\"url\":\"u\",\"authentication\":{\"schemes\":[]}}}}";
        String name = names[random.nextInt(names.length)];
        String replacement = JsonWriter.write(randomValue(random, 2, false));
        return JsonReader.standard().read(doc.replace("\"" + name + "\":", "\"" + name + "\":" + replacement + ",\"x"
                + random.nextInt(1000) + "\":")).findValue().orElse(JsonNull.NULL);
    }

    static JsonValue randomValue(Random random, int depth, boolean object) {
        int pick = object ? 0 : random.nextInt(depth > 4 ? 5 : 7);
        return switch (pick) {
            case 0 -> {
                JsonObject.Builder b = JsonObject.builder();
                int n = random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    b.put(randomString(random), randomValue(random, depth + 1, false));
                }
                yield b.build();
            }
            case 1 -> JsonString.of(randomString(random));
            case 2 -> JsonNumber.parse(random.nextBoolean() ? Integer.toString(random.nextInt()) : random.nextInt(100) + "." + random.nextInt(100) + "e" + (random.nextInt(5) - 2));
            case 3 -> JsonBoolean.of(random.nextBoolean());
            case 4 -> JsonNull.NULL;
            default -> {
                List<JsonValue> items = new ArrayList<>();
                int n = random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    items.add(randomValue(random, depth + 1, false));
                }
                yield JsonArray.of(items);
            }
        };
    }

    private static String randomString(Random random) {
        String[] pool = {"", "a", "kind", "text", "é", "\u2028", "\"q\"", "\\", "\uD83D\uDE00", "tab\t", "message", "data",
            "file", "bytes", "uri", "/~", "\u0000"};
        return pool[random.nextInt(pool.length)] + (random.nextInt(3) == 0 ? pool[random.nextInt(pool.length)] : "");
    }
}
