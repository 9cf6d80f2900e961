package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One case of {@code src/test/resources/v1-corpus}: a v1.0 document beside a {@code .expected} file. The expected
 * file holds {@code # comments}, one header line saying what the document is checked as ({@code as params METHOD},
 * {@code as result METHOD}, {@code as error}, {@code as card}; METHOD is a v1.0 wire name such as
 * {@code SendMessage}), an optional {@code policy partLimit=N allowUri=true hosts=a,b unknownFields=advisory} line
 * and one {@code SEVERITY Code /json/pointer} line per finding (compared without regard to order). A params
 * document that is empty (white space only) stands for a request without params.
 */
record V1Case(String name, String text, Kind kind, String method, PartPolicy parts, boolean unknownFieldsAdvisory,
              List<String> findings) {
    /** What a document is checked as. */
    enum Kind { PARAMS, RESULT, ERROR, CARD }

    private static final Pattern FINDING = Pattern.compile("(ERROR|ADVISORY) [A-Z][A-Za-z0-9]* (/.*)?");

    static List<V1Case> all() {
        Path dir = RepoFiles.resource(V1Case.class, "v1-corpus");
        try (Stream<Path> files = Files.list(dir)) {
            List<V1Case> out = new ArrayList<>();
            List<Path> all = files.sorted().toList();
            for (Path p : all) {
                String file = p.getFileName().toString();
                assertThat(file).as("a corpus file is a document or its expectation").matches(".*\\.(json|expected)");
                String name = file.substring(0, file.lastIndexOf('.'));
                assertThat(dir.resolve(name + (file.endsWith(".json") ? ".expected" : ".json")))
                        .as(file + " has its partner").exists();
                if (file.endsWith(".json")) {
                    out.add(read(name, RepoFiles.read(p), RepoFiles.read(dir.resolve(name + ".expected"))));
                }
            }
            assertThat(out).as("v1.0 corpus cases").hasSizeGreaterThanOrEqualTo(60);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static V1Case read(String name, String text, String expected) {
        Kind kind = null;
        String method = null;
        PartPolicy parts = PartPolicy.DEFAULT;
        boolean advisory = false;
        List<String> findings = new ArrayList<>();
        for (String line : expected.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (kind == null) {
                String[] words = line.trim().split(" ");
                assertThat(words[0]).as(name + ": the first line is the header 'as ...'").isEqualTo("as");
                kind = Kind.valueOf(words[1].toUpperCase(java.util.Locale.ROOT));
                boolean needsMethod = kind == Kind.PARAMS || kind == Kind.RESULT;
                assertThat(words).as(name + ": header " + line).hasSize(needsMethod ? 3 : 2);
                method = needsMethod ? words[2] : null;
                assertThat(method == null || V1Method.findByWireName(method).isPresent())
                        .as(name + ": " + method + " is a v1.0 method").isTrue();
            } else if (line.startsWith("policy ")) {
                for (String setting : line.substring(7).trim().split(" ")) {
                    String[] kv = setting.split("=", 2);
                    switch (kv[0]) {
                        case "partLimit" -> parts = parts.withPartLimit(Long.parseLong(kv[1]));
                        case "allowUri" -> parts = parts.withAllowUri(Boolean.parseBoolean(kv[1]));
                        case "hosts" -> parts = parts.withAllowedHosts(Arrays.asList(kv[1].split(",")));
                        case "unknownFields" -> {
                            assertThat(kv[1]).as(name + ": unknownFields=advisory is the one choice")
                                    .isEqualTo("advisory");
                            advisory = true;
                        }
                        default -> throw new IllegalArgumentException(name + ": unknown policy setting " + setting);
                    }
                }
            } else {
                assertThat(line).as(name + ": a finding line").matches(FINDING);
                findings.add(line);
            }
        }
        assertThat(kind).as(name + " has a header").isNotNull();
        assertThat(text.isBlank() && kind != Kind.PARAMS).as(name + ": only params may be absent").isFalse();
        return new V1Case(name, text, kind, method, parts, advisory, List.copyOf(findings));
    }

    /** Whether this case stands for a request without params. */
    boolean absent() {
        return text.isBlank();
    }

    /** The document as core's reader reads it (with source locations); {@code null} for absent params. */
    JsonValue value() {
        if (absent()) {
            return null;
        }
        JsonParse parse = JsonReader.standard().read(text);
        assertThat(parse.findings()).as(name + " parses").isEmpty();
        return parse.value();
    }

    /** The method of a params or result case. */
    V1Method v1Method() {
        return V1Method.findByWireName(method).orElseThrow();
    }

    /** The validator policy of this case. */
    V1Policy policy() {
        V1Policy p = V1Policy.DEFAULT.withParts(parts);
        return unknownFieldsAdvisory ? p.withUnknownFieldsAsAdvisories() : p;
    }

    /** The proto message this case is checked as; {@code null} for an error object, which is no proto message. */
    String protoMessage() {
        return switch (kind) {
            case PARAMS -> v1Method().requestMessage();
            case RESULT -> v1Method().resultMessage();
            case ERROR -> null;
            case CARD -> "AgentCard";
        };
    }

    /** What {@code validator} finds in this case's document, read from its text. */
    List<Finding> run(V1Validator validator) {
        JsonValue v = value();
        return switch (kind) {
            case PARAMS -> validator.paramsFindings(v1Method(), v);
            case RESULT -> validator.resultFindings(v1Method(), v);
            case ERROR -> validator.errorFindings(v);
            case CARD -> validator.agentCardFindings(v);
        };
    }

    /** The codes of the expected ERROR lines. */
    List<String> errorCodes() {
        return codes(findings, "ERROR");
    }

    /** The codes of the expected ADVISORY lines. */
    List<String> advisoryCodes() {
        return codes(findings, "ADVISORY");
    }

    static List<String> codes(List<String> lines, String severity) {
        return lines.stream().filter(l -> l.startsWith(severity + " ")).map(l -> l.split(" ", 3)[1]).toList();
    }

    static String line(Finding f) {
        return f.severity() + " " + f.code() + " " + f.path();
    }

    @Override
    public String toString() {
        return name;
    }
}
