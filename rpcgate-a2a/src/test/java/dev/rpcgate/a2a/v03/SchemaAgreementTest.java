package dev.rpcgate.a2a.v03;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.testing.RepoFiles;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Our verdicts agree with the official A2A v0.3.0 JSON Schema ({@code ../shared/testdata/a2a/a2a.json}, read in place,
 * draft-07, networknt) on {@code MessageSendParams}: every fixture we call valid passes it; every fixture we reject
 * for a shape reason fails it; and every fixture we reject only for the reasons listed in {@link #BEYOND_THE_SCHEMA}
 * passes it, which proves those rules really are ours and not the schema's.
 */
class SchemaAgreementTest {
    /** Our codes for rules the schema does not state (docs/a2a.md, "Beyond the schema"). */
    static final Set<String> BEYOND_THE_SCHEMA = Stream.of(
            A2aCode.EMPTY_PARTS, // the schema's parts has no minItems
            A2aCode.BOTH_BYTES_AND_URI, // FileWithBytes | FileWithUri is anyOf, and neither forbids the other member
            A2aCode.NON_CANONICAL_BASE64, // bytes is only "type": "string"
            A2aCode.PART_TOO_LARGE, // local policy
            A2aCode.URI_REFUSED, // local policy
            A2aCode.URI_NOT_ALLOWED) // local policy
            .map(FindingCode::code).collect(Collectors.toUnmodifiableSet());

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static Schema schema;

    @BeforeAll
    static void loadTheSchema() throws Exception {
        JsonNode root = MAPPER.readTree(RepoFiles.testData("a2a", "the A2A v0.3.0 schema").resolve("a2a.json").toFile());
        assertThat(root.path("definitions").has("MessageSendParams")).isTrue();
        // the schema file has no root type: point its root at the definition (draft-07 ignores $ref's siblings)
        ((ObjectNode) root).put("$ref", "#/definitions/MessageSendParams");
        schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(root);
    }

    static List<ParamsFixture> fixtures() {
        return ParamsFixture.all();
    }

    private static List<com.networknt.schema.Error> schemaErrors(String json) throws Exception {
        return schema.validate(MAPPER.readTree(json));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void theSchemaAgreesWithOurVerdict(ParamsFixture fixture) throws Exception {
        List<String> errors = fixture.errorCodes();
        List<com.networknt.schema.Error> schemaErrors = schemaErrors(fixture.text());
        if (errors.stream().allMatch(BEYOND_THE_SCHEMA::contains)) {
            assertThat(schemaErrors).as(fixture.name() + ": valid or rejected only beyond the schema, so the schema"
                    + " accepts it").isEmpty();
        } else {
            assertThat(schemaErrors).as(fixture.name() + ": rejected for a shape reason " + errors
                    + ", so the schema rejects it too").isNotEmpty();
        }
    }

    @Test
    void theSchemaIsReallyChecked() throws Exception {
        assertThat(schemaErrors("{\"message\": {\"kind\": \"message\", \"messageId\": \"m\", \"role\": \"user\","
                + " \"parts\": [{\"kind\": \"text\", \"text\": \"hi\"}]}}")).isEmpty();
        assertThat(schemaErrors("{\"message\": {\"messageId\": \"m\", \"role\": \"user\","
                + " \"parts\": [{\"kind\": \"text\", \"text\": \"hi\"}]}}")).isNotEmpty();
        assertThat(schemaErrors("{}")).isNotEmpty();
    }

    @Test
    void everyBeyondTheSchemaCodeHasAFixtureTheSchemaAccepts() {
        for (String code : BEYOND_THE_SCHEMA) {
            assertThat(fixtures()).as(code).anyMatch(f -> f.errorCodes().equals(List.of(code)));
        }
    }
}
