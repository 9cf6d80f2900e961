package dev.rpcgate.gateway.registry;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * Agents as JSON, for the admin API's answers.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class AgentJson {
    private AgentJson() {
    }

    /** {@code {"id","urls":[…],"static":b,"expiresAt":"…"?,"card":{…}?}}. */
    public static JsonObject toJson(Agent a) {
        JsonObject.Builder b = JsonObject.builder()
                .put("id", a.id())
                .put("urls", urls(a.instances()))
                .put("static", a.isStatic());
        if (a.expiresAt() != null) {
            b.put("expiresAt", a.expiresAt().toString());
        }
        if (a.card() != null) {
            b.put("card", a.card());
        }
        return b.build();
    }

    static JsonArray urls(List<URI> instances) {
        List<JsonValue> out = new ArrayList<>(instances.size());
        for (URI u : instances) {
            out.add(JsonString.of(u.toString()));
        }
        return JsonArray.of(out);
    }
}
