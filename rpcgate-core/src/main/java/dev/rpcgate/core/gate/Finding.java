package dev.rpcgate.core.gate;

import dev.rpcgate.core.json.SourceLocation;
import java.util.Objects;

/**
 * One thing a gate found: a stable code name, a severity, a message for people, the JSON Pointer of the value
 * concerned and, where known, its source location and the model elements or transcript entries it concerns.
 * Optional parts are {@code null} when unknown and are left out of JSON, never written as {@code null}.
 *
 * @param code      stable name, e.g. {@code DuplicateKey}; never reworded once released
 * @param severity  ERROR or ADVISORY
 * @param message   one sentence for a person
 * @param path      JSON Pointer into the document ({@code ""} for the whole document)
 * @param location  where in the source, or {@code null}
 * @param shape     the model shape concerned, or {@code null}
 * @param member    the model member concerned, or {@code null}
 * @param operation the model operation concerned, or {@code null}
 * @param entry     the transcript entry concerned, or {@code null}
 * @param related   another transcript entry this finding refers to, or {@code null}
 */
public record Finding(String code, Severity severity, String message, String path, SourceLocation location,
                      String shape, String member, String operation, Integer entry, Integer related) {

    /** Checks the required parts. */
    public Finding {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(path, "path");
    }

    /** An ERROR finding at a path, with an optional location. */
    public static Finding error(String code, String message, String path, SourceLocation location) {
        return new Finding(code, Severity.ERROR, message, path, location, null, null, null, null, null);
    }

    /** An ADVISORY finding at a path, with an optional location. */
    public static Finding advisory(String code, String message, String path, SourceLocation location) {
        return new Finding(code, Severity.ADVISORY, message, path, location, null, null, null, null, null);
    }

    /** An ERROR finding with a declared code at a path, with an optional location. */
    public static Finding error(FindingCode code, String message, String path, SourceLocation location) {
        return error(code.code(), message, path, location);
    }

    /** An ADVISORY finding with a declared code at a path, with an optional location. */
    public static Finding advisory(FindingCode code, String message, String path, SourceLocation location) {
        return advisory(code.code(), message, path, location);
    }

    /** True when this finding has {@code code}. */
    public boolean is(FindingCode code) {
        return this.code.equals(code.code());
    }

    /** True for an ERROR. */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** This finding with another location. */
    public Finding withLocation(SourceLocation at) {
        return new Finding(code, severity, message, path, at, shape, member, operation, entry, related);
    }

    /** This finding about a model element (shape, member, operation; any may be {@code null}). */
    public Finding withModel(String shapeId, String memberName, String operationId) {
        return new Finding(code, severity, message, path, location, shapeId, memberName, operationId, entry, related);
    }

    /** This finding about a transcript entry and, optionally, a related one. */
    public Finding withEntry(Integer entryIndex, Integer relatedIndex) {
        return new Finding(code, severity, message, path, location, shape, member, operation, entryIndex, relatedIndex);
    }
}
