package dev.rpcgate.smithy.payload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.ParseCode;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.ValidationLimits;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.RpcModels;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * The payload validator table: {@code validators/model.smithy} holds the shapes, and each {@code validators/cases/*.json}
 * is an array of cases, so a new case needs no Java:
 * <pre>
 * {"case": "name", "shape": "test.v#Shape" (or a member id), "input": JSON value, "base": "/params" (optional),
 *  "policy": {"unknownMembers": "ignore", "memberNames": "json", "findings": N, "maxDepth": N} (optional),
 *  "expect": ["Code /path", "Code /path shape member", ...]}
 * </pre>
 * An expectation is a code and a JSON Pointer ({@code ""} for the root), optionally the finding's shape and member
 * ({@code -} for none); findings are compared as a multiset. Inputs are read by rpcgate's own reader, so numbers keep
 * their lexemes and every finding must carry a source location.
 */
class ValidatorCasesTest {
    private static final int MINIMUM_CASES = 120;
    private static final Model MODEL = loadModel("validators/model.smithy");

    static Model loadModel(String resource) {
        return RpcModels.addTraitDefinitions(Model.assembler())
                .addImport(RepoFiles.resource(ValidatorCasesTest.class, resource)).assemble().unwrap();
    }

    static List<Path> caseFiles() {
        try (Stream<Path> files = Files.list(RepoFiles.resource(ValidatorCasesTest.class, "validators/cases"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<JsonObject> allCases() {
        List<JsonObject> all = new ArrayList<>();
        JsonReader reader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxDepth(1024));
        for (Path file : caseFiles()) {
            JsonParse parse;
            try {
                parse = reader.read(Files.readString(file, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            assertThat(parse.findings()).as(file.toString()).isEmpty();
            for (JsonValue c : ((JsonArray) parse.value()).elements()) {
                all.add((JsonObject) c);
            }
        }
        return all;
    }

    static Stream<Named<JsonObject>> cases() {
        return allCases().stream().map(c -> Named.of(text(c, "case"), c));
    }

    @Test
    void theTableIsLargeAndNamesAreUnique() {
        List<JsonObject> all = allCases();
        assertThat(all).hasSizeGreaterThanOrEqualTo(MINIMUM_CASES);
        Set<String> names = new HashSet<>();
        for (JsonObject c : all) {
            assertThat(names.add(text(c, "case"))).as("duplicate case name " + text(c, "case")).isTrue();
        }
    }

    @Test
    void theTableUsesEveryValueCodeAndAcceptsAndRejects() {
        Set<String> used = new TreeSet<>();
        int accepting = 0;
        for (JsonObject c : allCases()) {
            JsonArray expect = (JsonArray) c.get("expect");
            if (expect.isEmpty()) {
                accepting++;
            }
            for (JsonValue e : expect.elements()) {
                used.add(((JsonString) e).value().split(" ")[0]);
            }
        }
        assertThat(used).containsExactlyInAnyOrder(SharedCode.TYPE_MISMATCH.code(), SharedCode.NULL_VALUE.code(), SharedCode.MISSING_REQUIRED.code(),
                SharedCode.UNKNOWN_MEMBER.code(), SharedCode.OUT_OF_RANGE.code(), ContractCode.LENGTH_VIOLATION.code(), ContractCode.PATTERN_MISMATCH.code(),
                ContractCode.ENUM_MISMATCH.code(), ContractCode.DUPLICATE_ITEM.code(), ContractCode.UNION_MISMATCH.code(), SharedCode.INVALID_TIMESTAMP.code(),
                ContractCode.INVALID_BLOB.code(), ParseCode.DEPTH_LIMIT.code(), SharedCode.FINDING_LIMIT.code());
        assertThat(accepting).isGreaterThanOrEqualTo(30);
    }

    @Test
    void theModelCompilesWithoutProblems() {
        ValidatorCompiler compiler = new ValidatorCompiler(MODEL, ValidationPolicy.DEFAULT);
        MODEL.shapes().filter(s -> s.getId().getNamespace().equals("test.v") && !s.isMemberShape())
                .forEach(s -> compiler.forShape(s.getId()));
        assertThat(compiler.problems()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void caseGivesTheExpectedFindings(JsonObject c) {
        ValidationPolicy policy = policy(c.get("policy"));
        ValidatorCompiler compiler = new ValidatorCompiler(MODEL, policy);
        PayloadValidator validator = compiler.forShape(ShapeId.from(text(c, "shape")));
        assertThat(compiler.problems()).isEmpty();

        FindingSink sink = FindingSink.withBudget(policy.limits().messageFindings());
        JsonPath base = c.has("base") ? JsonPath.of(text(c, "base")) : JsonPath.root();
        validator.validate(c.get("input"), base, sink);

        List<String> expected = new ArrayList<>();
        for (JsonValue e : ((JsonArray) c.get("expect")).elements()) {
            String line = ((JsonString) e).value();
            expected.add(line);
        }
        List<Finding> found = sink.findings();
        assertThat(render(found, expected)).as("findings: " + found).containsExactlyInAnyOrderElementsOf(expected);
        boolean limited = expected.stream().anyMatch(l -> l.startsWith(SharedCode.FINDING_LIMIT.code()));
        assertThat(sink.complete()).isEqualTo(!limited);
        assertThat(sink.hasErrors()).isEqualTo(!expected.isEmpty());
        for (Finding f : found) {
            assertThat(f.location()).as("location of " + f).isNotNull();
            assertThat(f.location().line()).isPositive();
            assertThat(f.message()).isNotBlank();
            assertThat(f.isError()).isTrue();
            if (!f.code().equals(SharedCode.FINDING_LIMIT.code())) {
                assertThat(ModelRef.of(f).shape()).as("shape of " + f).isNotNull();
            }
        }
    }

    /** Each finding rendered at the detail its expectation line uses (code and path, or also shape and member). */
    private static List<String> render(List<Finding> found, List<String> expected) {
        List<String> pool = new ArrayList<>(expected);
        List<String> out = new ArrayList<>();
        for (Finding f : found) {
            String path = f.path().isEmpty() ? "\"\"" : f.path();
            String brief = f.code() + " " + path;
            ModelRef model = ModelRef.of(f);
            String full = brief + " " + model.shape() + " " + (model.member() == null ? "-" : model.member());
            String pick = pool.remove(full) ? full : brief;
            if (pick.equals(brief)) {
                pool.remove(brief);
            }
            out.add(pick);
        }
        return out;
    }

    private static ValidationPolicy policy(JsonValue spec) {
        ValidationPolicy.Builder p = ValidationPolicy.builder();
        if (!(spec instanceof JsonObject o)) {
            return p.build();
        }
        if (o.has("unknownMembers")) {
            p.unknownMembers(text(o, "unknownMembers").equals("ignore")
                    ? ValidationPolicy.UnknownMembers.IGNORE : ValidationPolicy.UnknownMembers.REJECT);
        }
        if (o.has("memberNames")) {
            p.memberNames(text(o, "memberNames").equals("json")
                    ? ValidationPolicy.MemberNames.JSON_NAME : ValidationPolicy.MemberNames.SMITHY);
        }
        ValidationLimits limits = ValidationLimits.DEFAULT;
        if (o.has("findings")) {
            int n = (int) ((JsonNumber) o.get("findings")).findLong().orElseThrow();
            limits = limits.toBuilder().messageFindings(n).build();
        }
        if (o.has("maxDepth")) {
            int d = (int) ((JsonNumber) o.get("maxDepth")).findLong().orElseThrow();
            limits = limits.toBuilder().json(limits.json().withMaxDepth(d)).build();
        }
        return p.limits(limits).build();
    }

    private static String text(JsonObject o, String name) {
        return ((JsonString) o.get(name)).value();
    }
}
