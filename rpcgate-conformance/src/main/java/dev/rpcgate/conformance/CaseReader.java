package dev.rpcgate.conformance;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** Reads case files; every mistake in one is a {@link CaseFormatException} naming the file and the member. */
public final class CaseReader {
    /** The categories a case may name. */
    public static final List<String> CATEGORIES = List.of("parse", "envelope", "ids", "duplicate-keys", "batch",
            "notifications", "methods", "handler", "members", "reserved", "limits", "utf8", "framing", "pipelining");
    private static final Set<String> MEMBERS = Set.of("name", "category", "rule", "ref", "transports", "needsBatch",
            "newlineOnly", "pipelined", "finishWriting", "input", "expect", "alsoAccept", "survives");
    private static final long MAX_GENERATED = 64L * 1024 * 1024;

    private CaseReader() {
    }

    /** Every {@code *.json} file of {@code dir}, by name. */
    public static List<ConformanceCase> readAll(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        }
        if (files.isEmpty()) {
            throw new IOException("no case files (*.json) in " + dir);
        }
        List<ConformanceCase> cases = new ArrayList<>();
        for (Path f : files) {
            cases.add(read(f));
        }
        return cases;
    }

    /** One case file. */
    public static ConformanceCase read(Path file) throws IOException {
        String fileName = file.getFileName().toString();
        String expectedName = fileName.substring(0, fileName.length() - ".json".length());
        return parse(file.toString(), expectedName, Files.readAllBytes(file));
    }

    /** A case from bytes; {@code expectedName} (when not null) must equal its {@code name}. */
    public static ConformanceCase parse(String file, String expectedName, byte[] bytes) {
        JsonParse parse = JsonReader.standard().read(bytes);
        if (!parse.isValid()) {
            throw new CaseFormatException(file, "", "not strict JSON: " + parse.findings().getFirst().message());
        }
        return new Reading(file).caseOf(parse.value(), expectedName);
    }

    private record Reading(String file) {
        ConformanceCase caseOf(JsonValue root, String expectedName) {
            JsonObject o = object(root, "");
            for (String member : o.names()) {
                if (!MEMBERS.contains(member)) {
                    throw fail(JsonWriter.pointerChild("", member), "unknown member (known: "
                            + String.join(", ", MEMBERS.stream().sorted().toList()) + ")");
                }
            }
            String name = string(o, "name");
            if (expectedName != null && !name.equals(expectedName)) {
                throw fail("/name", "\"" + name + "\" differs from the file name \"" + expectedName + "\"");
            }
            String category = string(o, "category");
            if (!CATEGORIES.contains(category)) {
                throw fail("/category", "\"" + category + "\" is not one of " + CATEGORIES);
            }
            String rule = string(o, "rule");
            String ref = string(o, "ref");
            Set<Peer.Transport> transports = transports(o);
            boolean needsBatch = flag(o, "needsBatch", false);
            boolean newlineOnly = flag(o, "newlineOnly", false);
            boolean pipelined = flag(o, "pipelined", false);
            boolean finishWriting = flag(o, "finishWriting", false);
            boolean survives = flag(o, "survives", true);
            if (newlineOnly && transports.contains(Peer.Transport.HTTP)) {
                throw fail("/transports", "a newlineOnly case is about streams: transports must be [\"stream\"]");
            }
            if (finishWriting && survives) {
                throw fail("/survives", "a case that ends the peer's input cannot survive: set \"survives\": false");
            }
            List<ConformanceCase.Payload> input = new ArrayList<>();
            JsonArray in = array(require(o, "input", ""), "/input");
            if (in.isEmpty()) {
                throw fail("/input", "at least one payload");
            }
            for (int i = 0; i < in.size(); i++) {
                ConformanceCase.Payload p = payload(in.get(i), "/input/" + i);
                if (p.raw() && !newlineOnly) {
                    throw fail("/input/" + i, "a raw payload is only allowed in a newlineOnly case");
                }
                input.add(p);
            }
            List<List<Expectation>> outcomes = new ArrayList<>();
            outcomes.add(replies(require(o, "expect", ""), "/expect"));
            if (o.has("alsoAccept")) {
                JsonArray alts = array(o.get("alsoAccept"), "/alsoAccept");
                for (int i = 0; i < alts.size(); i++) {
                    outcomes.add(replies(alts.get(i), "/alsoAccept/" + i));
                }
            }
            return new ConformanceCase(name, category, rule, ref, transports, needsBatch, newlineOnly, pipelined,
                    finishWriting, input, outcomes, survives);
        }

        private Set<Peer.Transport> transports(JsonObject o) {
            JsonArray a = array(require(o, "transports", ""), "/transports");
            Set<Peer.Transport> set = EnumSet.noneOf(Peer.Transport.class);
            for (int i = 0; i < a.size(); i++) {
                String t = a.get(i) instanceof JsonString s ? s.value() : "";
                switch (t) {
                    case "stream" -> set.add(Peer.Transport.STREAM);
                    case "http" -> set.add(Peer.Transport.HTTP);
                    default -> throw fail("/transports/" + i, "a transport is \"stream\" or \"http\"");
                }
            }
            if (set.isEmpty()) {
                throw fail("/transports", "at least one transport");
            }
            return set;
        }

        private ConformanceCase.Payload payload(JsonValue v, String at) {
            if (v instanceof JsonString s) {
                return new ConformanceCase.Payload(s.value().getBytes(StandardCharsets.UTF_8), false);
            }
            JsonObject o = object(v, at);
            boolean raw = false;
            int kinds = 0;
            byte[] bytes = null;
            for (String m : o.names()) {
                JsonValue x = o.get(m);
                switch (m) {
                    case "raw" -> raw = bool(x, at + "/raw");
                    case "text" -> {
                        kinds++;
                        bytes = text(x, at + "/text").getBytes(StandardCharsets.UTF_8);
                    }
                    case "base64" -> {
                        kinds++;
                        bytes = base64(x, at + "/base64");
                    }
                    case "concat" -> {
                        kinds++;
                        bytes = concat(x, at + "/concat");
                    }
                    default -> throw fail(JsonWriter.pointerChild(at, m),
                            "unknown payload member (text, base64, concat, raw)");
                }
            }
            if (kinds != 1) {
                throw fail(at, "a payload object has exactly one of \"text\", \"base64\", \"concat\"");
            }
            return new ConformanceCase.Payload(bytes, raw);
        }

        private byte[] concat(JsonValue v, String at) {
            JsonArray a = array(v, at);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (int i = 0; i < a.size(); i++) {
                JsonValue piece = a.get(i);
                String pat = at + "/" + i;
                if (piece instanceof JsonString s) {
                    out.writeBytes(s.value().getBytes(StandardCharsets.UTF_8));
                } else {
                    JsonObject p = object(piece, pat);
                    if (p.has("base64") && p.size() == 1) {
                        out.writeBytes(base64(p.get("base64"), pat + "/base64"));
                    } else if (p.has("repeat") && p.has("times") && p.size() == 2) {
                        byte[] unit = text(p.get("repeat"), pat + "/repeat").getBytes(StandardCharsets.UTF_8);
                        long times = integer(p.get("times"), pat + "/times");
                        if (times < 0 || unit.length * times + out.size() > MAX_GENERATED) {
                            throw fail(pat + "/times", "the generated payload must stay within 64 MiB");
                        }
                        for (long k = 0; k < times; k++) {
                            out.writeBytes(unit);
                        }
                    } else {
                        throw fail(pat, "a concat piece is a string, {\"base64\": …} or {\"repeat\": …, \"times\": n}");
                    }
                }
            }
            return out.toByteArray();
        }

        private List<Expectation> replies(JsonValue v, String at) {
            JsonArray a = array(v, at);
            List<Expectation> list = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                list.add(reply(a.get(i), at + "/" + i, true));
            }
            return list;
        }

        private Expectation reply(JsonValue v, String at, boolean batchAllowed) {
            JsonObject o = object(v, at);
            if (o.has("batch")) {
                if (!batchAllowed) {
                    throw fail(at, "a batch reply cannot hold a batch");
                }
                if (o.size() != 1) {
                    throw fail(at, "a batch reply has only the member \"batch\"");
                }
                JsonArray elements = array(o.get("batch"), at + "/batch");
                if (elements.isEmpty()) {
                    throw fail(at + "/batch", "a batch reply is never empty: expect no reply instead");
                }
                List<Expectation> list = new ArrayList<>();
                for (int i = 0; i < elements.size(); i++) {
                    list.add(reply(elements.get(i), at + "/batch/" + i, false));
                }
                return new Expectation.BatchReply(list);
            }
            for (String m : o.names()) {
                if (!Set.of("id", "code", "result", "anyResult", "noStackTrace").contains(m)) {
                    throw fail(JsonWriter.pointerChild(at, m),
                            "unknown reply member (id, code, result, anyResult, noStackTrace, batch)");
                }
            }
            List<JsonValue> ids = ids(require(o, "id", at), at + "/id");
            int kinds = (o.has("code") ? 1 : 0) + (o.has("result") ? 1 : 0) + (o.has("anyResult") ? 1 : 0);
            if (kinds != 1) {
                throw fail(at, "a reply has exactly one of \"code\", \"result\", \"anyResult\"");
            }
            if (o.has("code")) {
                boolean noTrace = o.has("noStackTrace") && bool(o.get("noStackTrace"), at + "/noStackTrace");
                return new Expectation.ErrorReply(ids, codes(o.get("code"), at + "/code"), noTrace);
            }
            if (o.has("noStackTrace")) {
                throw fail(at + "/noStackTrace", "only an error reply can carry it");
            }
            if (o.has("anyResult")) {
                if (!bool(o.get("anyResult"), at + "/anyResult")) {
                    throw fail(at + "/anyResult", "is true when present");
                }
                return new Expectation.ResultReply(ids, null);
            }
            return new Expectation.ResultReply(ids, o.get("result"));
        }

        private List<JsonValue> ids(JsonValue v, String at) {
            if (v instanceof JsonObject o) {
                if (o.size() != 1 || !o.has("anyOf")) {
                    throw fail(at, "an id is a string, a number, null, or {\"anyOf\": [ids]}");
                }
                JsonArray a = array(o.get("anyOf"), at + "/anyOf");
                List<JsonValue> list = new ArrayList<>();
                for (int i = 0; i < a.size(); i++) {
                    list.add(id(a.get(i), at + "/anyOf/" + i));
                }
                if (list.isEmpty()) {
                    throw fail(at + "/anyOf", "at least one id");
                }
                return list;
            }
            return List.of(id(v, at));
        }

        private JsonValue id(JsonValue v, String at) {
            if (v instanceof JsonString || v instanceof JsonNumber || v instanceof JsonNull) {
                return v;
            }
            throw fail(at, "a reply's id is a string, a number or null, not " + v.typeName());
        }

        private Expectation.CodeSet codes(JsonValue v, String at) {
            List<long[]> ranges = new ArrayList<>();
            if (v instanceof JsonNumber) {
                long c = integer(v, at);
                ranges.add(new long[] {c, c});
            } else {
                JsonArray a = array(v, at);
                for (int i = 0; i < a.size(); i++) {
                    JsonValue x = a.get(i);
                    if (x instanceof JsonString s) {
                        String[] parts = s.value().split("\\.\\.");
                        try {
                            long lo = Long.parseLong(parts[0]);
                            long hi = Long.parseLong(parts[1]);
                            if (parts.length != 2 || lo > hi) {
                                throw new NumberFormatException();
                            }
                            ranges.add(new long[] {lo, hi});
                        } catch (RuntimeException e) {
                            throw fail(at + "/" + i, "a code range is \"low..high\"");
                        }
                    } else {
                        long c = integer(x, at + "/" + i);
                        ranges.add(new long[] {c, c});
                    }
                }
                if (ranges.isEmpty()) {
                    throw fail(at, "at least one code");
                }
            }
            return new Expectation.CodeSet(ranges);
        }

        private JsonValue require(JsonObject o, String member, String at) {
            return o.find(member).orElseThrow(() -> fail(at, "missing \"" + member + "\""));
        }

        private String string(JsonObject o, String member) {
            String s = text(require(o, member, ""), "/" + member);
            if (s.isBlank()) {
                throw fail("/" + member, "must not be blank");
            }
            return s;
        }

        private boolean flag(JsonObject o, String member, boolean absent) {
            return o.has(member) ? bool(o.get(member), "/" + member) : absent;
        }

        private String text(JsonValue v, String at) {
            if (v instanceof JsonString s) {
                return s.value();
            }
            throw fail(at, "expected a string, got " + v.typeName());
        }

        private boolean bool(JsonValue v, String at) {
            if (v instanceof JsonBoolean b) {
                return b.value();
            }
            throw fail(at, "expected true or false, got " + v.typeName());
        }

        private long integer(JsonValue v, String at) {
            if (v instanceof JsonNumber n && n.findLong().isPresent()) {
                return n.findLong().getAsLong();
            }
            throw fail(at, "expected an integer, got " + v);
        }

        private byte[] base64(JsonValue v, String at) {
            try {
                return Base64.getDecoder().decode(text(v, at));
            } catch (IllegalArgumentException e) {
                throw fail(at, "not base64: " + e.getMessage());
            }
        }

        private JsonObject object(JsonValue v, String at) {
            if (v instanceof JsonObject o) {
                return o;
            }
            throw fail(at, "expected an object, got " + v.typeName());
        }

        private JsonArray array(JsonValue v, String at) {
            if (v instanceof JsonArray a) {
                return a;
            }
            throw fail(at, "expected an array, got " + v.typeName());
        }

        private CaseFormatException fail(String at, String problem) {
            return new CaseFormatException(file, at, problem);
        }
    }
}
