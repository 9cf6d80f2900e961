package dev.rpcgate.gateway.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** W3C Trace Context as the gateway reads and forwards it: the fixtures' tables, and the bounds of tracestate. */
class TraceContextTest {
    private static List<String[]> table(String name) throws IOException {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = TraceContextTest.class.getResourceAsStream("/tracing/" + name)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.startsWith("#") && line.contains("|")) {
                    String[] parts = line.split("\\|", 2);
                    out.add(new String[] {unescape(parts[0].strip()), parts[1].strip()});
                }
            }
        }
        return out;
    }

    private static String unescape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (s.startsWith("\\u", i)) {
                b.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                b.append(s.charAt(i));
            }
        }
        return b.toString();
    }

    @Test
    void traceparentTable() throws IOException {
        List<String[]> rows = table("traceparent.txt");
        assertThat(rows).hasSizeGreaterThan(15);
        for (String[] row : rows) {
            TraceParent p = TraceParent.parse(row[0]);
            String got = p == null ? "malformed" : p.traceId() + " " + p.parentId() + " " + p.flags();
            assertThat(got).as(row[0]).isEqualTo(row[1]);
        }
    }

    @Test
    void whatIsForwardedIsVersion00AndParsesBack() {
        TraceParent p = TraceParent.parse("cc-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-more");
        TraceParent next = p.withParent(TraceParent.newSpanId());
        assertThat(next.format()).matches("00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01");
        assertThat(TraceParent.parse(next.format())).isEqualTo(next);
    }

    @Test
    void newIdsAreNeverZeroAndDoNotRepeat() {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            String id = TraceParent.newSpanId();
            assertThat(id).hasSize(16).isNotEqualTo("0000000000000000");
            ids.add(id);
        }
        assertThat(ids).hasSize(10_000);
    }

    @Test
    void tracestateTable() throws IOException {
        for (String[] row : table("tracestate.txt")) {
            List<String> fields = row[0].isEmpty() ? List.of("") : Arrays.asList(row[0].split(" ;; "));
            String got = Tracestate.bound(fields);
            assertThat(got == null ? "none" : got).as(row[0]).isEqualTo(row[1]);
        }
        assertThat(Tracestate.bound(List.of())).isNull();
    }

    @Test
    void anOverlongTracestateDropsLongMembersFirstThenFromTheEnd() {
        String longMember = "big=" + "x".repeat(200);
        List<String> members = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            members.add("v" + i + "=" + "a".repeat(12)); // 16 or 17 characters each
        }
        String sent = longMember + "," + String.join(",", members);
        String forwarded = Tracestate.bound(List.of(sent));
        assertThat(forwarded).hasSizeLessThanOrEqualTo(Tracestate.MAX_CHARS).doesNotContain("big=")
                .startsWith("v0=").doesNotContain("v39=");
        assertThat(forwarded.split(",")).allSatisfy(m -> assertThat(members).contains(m));
        // everything it kept is a prefix of the members, in order
        List<String> kept = Arrays.asList(forwarded.split(","));
        assertThat(kept).isEqualTo(members.subList(0, kept.size()));
        assertThat(Tracestate.bound(List.of("only=" + "y".repeat(600)))).as("nothing fits").isNull();
        String exact = "k=" + "z".repeat(Tracestate.MAX_CHARS - 2);
        assertThat(Tracestate.bound(List.of(exact))).as("a value that fits is kept as is, however long its member")
                .isEqualTo(exact);
    }
}
