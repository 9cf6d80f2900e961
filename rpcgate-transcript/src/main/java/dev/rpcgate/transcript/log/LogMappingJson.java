package dev.rpcgate.transcript.log;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.PeerName;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** Reads the JSON form of a {@link LogMapping}; every problem is a {@link LogConfigurationException}. */
final class LogMappingJson {
    private final Set<PeerName> peers;

    private LogMappingJson(Set<PeerName> peers) {
        this.peers = Set.copyOf(peers);
    }

    static LogMapping read(String text, Set<PeerName> peers) {
        java.util.Objects.requireNonNull(text, "text");
        java.util.Objects.requireNonNull(peers, "peers");
        JsonParse parse = JsonReader.standard().read(text);
        if (!parse.isValid()) {
            Finding f = parse.findings().get(0);
            throw new LogConfigurationException(at(f.location()) + "the log mapping is not valid JSON ("
                    + f.code() + "): " + f.message());
        }
        if (!(parse.value() instanceof JsonObject root)) {
            throw error(parse.value(), "the log mapping must be a JSON object, not " + parse.value().typeName());
        }
        return new LogMappingJson(peers).mapping(root);
    }

    private LogMapping mapping(JsonObject root) {
        LogPrefix prefix = LogPrefix.none();
        LogSelector selector = LogSelector.anyJsonRpc();
        MessageSource message = MessageSource.wholeRecord();
        SenderSource sender = null;
        Optional<String> session = Optional.empty();
        for (int i = 0; i < root.size(); i++) {
            JsonValue v = root.valueAt(i);
            switch (root.nameAt(i).value()) {
                case "prefix" -> prefix = prefix(v);
                case "selector" -> selector = selector(v);
                case "message" -> message = message(v);
                case "sender" -> sender = sender(v);
                case "session" -> session = Optional.of(pointer(v, "session"));
                default -> throw error(root.nameAt(i), "unknown key \"" + root.nameAt(i).value()
                        + "\" in the log mapping; the keys are prefix, selector, message, sender and session");
            }
        }
        if (sender == null) {
            throw error(root, "the log mapping needs a sender: a peer name or {\"field\": pointer, \"values\": {...}}");
        }
        return new LogMapping(prefix, selector, message, sender, session);
    }

    private LogPrefix prefix(JsonValue v) {
        if (v instanceof JsonString s) {
            return switch (s.value()) {
                case "none" -> LogPrefix.none();
                case "first-brace" -> LogPrefix.toFirstBrace();
                default -> throw error(v, "unknown prefix \"" + s.value() + "\": use \"none\", \"first-brace\" or "
                        + "{\"fields\": n, \"delimiter\": text}");
            };
        }
        JsonObject o = object(v, "prefix", "fields", "delimiter");
        JsonValue count = required(o, "fields", "prefix");
        if (!(count instanceof JsonNumber n) || n.findLong().isEmpty()) {
            throw error(count, "prefix fields must be a whole number");
        }
        long c = n.findLong().getAsLong();
        if (c < 0 || c > Integer.MAX_VALUE) {
            throw error(count, "prefix fields must be zero or more, was " + c);
        }
        String delimiter = string(required(o, "delimiter", "prefix"), "prefix delimiter");
        return wrap(count, () -> LogPrefix.fields((int) c, delimiter));
    }

    private LogSelector selector(JsonValue v) {
        if (v instanceof JsonString s) {
            if (s.value().equals("jsonrpc")) {
                return LogSelector.anyJsonRpc();
            }
            throw error(v, "unknown selector \"" + s.value() + "\": use \"jsonrpc\", {\"hasField\": pointer} or "
                    + "{\"field\": pointer, \"equals\": text}");
        }
        JsonObject o = object(v, "selector", "hasField", "field", "equals");
        if (o.has("hasField")) {
            if (o.has("field") || o.has("equals")) {
                throw error(o, "a selector has either hasField or field and equals, not both");
            }
            return LogSelector.hasField(pointer(o.get("hasField"), "selector hasField"));
        }
        String pointer = pointer(required(o, "field", "selector"), "selector field");
        String equals = string(required(o, "equals", "selector"), "selector equals");
        return LogSelector.fieldEquals(pointer, equals);
    }

