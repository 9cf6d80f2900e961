package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.a2a.validation.PartSummary;
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
import java.util.stream.Stream;

/**
 * One case of {@code src/test/resources/v1}: a JSON document beside a {@code .expected} file holding {@code #}
 * comments, a {@code check params METHOD | result METHOD | error | card | message NAME} line, an optional
 * {@code policy partLimit=N allowUri=true hosts=a,b unknown=advisory} line, an optional {@code parts INDEX:KIND:BYTES}
 * line ({@code -} for a URL part's unknown size) and one {@code SEVERITY Code /json/pointer} line per finding
 * (compared without regard to order).
 */
record V1Fixture(String name, String text, String check, String target, V1Policy policy, List<String> findings,
                 List<String> parts) {
    static List<V1Fixture> all() {
        Path dir = RepoFiles.resource(V1Fixture.class, "v1");
        try (Stream<Path> files = Files.list(dir)) {
            List<V1Fixture> out = new ArrayList<>();
            for (Path json : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                String name = json.getFileName().toString().replace(".json", "");
                out.add(read(name, RepoFiles.read(json), RepoFiles.read(dir.resolve(name + ".expected"))));
            }
            assertThat(out).as("v1 fixtures").hasSizeGreaterThanOrEqualTo(25);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static V1Fixture read(String name, String text, String expected) {
        PartPolicy parts = PartPolicy.DEFAULT;
        boolean unknownErrors = true;
        String check = null;
        String target = null;
        List<String> findings = new ArrayList<>();
        List<String> summaries = List.of();
        for (String line : expected.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("check ")) {
                String[] words = line.substring(6).trim().split(" ");
                check = words[0];
                target = words.length > 1 ? words[1] : null;
            } else if (line.startsWith("policy ")) {
                for (String setting : line.substring(7).trim().split(" ")) {
                    String[] kv = setting.split("=", 2);
                    switch (kv[0]) {
                        case "partLimit" -> parts = parts.withPartLimit(Long.parseLong(kv[1]));
                        case "allowUri" -> parts = parts.withAllowUri(Boolean.parseBoolean(kv[1]));
                        case "hosts" -> parts = parts.withAllowedHosts(Arrays.asList(kv[1].split(",")));
                        case "unknown" -> unknownErrors = !kv[1].equals("advisory");
                        default -> throw new IllegalArgumentException(name + ": unknown policy setting " + setting);
                    }
                }
            } else if (line.startsWith("parts ")) {
                summaries = List.of(line.substring(6).trim().split(" "));
            } else {
                findings.add(line);
            }
        }
        assertThat(check).as(name + ": a check line").isIn("params", "result", "error", "card", "message");
        V1Policy policy = new V1Policy(parts, unknownErrors);
        return new V1Fixture(name, text, check, target, policy, List.copyOf(findings), summaries);
    }

    JsonValue value() {
        JsonParse parse = JsonReader.standard().read(text);
        assertThat(parse.findings()).as(name + " parses").isEmpty();
        return parse.value();
    }

    V1Method method() {
        return V1Method.findByWireName(target).orElseThrow(() -> new IllegalArgumentException(name + ": " + target));
    }

    /** The findings the fixture's check gives. */
    List<Finding> run() {
        V1Validator v = new V1Validator(policy);
        return switch (check) {
            case "params" -> v.checkParams(method(), value()).findings();
            case "result" -> v.resultFindings(method(), value());
            case "error" -> v.errorFindings(value());
            case "card" -> v.agentCardFindings(value());
            default -> v.messageFindings(target, value());
        };
    }

    /** The codes of the ERROR lines. */
    List<String> errorCodes() {
        return findings.stream().filter(l -> l.startsWith("ERROR ")).map(l -> l.split(" ", 3)[1]).toList();
    }

    static String line(Finding f) {
        return f.severity() + " " + f.code() + " " + f.path();
    }

    static String line(PartSummary p) {
        return p.index() + ":" + p.kind() + ":"
                + (p.countedBytes().isPresent() ? Long.toString(p.countedBytes().getAsLong()) : "-");
    }

    @Override
    public String toString() {
        return name;
    }
}
