package dev.rpcgate.core.gate;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.SourceLocation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One thing a gate found: a stable code name, a severity, a message for people, the JSON Pointer of the value
 * concerned, where known its source location, and the {@linkplain Attribute attributes} a face attaches (the model
 * elements or transcript entries it concerns). An unknown location is {@code null} and is left out of JSON, never
 * written as {@code null}. Immutable; equal when every part, the attributes included, is equal.
 *
 * @param code       stable name, e.g. {@code DuplicateKey}; never reworded once released
 * @param severity   ERROR or ADVISORY
 * @param message    one sentence for a person
 * @param path       JSON Pointer into the document ({@code ""} for the whole document)
 * @param location   where in the source, or {@code null}
 * @param attributes what faces attach, at most one of each class, in their {@linkplain Attribute#order() order}
 */
public record Finding(String code, Severity severity, String message, String path, SourceLocation location,
                      List<Attribute> attributes) {

    /**
     * A part of a finding that a face attaches and core does not know: it writes its own JSON members, after the
     * location members and the members of attributes of a lower {@link #order()}. Implementations are immutable
     * values (records), equal when they say the same thing.
     */
    public interface Attribute {
        /** Where this attribute's members go among the others': lower first. */
        int order();

        /** Writes this attribute's members (none for a part that is unknown) into a finding's JSON object. */
        void writeTo(JsonObject.Builder json);

        /**
         * What a {@code FindingLimit} standing where the check stopped keeps of this attribute of the finding that
         * did not fit (the parts that say where, not the parts that say what), or {@code null} for nothing; nothing
         * by default.
         */
        default Attribute forLimit() {
            return null;
        }
    }

    private static final Comparator<Attribute> ORDER = Comparator.comparingInt(Attribute::order);

    /** Checks the required parts and orders the attributes. */
    public Finding {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(path, "path");
        attributes = ordered(Objects.requireNonNull(attributes, "attributes"));
    }

    /** A finding without attributes. */
    public Finding(String code, Severity severity, String message, String path, SourceLocation location) {
        this(code, severity, message, path, location, List.of());
    }

    /** An ERROR finding at a path, with an optional location. */
    public static Finding error(String code, String message, String path, SourceLocation location) {
        return new Finding(code, Severity.ERROR, message, path, location, List.of());
    }

    /** An ADVISORY finding at a path, with an optional location. */
    public static Finding advisory(String code, String message, String path, SourceLocation location) {
        return new Finding(code, Severity.ADVISORY, message, path, location, List.of());
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
        return new Finding(code, severity, message, path, at, attributes);
    }

    /** This finding with {@code attribute}, in place of any attribute of the same class it had. */
    public Finding with(Attribute attribute) {
        Objects.requireNonNull(attribute, "attribute");
        List<Attribute> next = new ArrayList<>(attributes.size() + 1);
        for (Attribute a : attributes) {
            if (a.getClass() != attribute.getClass()) {
                next.add(a);
            }
        }
        next.add(attribute);
        return new Finding(code, severity, message, path, location, next);
    }

    /** This finding without an attribute of class {@code type} (itself when it has none). */
    public Finding without(Class<? extends Attribute> type) {
        if (attribute(type).isEmpty()) {
            return this;
        }
        return new Finding(code, severity, message, path, location,
                attributes.stream().filter(a -> !type.isInstance(a)).toList());
    }

    /** This finding's attribute of class {@code type}, if it has one. */
    public <T extends Attribute> Optional<T> attribute(Class<T> type) {
        for (Attribute a : attributes) {
            if (type.isInstance(a)) {
                return Optional.of(type.cast(a));
            }
        }
        return Optional.empty();
    }

    private static List<Attribute> ordered(List<Attribute> given) {
        if (given.isEmpty()) {
            return List.of();
        }
        List<Attribute> copy = new ArrayList<>(given);
        for (int i = 0; i < copy.size(); i++) {
            Objects.requireNonNull(copy.get(i), "attribute");
            for (int j = 0; j < i; j++) {
                if (copy.get(j).getClass() == copy.get(i).getClass()) {
                    throw new IllegalArgumentException("two attributes of " + copy.get(i).getClass().getName());
                }
            }
        }
        copy.sort(ORDER); // stable: attributes of one order keep the order given
        return List.copyOf(copy);
    }
}
