package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.rpcgate.a2a.v03.MessageSendValidator;
import dev.rpcgate.a2a.v03.ParamsCheck;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.a2a.v1.V1ParamsCheck;
import dev.rpcgate.a2a.v1.V1Policy;
import dev.rpcgate.a2a.v1.V1Validator;
import dev.rpcgate.a2a.validation.PartPolicy;
import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Severity;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Validating the params of one A2A v0.3.0 {@code message/send} request of three parts (text, file, data; about
 * 6 KB), side by side with a JSON Schema validator on the official schema, and the same request in v1.0 form
 * ({@code SendMessage}, ProtoJSON) side by side with the schema bundle generated from the v1.0 proto. Every candidate
 * gets the params already parsed into its own tree in the setup, so only validation is timed.
 *
 * <ul>
 *   <li>{@link #rpcgate}: {@code MessageSendValidator.findings(params)}, the PARAMS gate's verdict, over core's
 *       {@code JsonValue} read by {@code JsonReader} in the setup (the target row).</li>
 *   <li>{@link #rpcgateCheck}: {@code MessageSendValidator.check(params)}, the same verdict plus part summaries with
 *       previews and the typed {@code MessageSendParams} (a reference row).</li>
 *   <li>{@link #networknt}: networknt json-schema-validator on {@code MessageSendParams} of the official
 *       {@code a2a.json} (draft-07; read in place from {@code ../shared/testdata/a2a/}, its root pointed at the
 *       definition), compiled once, over a jackson-databind tree of the params read in the setup.</li>
 *   <li>{@link #rpcgateV1}: {@code V1Validator.paramsFindings(SEND_MESSAGE, params)} on the v1.0 request, the PARAMS
 *       gate's verdict (the v1.0 target row).</li>
 *   <li>{@link #networkntV1}: networknt on {@code SendMessageRequest} of the v1.0 bundle ({@link V1SchemaBundle},
 *       2020-12), compiled once, over a jackson-databind tree of the v1.0 params.</li>
 * </ul>
 *
 * The setup proves that every candidate accepts its request and rejects each of its broken variants
 * ({@link #BROKEN}, {@link #BROKEN_V1}: shape faults only, since canonical Base64 and the like are beyond the schema),
 * so no candidate is timing an error path and the two contracts agree on those cases.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 4, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 3, timeUnit = TimeUnit.SECONDS)
public class A2aBench {
    /** The request, a resource of this module. */
    static final String REQUEST = "bench/a2a/message-send-3part.json";
    /** The official schema, read in place: the benchmarks run from the repository root, beside {@code ../shared}. */
    static final Path SCHEMA = Path.of("..", "shared", "testdata", "a2a", "a2a.json");
    /** Variants of the request that every candidate must reject: shape faults the schema states too. */
    static final List<ContractInputs.Broken> BROKEN = List.of(
            new ContractInputs.Broken("a part has no kind", "{\"kind\":\"text\",\"text\"", "{\"text\""),
            new ContractInputs.Broken("the message's kind is not \"message\"", "\"kind\":\"message\"",
                    "\"kind\":\"task\""),
            new ContractInputs.Broken("the role is neither user nor agent", "\"role\":\"user\"", "\"role\":\"robot\""),
            new ContractInputs.Broken("the file has neither bytes nor uri", "\"bytes\":", "\"bites\":"),
            new ContractInputs.Broken("a part's kind is unknown", "\"kind\":\"data\"", "\"kind\":\"date\""),
            new ContractInputs.Broken("messageId is a number", "\"messageId\":\"5c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e\"",
                    "\"messageId\":42"),
            new ContractInputs.Broken("historyLength is a string", "\"historyLength\":5", "\"historyLength\":\"5\""));

    /** The same request in v1.0 form: {@code SendMessage}, no kinds, {@code ROLE_USER}, raw, returnImmediately. */
    static final String REQUEST_V1 = "bench/a2a/send-message-3part-v1.json";
    /** Variants of the v1.0 request that every v1.0 candidate must reject: shape faults the bundle states too. */
    static final List<ContractInputs.Broken> BROKEN_V1 = List.of(
            new ContractInputs.Broken("the role is no Role name", "\"role\":\"ROLE_USER\"", "\"role\":\"ROLE_ROBOT\""),
            new ContractInputs.Broken("a part has a v0.3 kind", "{\"text\"", "{\"kind\":\"text\",\"text\""),
            new ContractInputs.Broken("raw is not Base64", "\"raw\":\"", "\"raw\":\"*"),
            new ContractInputs.Broken("messageId is a number", "\"messageId\":\"5c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e\"",
                    "\"messageId\":42"),
            new ContractInputs.Broken("historyLength is a word", "\"historyLength\":5", "\"historyLength\":\"five\""),
            new ContractInputs.Broken("returnImmediately is a string", "\"returnImmediately\":false",
                    "\"returnImmediately\":\"no\""),
            new ContractInputs.Broken("the message's metadata is an array", "\"metadata\":{\"client\":\"rpcgate-bench\"}",
                    "\"metadata\":[\"rpcgate-bench\"]"));

    private static final JsonReader READER = JsonReader.standard();
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private MessageSendValidator validator;
    private JsonValue params;
    private Schema schema;
    private JsonNode tree;
    private V1Validator validatorV1;
    private JsonValue paramsV1;
    private Schema schemaV1;
    private JsonNode treeV1;

    /** Reads the request for each candidate, compiles the schema, and proves what each accepts and rejects. */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        String text = requestText();
        validator = new MessageSendValidator(PartPolicy.DEFAULT);
        params = params(text);
        schema = compileSchema();
        tree = MAPPER.readTree(text).path("params");

        List<Finding> findings = validator.findings(params);
        if (!findings.isEmpty()) {
            throw new IllegalStateException("rpcgate findings() reports " + findings);
        }
        ParamsCheck check = validator.check(params);
        if (!check.isValid() || !check.findings().isEmpty() || check.params().isEmpty()
                || !check.parts().stream().map(PartSummary::kind).toList().equals(List.of("text", "file", "data"))) {
            throw new IllegalStateException("rpcgate check() does not find three clean parts: " + check);
        }
        List<com.networknt.schema.Error> errors = schema.validate(tree);
        if (!errors.isEmpty()) {
            throw new IllegalStateException("the A2A schema rejects the request: " + errors);
        }

        for (ContractInputs.Broken b : BROKEN) {
            String bad = b.apply(text);
            String what = "the request with " + b.what() + ": ";
            JsonValue badParams = params(bad);
            if (validator.findings(badParams).stream().noneMatch(f -> f.severity() == Severity.ERROR)
                    || validator.check(badParams).isValid()) {
                throw new IllegalStateException(what + "rpcgate accepts it");
            }
            if (schema.validate(MAPPER.readTree(bad).path("params")).isEmpty()) {
                throw new IllegalStateException(what + "the A2A schema accepts it");
            }
        }
        setUpV1();
    }

    /** The v1.0 half of the setup: the v1.0 request for each v1.0 candidate, the bundle, and what each rejects. */
    private void setUpV1() throws IOException {
        String text = requestTextV1();
        validatorV1 = new V1Validator(V1Policy.DEFAULT);
        paramsV1 = params(text);
        schemaV1 = V1SchemaBundle.compile(V1Method.SEND_MESSAGE.requestMessage());
        treeV1 = MAPPER.readTree(text).path("params");

        List<Finding> findings = validatorV1.paramsFindings(V1Method.SEND_MESSAGE, paramsV1);
        if (!findings.isEmpty()) {
            throw new IllegalStateException("rpcgate V1Validator.paramsFindings reports " + findings);
        }
        V1ParamsCheck check = validatorV1.checkParams(V1Method.SEND_MESSAGE, paramsV1);
        if (!check.isValid() || !check.parts().stream().map(PartSummary::kind).toList()
                .equals(List.of("text", "raw", "data"))) {
            throw new IllegalStateException("rpcgate V1Validator.checkParams does not find three clean parts: " + check);
        }
        List<com.networknt.schema.Error> errors = schemaV1.validate(treeV1);
        if (!errors.isEmpty()) {
            throw new IllegalStateException("the A2A v1.0 schema bundle rejects the request: " + errors);
        }
        for (ContractInputs.Broken b : BROKEN_V1) {
            String bad = b.apply(text);
            String what = "the v1.0 request with " + b.what() + ": ";
            if (validatorV1.paramsFindings(V1Method.SEND_MESSAGE, params(bad)).stream()
                    .noneMatch(f -> f.severity() == Severity.ERROR)) {
                throw new IllegalStateException(what + "rpcgate V1Validator accepts it");
            }
            if (schemaV1.validate(MAPPER.readTree(bad).path("params")).isEmpty()) {
                throw new IllegalStateException(what + "the A2A v1.0 schema bundle accepts it");
            }
        }
    }

    /** The request text, without its trailing newline. */
    static String requestText() {
        return ContractInputs.text(REQUEST).strip();
    }

    /** The v1.0 request text, without its trailing newline. */
    static String requestTextV1() {
        return ContractInputs.text(REQUEST_V1).strip();
    }

    /** {@code MessageSendParams} of the official schema: its root pointed at the definition, compiled once. */
    static Schema compileSchema() throws IOException {
        if (!Files.isRegularFile(SCHEMA)) {
            throw new IllegalStateException("the A2A v0.3.0 schema is missing: expected it at "
                    + SCHEMA.toAbsolutePath().normalize() + " (run the benchmarks from the repository root, beside"
                    + " ../shared)");
        }
        JsonNode root = MAPPER.readTree(Files.readString(SCHEMA, StandardCharsets.UTF_8));
        if (!root.path("definitions").has("MessageSendParams")) {
            throw new IllegalStateException(SCHEMA + " has no definitions/MessageSendParams");
        }
        // the file has no root type; draft-07 ignores $ref's siblings, so the root becomes the definition
        ((ObjectNode) root).put("$ref", "#/definitions/MessageSendParams");
        Schema s = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(root);
        s.initializeValidators(); // compile every keyword now, not on first use
        return s;
    }

    private static JsonValue params(String json) {
        JsonParse p = READER.read(json);
        if (!(p.value() instanceof JsonObject request) || !p.findings().isEmpty() || request.get("params") == null) {
            throw new IllegalStateException("rpcgate does not read a request with params cleanly: " + p.findings());
        }
        return request.get("params");
    }

    /** rpcgate: the PARAMS verdict of {@code message/send} over core's tree. */
    @Benchmark
    public List<Finding> rpcgate() {
        return validator.findings(params);
    }

    /** rpcgate with part summaries, previews and the typed params (reference row). */
    @Benchmark
    public ParamsCheck rpcgateCheck() {
        return validator.check(params);
    }

    /** networknt: the official schema's MessageSendParams over a databind tree (schema compiled once). */
    @Benchmark
    public List<com.networknt.schema.Error> networknt() {
        return schema.validate(tree);
    }

    /** rpcgate: the PARAMS verdict of v1.0 {@code SendMessage} over core's tree. */
    @Benchmark
    public List<Finding> rpcgateV1() {
        return validatorV1.paramsFindings(V1Method.SEND_MESSAGE, paramsV1);
    }

    /** networknt: {@code SendMessageRequest} of the v1.0 bundle over a databind tree (schema compiled once). */
    @Benchmark
    public List<com.networknt.schema.Error> networkntV1() {
        return schemaV1.validate(treeV1);
    }
}
