package dev.rpcgate.gateway.card;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An agent card with every address a client would call replaced by the gateway's route, for both card versions a
 * card may carry at once.
 *
 * <ul>
 *   <li>v0.3: {@code url} becomes the route (added when the card has neither it nor {@code supportedInterfaces}),
 *       {@code preferredTransport} becomes {@code JSONRPC}, and {@code additionalInterfaces} keeps only its
 *       {@code JSONRPC} entries, each pointing at the route (left out when none is left).</li>
 *   <li>v1.0: {@code supportedInterfaces} keeps only its {@code JSONRPC} entries ({@code protocolBinding} compared
 *       without case), each pointing at the route, in their order, with their {@code tenant} and
 *       {@code protocolVersion}; a card left with none gets one {@code JSONRPC} interface at the route, with the
 *       {@code protocolVersion} of the first removed one that had one, else {@code 1.0}.</li>
 * </ul>
 * Entries that become equal are kept once. The gateway proxies JSON-RPC only: gRPC, HTTP+JSON and any other binding
 * are removed, so clients never learn an agent's own address. ProtoJSON's proto names ({@code supported_interfaces},
 * {@code protocol_binding}, {@code protocol_version}) are read as the fields they name. Every other member is kept.
 */
final class CardRewrite {
    static final String JSONRPC = "JSONRPC";
    static final String DEFAULT_V1_PROTOCOL_VERSION = "1.0";

    private CardRewrite() {
    }

    static JsonObject rewrite(JsonObject card, String route) {
        JsonObject.Builder b = JsonObject.builder();
        boolean v1 = card.has("supportedInterfaces") || card.has("supported_interfaces");
        for (String name : card.names()) {
            JsonValue v = card.get(name);
            switch (name) {
                case "url" -> b.put(name, route);
                case "preferredTransport" -> b.put(name, JSONRPC);
                case "additionalInterfaces" -> {
                    List<JsonValue> kept = v03Interfaces(v, route);
                    if (!kept.isEmpty()) {
                        b.put(name, JsonArray.of(kept));
                    }
                }
                case "supportedInterfaces", "supported_interfaces" -> b.put(name, JsonArray.of(v1Interfaces(v, route)));
                default -> b.put(name, v);
            }
        }
        if (!card.has("url") && !v1) {
            b.put("url", route);
        }
        return b.build();
    }

    private static List<JsonValue> v03Interfaces(JsonValue v, String route) {
        Set<JsonValue> kept = new LinkedHashSet<>();
        if (v instanceof JsonArray interfaces) {
            for (JsonValue i : interfaces.elements()) {
                if (i instanceof JsonObject o && isJsonRpc(o.get("transport"))) {
                    kept.add(o.toBuilder().put("url", route).build());
                }
            }
        }
        return new ArrayList<>(kept);
    }

    private static List<JsonValue> v1Interfaces(JsonValue v, String route) {
        Set<JsonValue> kept = new LinkedHashSet<>();
        String removedVersion = null;
        if (v instanceof JsonArray interfaces) {
            for (JsonValue i : interfaces.elements()) {
                if (!(i instanceof JsonObject o)) {
                    continue;
                }
                if (isJsonRpc(field(o, "protocolBinding", "protocol_binding"))) {
                    JsonObject.Builder e = JsonObject.builder();
                    for (String n : o.names()) {
                        e.put(n, n.equals("url") ? JsonString.of(route) : o.get(n));
                    }
                    if (!o.has("url")) {
                        e.put("url", route);
                    }
                    kept.add(e.build());
                } else if (removedVersion == null
                        && field(o, "protocolVersion", "protocol_version") instanceof JsonString pv
                        && !pv.value().isBlank()) {
                    removedVersion = pv.value();
                }
            }
        }
        if (kept.isEmpty()) {
            kept.add(JsonObject.builder().put("url", route).put("protocolBinding", JSONRPC)
                    .put("protocolVersion", removedVersion == null ? DEFAULT_V1_PROTOCOL_VERSION : removedVersion)
                    .build());
        }
        return new ArrayList<>(kept);
    }

    private static JsonValue field(JsonObject o, String jsonName, String protoName) {
        JsonValue v = o.get(jsonName);
        return v != null ? v : o.get(protoName);
    }

    private static boolean isJsonRpc(JsonValue v) {
        return v instanceof JsonString s && s.value().equalsIgnoreCase(JSONRPC);
    }
}
