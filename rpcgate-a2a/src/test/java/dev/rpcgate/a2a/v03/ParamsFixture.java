package dev.rpcgate.a2a.v03;

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
 * One case of {@code src/test/resources/params}: a params document beside a {@code .expected} file. The expected file
 * holds {@code # comments}, an optional {@code policy partLimit=N allowUri=true hosts=a,b} line, an optional
 * {@code parts INDEX:KIND:BYTES ...} line ({@code -} for a URI part's unknown size) and one
 * {@code SEVERITY Code /json/pointer} line per finding (compared without regard to order). Public for the part
 * tests of the validation package, which compare findings by {@link #line(Finding)}.
 */
public record ParamsFixture(String name, String text, PartPolicy policy, List<String> findings, List<String> parts) {
    static List<ParamsFixture> all() {
        Path dir = RepoFiles.resource(ParamsFixture.class, "params");
        try (Stream<Path> files = Files.list(dir)) {
            List<ParamsFixture> out = new ArrayList<>();
            for (Path json : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                String name = json.getFileName().toString().replace(".json", "");
                out.add(read(name, RepoFiles.read(json), RepoFiles.read(dir.resolve(name + ".expected"))));
            }
            assertThat(out).as("params fixtures").hasSizeGreaterThan(50);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ParamsFixture read(String name, String text, String expected) {
        PartPolicy policy = PartPolicy.DEFAULT;
        List<String> findings = new ArrayList<>();
        List<String> parts = null;
        for (String line : expected.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("policy ")) {
                for (String setting : line.substring(7).trim().split(" ")) {
                    String[] kv = setting.split("=", 2);
                    policy = switch (kv[0]) {
                        case "partLimit" -> policy.withPartLimit(Long.parseLong(kv[1]));
                        case "allowUri" -> policy.withAllowUri(Boolean.parseBoolean(kv[1]));
                        case "hosts" -> policy.withAllowedHosts(Arrays.asList(kv[1].split(",")));
                        default -> throw new IllegalArgumentException(name + ": unknown policy setting " + setting);
                    };
                }
            } else if (line.startsWith("parts ")) {
                parts = List.of(line.substring(6).trim().split(" "));
            } else {
                findings.add(line);
            }
        }
        return new ParamsFixture(name, text, policy, List.copyOf(findings), parts == null ? List.of() : parts);
    }

    JsonValue params() {
        JsonParse parse = JsonReader.standard().read(text);
        assertThat(parse.findings()).as(name + " parses").isEmpty();
        return parse.value();
    }

    ParamsCheck check() {
        return new MessageSendValidator(policy).check(params());
    }

    /** The codes of the ERROR lines. */
    List<String> errorCodes() {
        return findings.stream().filter(l -> l.startsWith("ERROR ")).map(l -> l.split(" ", 3)[1]).toList();
    }

    public static String line(Finding f) {
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
