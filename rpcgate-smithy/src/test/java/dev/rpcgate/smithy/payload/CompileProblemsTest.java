package dev.rpcgate.smithy.payload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.ValidationPolicy;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * Preparation-time problems: {@code validators/unsupported.smithy} beside {@code unsupported.expected} (one
 * tab-separated line per problem: code, shape, member or {@code -}, line:column), plus configurations Smithy itself
 * lets through or that a caller asks for.
 */
class CompileProblemsTest {

    @Test
    void unsupportedPatternsAreReportedOnceWithTheirSource() {
        Model model = ValidatorCasesTest.loadModel("validators/unsupported.smithy");
        ValidatorCompiler compiler = new ValidatorCompiler(model, ValidationPolicy.DEFAULT);
        compiler.forShape(ShapeId.from("test.bad#UsesThem"));
        compiler.forShape(ShapeId.from("test.bad#InlineFlag")); // again, directly: no second problem

        List<String> expected = RepoFiles.read(RepoFiles.resource(getClass(), "validators/unsupported.expected"))
                .lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        List<String> found = compiler.problems().stream().map(p -> {
            Finding f = p.finding();
            assertThat(p.source()).endsWith("unsupported.smithy");
            assertThat(f.isError()).isTrue();
            assertThat(f.message()).contains("can be checked as ECMA-262");
            ModelRef ref = ModelRef.of(f);
            return String.join("\t", f.code(), ref.shape(), ref.member() == null ? "-" : ref.member(),
                    f.location().toString());
        }).toList();
        assertThat(found).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void aStringWithAnUnsupportedPatternStillChecksItsOtherConstraints() {
        Model model = ValidatorCasesTest.loadModel("validators/unsupported.smithy");
        ValidatorCompiler compiler = new ValidatorCompiler(model, ValidationPolicy.DEFAULT);
        FindingSink sink = FindingSink.withBudget(10);
        compiler.forShape(ShapeId.from("test.bad#InlineFlag")).validate(JsonString.of("anything"), JsonPath.root(), sink);
        assertThat(sink.findings()).isEmpty();
        compiler.forShape(ShapeId.from("test.bad#InlineFlag")).validate(JsonNumber.of(1), JsonPath.root(), sink);
        assertThat(sink.findings()).extracting(Finding::code).containsExactly("TypeMismatch");
    }

    @Test
    void unknownShapesAndShapesWithoutJsonValuesAreProblems() {
        Model model = Model.assembler().addUnparsedModel("ops.smithy", """
                $version: "2"
                namespace test.ops
                operation Ping {}
                """).assemble().unwrap();
        ValidatorCompiler compiler = new ValidatorCompiler(model, ValidationPolicy.DEFAULT);
        compiler.forShape(ShapeId.from("test.ops#Missing"));
        compiler.forShape(ShapeId.from("test.ops#Ping"));
        assertThat(compiler.problems()).extracting(p -> p.finding().code())
                .containsExactly(ContractCode.UNSUPPORTED_SHAPE.code(), ContractCode.UNSUPPORTED_SHAPE.code());
        assertThat(compiler.problems().get(1).finding().location().line()).isEqualTo(3);
        assertThat(compiler.problems().get(1).source()).isEqualTo("ops.smithy");
    }

    @Test
    void clashingJsonNamesAreAProblemUnderTheJsonNamePolicyOnly() {
        Model model = Model.assembler().addUnparsedModel("clash.smithy", """
                $version: "2"
                namespace test.clash
                structure Clash {
                    a: String
                    @jsonName("a")
                    b: String
                }
                """).assemble().getResult().orElseThrow(); // Smithy may warn or fail; the compiler must still say it
        ValidatorCompiler smithyNames = new ValidatorCompiler(model, ValidationPolicy.DEFAULT);
        smithyNames.forShape(ShapeId.from("test.clash#Clash"));
        assertThat(smithyNames.problems()).isEmpty();

        ValidatorCompiler jsonNames = new ValidatorCompiler(model,
                ValidationPolicy.builder().memberNames(ValidationPolicy.MemberNames.JSON_NAME).build());
        jsonNames.forShape(ShapeId.from("test.clash#Clash"));
        assertThat(jsonNames.problems()).extracting(p -> p.finding().code()).containsExactly(ContractCode.UNSUPPORTED_CONSTRAINT.code());
        assertThat(ModelRef.of(jsonNames.problems().get(0).finding()).member()).isEqualTo("test.clash#Clash$b");
    }

    @Test
    void unsatisfiableBoundsAreProblems() {
        Model model = Model.assembler().addUnparsedModel("bounds.smithy", """
                $version: "2"
                namespace test.bounds
                @range(min: 5, max: 1)
                integer Backwards
                @length(min: 3, max: 2)
                string Narrow
                structure Uses {
                    a: Backwards
                    b: Narrow
                }
                """).assemble().getResult().orElseThrow(); // Smithy reports these too; the compiler does not rely on it
        ValidatorCompiler compiler = new ValidatorCompiler(model, ValidationPolicy.DEFAULT);
        compiler.forShape(ShapeId.from("test.bounds#Uses"));
        assertThat(compiler.problems()).extracting(p -> p.finding().code() + " " + ModelRef.of(p.finding()).shape())
                .containsExactlyInAnyOrder("UnsupportedConstraint test.bounds#Backwards", "UnsupportedConstraint test.bounds#Narrow");
    }
}
