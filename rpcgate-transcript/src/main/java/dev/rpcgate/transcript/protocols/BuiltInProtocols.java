package dev.rpcgate.transcript.protocols;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The protocols that ship with rpcgate, by name: {@code find("mcp")} is the default revision of MCP,
 * {@code find("mcp@2025-11-25")} pins one. A name never contains {@code #}, so it cannot be mistaken for a Smithy
 * shape id.
 */
public final class BuiltInProtocols {
    private BuiltInProtocols() {
    }

    /** Every built-in protocol revision, grouped by name, in catalog order. */
    public static List<BuiltInProtocol> all() {
        return BuiltInCatalog.ENTRIES.stream().map(BuiltInCatalog.Entry::protocol).toList();
    }

    /**
     * The protocol a name or pinned id names: {@code NAME} is the name's default revision, {@code NAME@REVISION}
     * that revision; empty when the catalog has none.
     */
    public static Optional<BuiltInProtocol> find(String id) {
        Objects.requireNonNull(id, "id");
        int at = id.indexOf('@');
        for (BuiltInCatalog.Entry e : BuiltInCatalog.ENTRIES) {
            BuiltInProtocol p = e.protocol();
            if (at < 0 ? e.isDefault() && p.name().equals(id) : p.id().equals(id)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** True when {@code id} has the form of a built-in name or pinned id rather than a Smithy shape id. */
    public static boolean isName(String id) {
        return id != null && !id.isEmpty() && id.indexOf('#') < 0;
    }

    /** True when {@code protocol} is the revision {@link #find} gives for its bare name. */
    public static boolean isDefault(BuiltInProtocol protocol) {
        return BuiltInCatalog.ENTRIES.stream().anyMatch(e -> e.protocol() == protocol && e.isDefault());
    }

    /** The ids {@link #find} knows, bare names first, for messages that list them. */
    public static List<String> ids() {
        List<String> names = BuiltInCatalog.ENTRIES.stream().filter(BuiltInCatalog.Entry::isDefault)
                .map(e -> e.protocol().name()).toList();
        List<String> pinned = BuiltInCatalog.ENTRIES.stream().map(e -> e.protocol().id()).toList();
        return java.util.stream.Stream.concat(names.stream(), pinned.stream()).toList();
    }
}
