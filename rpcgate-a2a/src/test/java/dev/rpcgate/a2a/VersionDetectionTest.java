package dev.rpcgate.a2a;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Header, query parameter and method name to the detected version, its source and the findings. */
class VersionDetectionTest {
    /** header, query, method -> version label or "-", source, requested, "SEVERITY Code path" lines. */
    static Stream<Arguments> table() {
        return Stream.of(
                row(null, null, null, "0.3", "default", null),
                row(null, null, "message/send", "0.3", "default", null),
                row(null, null, "no/such", "0.3", "default", null),
                row("", "  ", "tasks/get", "0.3", "default", null),
                row(null, null, "SendMessage", "1.0", "method", null, "ADVISORY VersionFromMethod "),
                row(" ", "", "GetExtendedAgentCard", "1.0", "method", null, "ADVISORY VersionFromMethod "),
                row("1.0", null, "SendMessage", "1.0", "header", "1.0"),
                row(" 1.0\t", null, "SendMessage", "1.0", "header", " 1.0\t"),
                row("0.3", null, "message/send", "0.3", "header", "0.3"),
                row(null, "1.0", "GetTask", "1.0", "query", "1.0"),
                row(null, "0.3", null, "0.3", "query", "0.3"),
                row("1.0", "1.0", "GetTask", "1.0", "header", "1.0"),
                row("1.0", " 1.0", "GetTask", "1.0", "header", "1.0"),
                row("1.0", "0.3", "GetTask", "1.0", "header", "1.0", "ERROR VersionConflict "),
                row("0.3", "1.0", "message/send", "0.3", "header", "0.3", "ERROR VersionConflict "),
                row("", "1.0", "SendMessage", "1.0", "query", "1.0"),
                row("1.0", null, "message/send", "1.0", "header", "1.0", "ERROR VersionConflict /method"),
                row("1.0", null, "tasks/pushNotificationConfig/get", "1.0", "header", "1.0",
                        "ERROR VersionConflict /method"),
                row("0.3", null, "SendMessage", "0.3", "header", "0.3", "ERROR VersionConflict /method"),
                row(null, "0.3", "ListTasks", "0.3", "query", "0.3", "ERROR VersionConflict /method"),
                row("1.0", null, "custom/method", "1.0", "header", "1.0"),
                row("1.0", null, "sendMessage", "1.0", "header", "1.0"),
                row("0.5", null, "SendMessage", "-", "header", "0.5", "ERROR UnsupportedA2aVersion "),
                row("1.1", null, "SendMessage", "-", "header", "1.1", "ERROR UnsupportedA2aVersion "),
                row("99.0", null, null, "-", "header", "99.0", "ERROR UnsupportedA2aVersion "),
                row("1", null, "SendMessage", "-", "header", "1", "ERROR UnsupportedA2aVersion "),
                row("1.0.1", null, "SendMessage", "1.0", "header", "1.0.1", "ADVISORY VersionWithPatch "),
                row(null, "0.3.2", "message/send", "0.3", "query", "0.3.2", "ADVISORY VersionWithPatch "),
                row("1.1.0", null, "SendMessage", "-", "header", "1.1.0", "ERROR UnsupportedA2aVersion "),
                row("1.0.", null, "SendMessage", "-", "header", "1.0.", "ERROR UnsupportedA2aVersion "),
                row("1.0.x", null, "SendMessage", "-", "header", "1.0.x", "ERROR UnsupportedA2aVersion "),
                row("1.0.1.2", null, "SendMessage", "-", "header", "1.0.1.2", "ERROR UnsupportedA2aVersion "),
                row("v1.0", null, "SendMessage", "-", "header", "v1.0", "ERROR UnsupportedA2aVersion "),
                row("1.0,0.3", null, "SendMessage", "-", "header", "1.0,0.3", "ERROR UnsupportedA2aVersion "),
                row(null, "abc", "message/send", "-", "query", "abc", "ERROR UnsupportedA2aVersion "),
                row("2.0", "1.0", "SendMessage", "-", "header", "2.0", "ERROR VersionConflict ",
                        "ERROR UnsupportedA2aVersion "),
                row("0.5", null, "message/send", "-", "header", "0.5", "ERROR UnsupportedA2aVersion "));
    }

    private static Arguments row(String header, String query, String method, String version, String source,
                                 String requested, String... findings) {
        return Arguments.of(header, query, method, version, source, requested, List.of(findings));
    }

    @ParameterizedTest(name = "header={0} query={1} method={2}")
    @MethodSource("table")
    void detects(String header, String query, String method, String version, String source, String requested,
                 List<String> findings) {
        DetectedVersion d = VersionDetection.detect(header, query, method);
        assertThat(d.version().map(A2aVersion::label).orElse("-")).isEqualTo(version);
        assertThat(d.source()).isEqualTo(source);
        assertThat(d.requested()).isEqualTo(requested);
        assertThat(d.findings()).extracting(f -> f.severity() + " " + f.code() + " " + f.path())
                .containsExactlyElementsOf(findings);
        assertThat(d.isValid()).isEqualTo(findings.stream().noneMatch(l -> l.startsWith("ERROR")));
        for (Finding f : d.findings()) {
            assertThat(f.message()).isNotBlank();
        }
    }
}
