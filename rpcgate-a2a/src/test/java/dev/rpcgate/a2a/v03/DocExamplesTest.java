package dev.rpcgate.a2a.v03;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The {@code message/send} requests cut from the A2A v0.3.0 docs ({@code ../shared/testdata/a2a/v0.3.0-doc-examples},
 * read in place): none is strictly valid, and each gets the finding we expect. The strict-JSON ones lack the message's
 * {@code kind}; the others fail PARSE where their first comment or comma fault stands. The whole-HTTP-request file's
 * head (Content-Type, Content-Length) is the {@code --http} reader's concern; here only its body is checked.
 */
class DocExamplesTest {
    /** Strict JSON: the PARAMS findings of the request's params. */
    private static final Map<String, List<String>> PARAMS = Map.of(
            "spec-9.2-basic-execution.json", List.of("ERROR MissingKind /message/kind"),
            "spec-9.4-multi-turn-first.json", List.of("ERROR MissingKind /message/kind",
                    "ERROR MissingRequired /message/messageId", "ADVISORY UnknownMember /messageId"),
            "spec-9.4-multi-turn-followup.json", List.of("ERROR MissingKind /message/kind"),
            "spec-9.7-structured-data.json", List.of("ERROR MissingKind /message/kind"),
            "life-of-a-task-req-001.json", List.of("ERROR MissingKind /message/kind"));

    /** Not strict JSON: the line of the first PARSE finding (all InvalidJson). */
    private static final Map<String, Integer> PARSE_LINE = Map.of(
            "spec-9.5-push-notification-config.not-strict-json.txt", 22, // a // comment
            "spec-9.6-file-upload.not-strict-json.txt", 18, // a trailing // comment
            "life-of-a-task-req-002.not-strict-json.txt", 9, // a trailing // comment
            "extensions-http-request.not-strict-json.txt", 19); // the body's trailing comma (file line 19, body line 13)

    /** With their comments removed (string-aware), what the validator then finds; req-002 still does not parse. */
    private static final Map<String, List<String>> WITHOUT_COMMENTS = Map.of(
            "spec-9.5-push-notification-config.not-strict-json.txt", List.of("ERROR MissingKind /message/kind"),
            "spec-9.6-file-upload.not-strict-json.txt", List.of("ERROR MissingKind /message/kind",
                    "ERROR NonCanonicalBase64 /message/parts/1/file/bytes"));

    private static Path dir() {
        return RepoFiles.testData("a2a", "the A2A v0.3.0 doc examples").resolve("v0.3.0-doc-examples");
    }

    @Test
    void everyDocExampleIsInTheTable() throws IOException {
        try (Stream<Path> files = Files.list(dir())) {
            assertThat(files.map(p -> p.getFileName().toString()).toList())
                    .containsExactlyInAnyOrderElementsOf(Stream.concat(PARAMS.keySet().stream(),
                            PARSE_LINE.keySet().stream()).toList());
        }
    }

    @Test
    void strictExamplesGetTheirParamsFindings() {
        MessageSendValidator validator = new MessageSendValidator(PartPolicy.DEFAULT);
        PARAMS.forEach((file, expected) -> {
            JsonParse parse = JsonReader.standard().read(RepoFiles.read(dir().resolve(file)));
            assertThat(parse.findings()).as(file).isEmpty();
            JsonObject request = (JsonObject) parse.value();
            ParamsCheck check = validator.check(request.get("params"));
            assertThat(check.findings()).as(file).extracting(ParamsFixture::line)
                    .containsExactlyInAnyOrderElementsOf(expected);
            assertThat(check.isValid()).isFalse();
        });
    }

    @Test
    void notStrictExamplesFailParse() {
        PARSE_LINE.forEach((file, line) -> {
            String text = RepoFiles.read(dir().resolve(file));
            if (file.startsWith("extensions-http-request")) {
                // the body after the head's blank line, located in the whole file's lines
                int head = text.indexOf("\n\n");
                int headLines = (int) text.substring(0, head + 2).chars().filter(c -> c == '\n').count();
                text = text.substring(head + 2);
                line -= headLines;
            }
            JsonParse parse = JsonReader.standard().read(text);
            assertThat(parse.isValid()).as(file).isFalse();
            Finding first = parse.findings().get(0);
            assertThat(first.code()).as(file).isEqualTo("InvalidJson");
            assertThat(first.location().line()).as(file + " " + first).isEqualTo(line);
        });
    }

    @Test
    void withoutTheirCommentsTheyStillFail() {
        MessageSendValidator validator = new MessageSendValidator(PartPolicy.DEFAULT);
        WITHOUT_COMMENTS.forEach((file, expected) -> {
            JsonParse parse = JsonReader.standard().read(withoutComments(RepoFiles.read(dir().resolve(file))));
            assertThat(parse.findings()).as(file).isEmpty();
            ParamsCheck check = validator.check(((JsonObject) parse.value()).get("params"));
            assertThat(check.findings()).as(file).extracting(ParamsFixture::line)
                    .containsExactlyInAnyOrderElementsOf(expected);
        });
        String req002 = withoutComments(RepoFiles.read(dir().resolve("life-of-a-task-req-002.not-strict-json.txt")));
        assertThat(JsonReader.standard().read(req002).isValid()).as("a missing comma and a trailing comma remain")
                .isFalse();
    }

    @Test
    void theHttpExampleBodyIsValidOnceItsTrailingCommaIsGone() {
        String text = RepoFiles.read(dir().resolve("extensions-http-request.not-strict-json.txt"));
        String body = text.substring(text.indexOf("\n\n") + 2).replace("\"motherlode\",", "\"motherlode\"");
        JsonParse parse = JsonReader.standard().read(body);
        assertThat(parse.findings()).isEmpty();
        ParamsCheck check = new MessageSendValidator(PartPolicy.DEFAULT).check(((JsonObject) parse.value()).get("params"));
        assertThat(check.findings()).isEmpty();
        assertThat(check.parts()).extracting(ParamsFixture::line).containsExactly("0:text:36");
    }

    /** Drops {@code //} comments outside strings. */
    static String withoutComments(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean inString = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                out.append(c);
                if (c == '\\' && i + 1 < text.length()) {
                    out.append(text.charAt(++i));
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
                while (i < text.length() && text.charAt(i) != '\n') {
                    i++;
                }
                if (i < text.length()) {
                    out.append('\n');
                }
            } else {
                out.append(c);
                inString = c == '"';
            }
        }
        return out.toString();
    }
}
