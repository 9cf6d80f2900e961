package dev.rpcgate.transcript.protocols;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The registry: names and pinned ids, one default per name, and names that cannot be shape ids. */
class BuiltInProtocolsTest {

    @Test
    void aBareNameIsItsDefaultRevisionAndAPinnedIdIsThatRevision() {
        assertThat(BuiltInProtocols.find("mcp")).map(BuiltInProtocol::id).contains("mcp@2025-11-25");
        assertThat(BuiltInProtocols.find("mcp@2025-11-25")).map(BuiltInProtocol::revision).contains("2025-11-25");
        assertThat(BuiltInProtocols.find("mcp@2026-07-28")).map(BuiltInProtocol::revision).contains("2026-07-28");
        assertThat(BuiltInProtocols.find("mcp@2026-07-28").orElseThrow())
                .isNotSameAs(BuiltInProtocols.find("mcp").orElseThrow());
    }

    @Test
    void unknownNamesAndRevisionsAreNotFound() {
        for (String id : List.of("", "MCP", "mcp@", "mcp@1999-01-01", "@2025-11-25", "lsp@0", "mcp@2025-11-25 ",
                "example.peers#EchoChat")) {
            assertThat(BuiltInProtocols.find(id)).as(id).isEmpty();
        }
    }

    @Test
    void everyNameHasExactlyOneDefaultAndEveryIdIsUnique() {
        Map<String, Long> defaults = BuiltInCatalog.ENTRIES.stream().filter(BuiltInCatalog.Entry::isDefault)
                .collect(Collectors.groupingBy(e -> e.protocol().name(), Collectors.counting()));
        Set<String> names = BuiltInProtocols.all().stream().map(BuiltInProtocol::name).collect(Collectors.toSet());
        assertThat(defaults.keySet()).isEqualTo(names);
        assertThat(defaults.values()).containsOnly(1L);
        Set<String> ids = new HashSet<>();
        for (BuiltInProtocol p : BuiltInProtocols.all()) {
            assertThat(ids.add(p.id())).as(p.id()).isTrue();
            assertThat(BuiltInProtocols.isName(p.id())).isTrue();
            assertThat(BuiltInProtocols.find(p.id())).containsSame(p);
        }
        assertThat(BuiltInProtocols.ids()).contains("mcp", "mcp@2025-11-25", "mcp@2026-07-28");
    }

    @Test
    void aShapeIdIsNeverAName() {
        assertThat(BuiltInProtocols.isName("example.peers#EchoChat")).isFalse();
        assertThat(BuiltInProtocols.isName("")).isFalse();
        assertThat(BuiltInProtocols.isName(null)).isFalse();
        assertThat(BuiltInProtocols.isName("mcp")).isTrue();
    }
}
