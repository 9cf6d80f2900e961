package dev.rpcgate.lab;

import dev.rpcgate.a2a.TracePolicy;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The fixture menu: {@code examples/a2a/fixtures.json} and the files it names, shipped in the jar under
 * {@value #ROOT}. Read once; {@link #json()} is the body of {@code GET /lab/api/fixtures}: each fixture's name,
 * title, {@code http} flag, the four policy toggles the page shows, and the file's text.
 */
final class LabFixtures {
    static final String ROOT = "dev/rpcgate/lab/fixtures/";

    private final byte[] json;

    private LabFixtures(byte[] json) {
        this.json = json;
    }

    /** The fixtures in the jar; a missing or malformed index is a packaging error and fails loudly at start-up. */
    static LabFixtures load() {
        JsonParse index = JsonReader.standard().read(resource("fixtures.json"));
        if (!(index.value() instanceof JsonObject o) || !(o.get("fixtures") instanceof JsonArray list)) {
            throw new IllegalStateException(ROOT + "fixtures.json is not {\"fixtures\": [...]}: " + index.findings());
        }
        List<JsonValue> out = new ArrayList<>(list.size());
        for (JsonValue v : list.elements()) {
            JsonObject f = (JsonObject) v;
            String file = ((JsonString) f.get("file")).value();
            TracePolicy policy = TracePolicy.fromJson((JsonObject) f.get("policy"));
            out.add(JsonObject.builder()
                    .put("name", f.get("name"))
                    .put("title", f.get("title"))
                    .put("http", f.get("http") == null ? JsonBoolean.FALSE : f.get("http"))
                    .put("policy", JsonObject.builder()
                            .put("partLimit", policy.parts().partLimit())
                            .put("allowUri", policy.parts().allowUri())
                            .put("mismatchId", policy.mismatchId())
                            .put("injectFault", policy.injectFault())
                            .build())
                    .put("text", new String(resource(file), StandardCharsets.UTF_8))
                    .build());
        }
        JsonObject body = JsonObject.builder().put("fixtures", JsonArray.of(out)).build();
        return new LabFixtures(JsonWriter.write(body).getBytes(StandardCharsets.UTF_8));
    }

    /** The body of {@code GET /lab/api/fixtures} (a copy). */
    byte[] json() {
        return json.clone();
    }

    private static byte[] resource(String name) {
        try (InputStream in = LabFixtures.class.getClassLoader().getResourceAsStream(ROOT + name)) {
            if (in == null) {
                throw new IllegalStateException("the lab's fixture " + ROOT + name + " is not in the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
