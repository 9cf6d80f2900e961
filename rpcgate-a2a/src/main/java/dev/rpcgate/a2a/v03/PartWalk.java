package dev.rpcgate.a2a.v03;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.validation.Base64Check;
import dev.rpcgate.a2a.validation.CheckFindings;
import dev.rpcgate.a2a.validation.CompactLength;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.a2a.validation.PartPreviews;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.a2a.validation.UriCheck;
import dev.rpcgate.a2a.validation.Utf8;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The checks of one part: its {@code kind}, the shape that kind selects, and the part policy (counted bytes against
 * the limit; URI references). A part whose content can be measured (or that refers to a URI) gets a summary.
 */
final class PartWalk {
    static final List<String> TEXT = List.of("kind", "text", "metadata");
    static final List<String> FILE = List.of("kind", "file", "metadata");
    static final List<String> DATA = List.of("kind", "data", "metadata");
    static final List<String> FILE_CONTENT = List.of("bytes", "uri", "name", "mimeType");

    private final ParamsWalk shape;
    private final CheckFindings budget;
    private final List<PartSummary> parts; // null: findings only, no summaries
    private final PartPolicy policy;
    private final Set<String> hosts;

    PartWalk(ParamsWalk shape, List<PartSummary> parts, PartPolicy policy, Set<String> hosts) {
        this.shape = shape;
        this.budget = shape.budget;
        this.parts = parts;
        this.policy = policy;
        this.hosts = hosts;
    }

    void part(JsonValue v, int index, String at) {
        if (!(v instanceof JsonObject p)) {
            shape.mismatch(v, at, "a Part object (text, file or data)");
            return;
        }
        JsonValue kind = p.get("kind");
        if (kind == null) {
            budget.error(A2aCode.MISSING_KIND, "the part has no \"kind\": it must be \"text\", \"file\" or \"data\"",
                    at + "/kind", p);
            return;
        }
        if (!shape.string(kind, at, "kind")) {
            return;
        }
        switch (((JsonString) kind).value()) {
            case "text" -> text(p, index, at);
            case "file" -> file(p, index, at);
            case "data" -> data(p, index, at);
            default -> budget.error(A2aCode.UNKNOWN_PART_KIND, "the part kind must be \"text\", \"file\" or \"data\","
                    + " found " + JsonWriter.write(kind), at + "/kind", kind);
        }
    }

    private void text(JsonObject p, int index, String at) {
        int known = 1 + (shape.object(p, "metadata", at) ? 1 : 0);
        JsonValue text = p.get("text");
        if (text == null) {
            shape.missing(at, "text", p);
        } else {
            known++;
            if (shape.string(text, at, "text")) {
                String s = ((JsonString) text).value();
                // a char is at most 3 UTF-8 bytes (a surrogate pair 4): findings alone need no count under the limit
                long counted = parts != null || 3L * s.length() > policy.partLimit() ? Utf8.length(s) : -1;
                limit(counted, at, "text", text, "UTF-8 bytes of text");
                if (parts != null) {
                    parts.add(new PartSummary(index, "text", OptionalLong.of(counted), policy.partLimit(),
                            Optional.empty(), Optional.empty(), PartPreviews.text(s)));
                }
            }
        }
        shape.unknown(p, known, at, TEXT);
    }

    private void data(JsonObject p, int index, String at) {
        int known = 1 + (shape.object(p, "metadata", at) ? 1 : 0);
        JsonValue data = p.get("data");
        if (data == null) {
            shape.missing(at, "data", p);
        } else {
            known++;
            if (data instanceof JsonObject o) {
                long counted = CompactLength.of(o, parts == null ? policy.partLimit() : -1);
                limit(counted, at, "data", data, "bytes of compact JSON");
                if (parts != null) {
                    parts.add(new PartSummary(index, "data", OptionalLong.of(counted), policy.partLimit(),
                            Optional.empty(), Optional.empty(), PartPreviews.data(o)));
                }
            } else {
                shape.mismatch(data, at + "/data", "an object");
            }
        }
        shape.unknown(p, known, at, DATA);
    }

    private void file(JsonObject p, int index, String at) {
        int known = 1 + (shape.object(p, "metadata", at) ? 1 : 0);
        JsonValue file = p.get("file");
        if (file == null) {
            shape.missing(at, "file", p);
        } else {
            known++;
            if (file instanceof JsonObject f) {
                content(f, index, at + "/file");
            } else {
                shape.mismatch(file, at + "/file", "a FileWithBytes or FileWithUri object");
            }
        }
        shape.unknown(p, known, at, FILE);
    }

    private void content(JsonObject f, int index, String at) {
        int known = shape.optionalString(f, "name", at) + shape.optionalString(f, "mimeType", at);
        Optional<String> name = stringMember(f, "name");
        Optional<String> mimeType = stringMember(f, "mimeType");
        JsonValue bytes = f.get("bytes");
        JsonValue uri = f.get("uri");
        boolean bytesOk = bytes != null && shape.string(bytes, at, "bytes");
        boolean uriOk = uri != null && shape.string(uri, at, "uri");
        known += (bytes != null ? 1 : 0) + (uri != null ? 1 : 0);
        if (bytes != null && uri != null) {
            budget.error(A2aCode.BOTH_BYTES_AND_URI, "a file has either \"bytes\" or \"uri\", not both", at, f);
        } else if (bytes == null && uri == null) {
            budget.error(A2aCode.NEITHER_BYTES_NOR_URI, "a file needs \"bytes\" (Base64) or \"uri\"", at, f);
        } else if (bytesOk) {
            String s = ((JsonString) bytes).value();
            long size = Base64Check.decodedLength(s);
            if (size < 0) {
                budget.error(A2aCode.NON_CANONICAL_BASE64, "the bytes are not canonical padded Base64: "
                        + Base64Check.problem(s), at + "/bytes", bytes);
            } else {
                limit(size, at, "bytes", bytes, "decoded bytes");
                if (parts != null) {
                    parts.add(new PartSummary(index, "file", OptionalLong.of(size), policy.partLimit(), mimeType, name,
                            PartPreviews.bytes(size, Base64Check.decodePrefix(s, size, PartPreviews.HEX_BYTES))));
                }
            }
        } else if (uriOk) {
            String u = ((JsonString) uri).value();
            if (!policy.allowUri()) {
                budget.error(A2aCode.URI_REFUSED, "URI references are refused by the part policy (never fetched)",
                        at + "/uri", uri);
            } else {
                String problem = UriCheck.problem(u, hosts);
                if (problem != null) {
                    budget.error(A2aCode.URI_NOT_ALLOWED, "the URI is not allowed: " + problem, at + "/uri", uri);
                }
            }
            if (parts != null) {
                parts.add(new PartSummary(index, "file", OptionalLong.empty(), policy.partLimit(), mimeType, name,
                        PartPreviews.uri(u)));
            }
        }
        shape.unknown(f, known, at, FILE_CONTENT);
    }

    private static Optional<String> stringMember(JsonObject o, String name) {
        return o.get(name) instanceof JsonString s ? Optional.of(s.value()) : Optional.empty();
    }

    private void limit(long counted, String at, String member, JsonValue v, String what) {
        if (counted > policy.partLimit()) {
            budget.error(A2aCode.PART_TOO_LARGE, "the part has " + counted + " " + what
                    + ", over the per-part limit of " + policy.partLimit(), JsonWriter.pointerChild(at, member), v);
        }
    }
}