    private MessageSource message(JsonValue v) {
        if (v instanceof JsonString s) {
            if (s.value().equals("record")) {
                return MessageSource.wholeRecord();
            }
            throw error(v, "unknown message source \"" + s.value() + "\": use \"record\", {\"field\": pointer} or "
                    + "{\"escapedField\": pointer}");
        }
        JsonObject o = object(v, "message", "field", "escapedField");
        if (o.size() != 1) {
            throw error(o, "a message source has exactly one of field and escapedField");
        }
        return o.has("field")
                ? MessageSource.field(pointer(o.get("field"), "message field"))
                : MessageSource.escapedField(pointer(o.get("escapedField"), "message escapedField"));
    }

    private SenderSource sender(JsonValue v) {
        if (v instanceof JsonString s) {
            return SenderSource.fixed(peer(s));
        }
        JsonObject o = object(v, "sender", "field", "values");
        String pointer = pointer(required(o, "field", "sender"), "sender field");
        JsonValue values = required(o, "values", "sender");
        if (!(values instanceof JsonObject map)) {
            throw error(values, "sender values must be an object mapping field values to peer names");
        }
        if (map.size() == 0) {
            throw error(values, "sender values cannot be empty");
        }
        Map<String, PeerName> peersByValue = new LinkedHashMap<>();
        for (int i = 0; i < map.size(); i++) {
            if (!(map.valueAt(i) instanceof JsonString name)) {
                throw error(map.valueAt(i), "sender value \"" + map.nameAt(i).value() + "\" must map to a peer name");
            }
            peersByValue.put(map.nameAt(i).value(), peer(name));
        }
        return SenderSource.field(pointer, peersByValue);
    }

    private PeerName peer(JsonString s) {
        String problem = PeerName.problem(s.value()).orElse(null);
        if (problem != null) {
            throw error(s, problem);
        }
        PeerName peer = new PeerName(s.value());
        if (!peers.contains(peer)) {
            Set<String> names = new TreeSet<>();
            peers.forEach(p -> names.add(p.value()));
            throw error(s, "\"" + peer + "\" is not a peer of the protocol; its peers are " + names);
        }
        return peer;
    }

    private static JsonObject object(JsonValue v, String what, String... keys) {
        if (!(v instanceof JsonObject o)) {
            throw error(v, what + " must be a string or an object, not " + v.typeName());
        }
        for (int i = 0; i < o.size(); i++) {
            String name = o.nameAt(i).value();
            if (!java.util.Arrays.asList(keys).contains(name)) {
                throw error(o.nameAt(i), "unknown key \"" + name + "\" in " + what + "; its keys are "
                        + String.join(", ", keys));
            }
        }
        return o;
    }

    private static JsonValue required(JsonObject o, String key, String what) {
        JsonValue v = o.get(key);
        if (v == null) {
            throw error(o, what + " needs \"" + key + "\"");
        }
        return v;
    }

    private static String string(JsonValue v, String what) {
        if (!(v instanceof JsonString s)) {
            throw error(v, what + " must be a string, not " + v.typeName());
        }
        return s.value();
    }

    private static String pointer(JsonValue v, String what) {
        String text = string(v, what);
        return wrap(v, () -> MappingPointers.check(text));
    }

    private static <T> T wrap(JsonValue at, java.util.function.Supplier<T> make) {
        try {
            return make.get();
        } catch (LogConfigurationException e) {
            throw error(at, e.getMessage());
        }
    }

    private static LogConfigurationException error(JsonValue at, String message) {
        return new LogConfigurationException(at(at.location().orElse(null)) + message);
    }

    private static String at(SourceLocation location) {
        return location == null ? "" : location.line() + ":" + location.column() + ": ";
    }
}
