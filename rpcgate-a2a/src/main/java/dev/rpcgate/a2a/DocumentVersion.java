package dev.rpcgate.a2a;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import java.util.ArrayList;
import java.util.List;

/**
 * The A2A version of one document, decided once: from the HTTP head's {@code A2A-Version} (header, then query
 * parameter) and the method name of the request — for a batch, of its first element with a string method, the
 * deciding message. Its findings belong to the deciding message's DISPATCH; every other message of a batch gets the
 * document's ERRORs about the head and, when its own method name is the other version's, {@code VersionConflict} at
 * {@code /method}. Findings about the head point at its line, findings about the method at the method's name.
 */
final class DocumentVersion {
    private final DetectedVersion detected;
    private final JsonObject deciding;
    private final SourceLocation headAt;
    private final String header;
    private final String query;

    private DocumentVersion(DetectedVersion detected, JsonObject deciding, SourceLocation headAt, String header,
                            String query) {
        this.detected = detected;
        this.deciding = deciding;
        this.headAt = headAt;
        this.header = header;
        this.query = query;
    }

    /**
     * Decides the version of a document.
     *
     * @param choice   detect or fixed
     * @param http     the HTTP head the document came with, or {@code null} for a bare document
     * @param document the document as read, or {@code null} when it is not JSON
     */
    static DocumentVersion of(VersionChoice choice, HttpRequestFile http, JsonValue document) {
        JsonObject deciding = null;
        if (document instanceof JsonObject o) {
            deciding = o;
        } else if (document instanceof JsonArray a) {
            for (JsonValue e : a.elements()) {
                if (e instanceof JsonObject o && o.get("method") instanceof JsonString) {
                    deciding = o;
                    break;
                }
            }
        }
        String header = http == null ? null : http.versionHeader();
        String query = http == null ? null : http.versionQuery();
        DetectedVersion d = choice.decide(header, query, methodOf(deciding));
        SourceLocation headAt = null;
        if (http != null && !VersionChoice.OPTION.equals(d.source())) {
            headAt = SourceLocation.ofLineColumn(header != null && !header.isBlank() ? http.versionLine() : 1, 1);
        }
        return new DocumentVersion(d, deciding, headAt, header, query);
    }

    /** The document's version, as the trace reports it. */
    DetectedVersion detected() {
        return detected;
    }

    /** The raw {@code A2A-Version} header, or {@code null}. */
    String header() {
        return header;
    }

    /** The raw {@code A2A-Version} query parameter, or {@code null}. */
    String query() {
        return query;
    }

    /** The version findings of one message of the document, located. */
    List<Finding> findingsFor(JsonObject message, String method) {
        if (message == deciding) {
            return located(detected.findings(), message);
        }
        List<Finding> out = new ArrayList<>(2);
        for (Finding f : detected.findings()) {
            if (f.isError() && f.path().isEmpty()) {
                out.add(f);
            }
        }
        if (detected.version().isPresent()) {
            for (Finding f : VersionDetection.detect(detected.version().get().label(), null, method).findings()) {
                if (f.path().equals("/method")) {
                    out.add(f);
                }
            }
        }
        return located(out, message);
    }

    private List<Finding> located(List<Finding> findings, JsonObject message) {
        List<Finding> out = new ArrayList<>(findings.size());
        for (Finding f : findings) {
            boolean aboutMethod = f.path().equals("/method") || f.is(A2aCode.VERSION_FROM_METHOD);
            SourceLocation at = aboutMethod ? methodAt(message) : headAt;
            out.add(f.location() == null && at != null ? f.withLocation(at) : f);
        }
        return out;
    }

    private static SourceLocation methodAt(JsonObject message) {
        JsonValue m = message == null ? null : message.get("method");
        return m == null ? null : m.location().orElse(null);
    }

    private static String methodOf(JsonObject message) {
        return message != null && message.get("method") instanceof JsonString s ? s.value() : null;
    }
}
