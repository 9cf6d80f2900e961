package dev.rpcgate.transcript.protocols.lsp;

import java.util.List;

/** A type of the LSP meta model, one record per {@code kind}. */
sealed interface MetaType {

    /** A base type: {@code string}, {@code integer}, {@code uinteger}, {@code decimal}, {@code boolean}, {@code null},
     * {@code DocumentUri}, {@code URI} or {@code RegExp}. */
    record Base(String name) implements MetaType {
    }

    /** A structure, enumeration or type alias by name. */
    record Reference(String name) implements MetaType {
    }

    /** An array of one element type. */
    record ArrayOf(MetaType element) implements MetaType {
    }

    /** An object with keys of one type and values of another. */
    record MapOf(MetaType key, MetaType value) implements MetaType {
    }

    /** A value of any one of the items: untagged. */
    record Or(List<MetaType> items) implements MetaType {
    }

    /** A value of all the items at once. */
    record And(List<MetaType> items) implements MetaType {
    }

    /** An array of fixed length whose elements have the items' types in order. */
    record Tuple(List<MetaType> items) implements MetaType {
    }

    /** An inline structure. */
    record Literal(List<MetaModel.Property> properties) implements MetaType {
    }

    /** Exactly one string. */
    record StringLiteral(String value) implements MetaType {
    }

    /** Exactly one integer. */
    record IntegerLiteral(long value) implements MetaType {
    }

    /** Exactly one boolean. */
    record BooleanLiteral(boolean value) implements MetaType {
    }
}
