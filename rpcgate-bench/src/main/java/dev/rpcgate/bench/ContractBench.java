package dev.rpcgate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.MethodInfo;
import dev.rpcgate.smithy.Preparation;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.model.LoadedModel;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.node.Node;
import software.amazon.smithy.model.shapes.OperationShape;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.shapes.StructureShape;
import software.amazon.smithy.model.validation.NodeValidationVisitor;
import software.amazon.smithy.model.validation.Severity;
import software.amazon.smithy.model.validation.ValidationEvent;

/**
 * Checking one JSON-RPC request against a contract, side by side with what a user would pick instead. Every candidate
 * gets the request already parsed into its own tree in the setup, so only validation is timed.
 *
 * <ul>
 *   <li>{@link #rpcgate}: {@code PreparedService.validateJson(value)}: envelope, method look-up and params against
 *       the compiled contract, over core's {@code JsonValue} read by {@code JsonReader} in the setup.</li>
 *   <li>{@link #rpcgateText}: {@code PreparedService.validateRequest(text)}: the same with the strict bounded parse
 *       included (a reference row; the targets are set on {@link #rpcgate}).</li>
 *   <li>{@link #smithyNodeValidation}: smithy-model's {@code NodeValidationVisitor}, built per call as its API asks
 *       ({@code builder().model(model).value(params).build()}), accepted by the operation's input structure; the
 *       params {@code Node} (from {@code Node.parse}) and the input shape are found in the setup, so it checks less
 *       than rpcgate: no envelope and no method look-up.</li>
 *   <li>{@link #smithyReusedVisitor}: the same visitor built once per thread and pointed at the params with its
 *       public {@code setValue} before each {@code accept}: the cheapest correct use of the API, since the visitor
 *       then keeps its validation context (with the selector results that {@code idRef} members memoize) from call
 *       to call. Both Smithy rows are anchors; the report holds rpcgate to the faster one.</li>
 *   <li>{@link #networknt}: networknt json-schema-validator against a hand-written JSON Schema of the whole request
 *       (draft 2020-12, format assertions on), compiled once, over a jackson-databind tree read in the setup.</li>
 * </ul>
 *
 * The setup proves that every candidate accepts each input without a finding and rejects each of its broken variants
 * ({@link ContractInputs#broken()}), so no candidate is timing an error path and the contracts are equivalent on
 * those cases.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 4, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 3, timeUnit = TimeUnit.SECONDS)
public class ContractBench {
    private static final JsonReader READER = JsonReader.standard();
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Which request: {@code calculator} or {@code orders} (see {@link ContractInputs}). */
    @Param({"calculator", "orders"})
    public String input;

    private PreparedService service;
    private String text;
    private JsonValue value;
    private Model model;
    private StructureShape inputShape;
    private Node params;
    private Schema schema;
    private JsonNode tree;

    /** Loads and prepares the contract, parses the request for each candidate, and proves what each accepts. */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        ContractInputs in = ContractInputs.of(input);
        text = in.requestText();
        LoadedModel loaded = RpcModels.loader()
                .addText(in.model(), ContractInputs.text(in.model()), ModelFormat.IDL).load();
        if (loaded.hasErrors()) {
            throw new IllegalStateException(input + ": the model does not load: " + loaded.findings());
        }
        model = loaded.expectModel();
        Preparation preparation = PreparedService.prepare(model, ShapeId.from(in.service()), JsonRpcVersion.V2_0);
        if (!preparation.isPrepared()) {
            throw new IllegalStateException(input + ": the service does not prepare: " + preparation.findings());
        }
        service = preparation.expectService();
        value = parse(text);
        schema = compileSchema(in.schema());
        tree = MAPPER.readTree(text);
        Node request = Node.parse(text);
        String method = request.expectObjectNode().expectStringMember("method").getValue();
        MethodInfo info = service.findMethod(method)
                .orElseThrow(() -> new IllegalStateException(input + ": no method " + method));
        inputShape = model.expectShape(model.expectShape(info.operation(), OperationShape.class).getInputShape(),
                StructureShape.class);
        params = request.expectObjectNode().expectMember("params");

        requireClean("rpcgate validateJson", service.validateJson(value));
        requireClean("rpcgate validateRequest", service.validateRequest(text));
        List<ValidationEvent> events = smithy(model, inputShape, params);
        if (!events.isEmpty()) {
            throw new IllegalStateException(input + ": NodeValidationVisitor reports " + events);
        }
        List<com.networknt.schema.Error> errors = schema.validate(tree);
        if (!errors.isEmpty()) {
            throw new IllegalStateException(input + ": the JSON Schema rejects it: " + errors);
        }

        for (ContractInputs.Broken b : in.broken()) {
            String bad = b.apply(text);
            String what = input + " with " + b.what() + ": ";
            if (service.validateJson(parse(bad)).isValid() || service.validateRequest(bad).isValid()) {
                throw new IllegalStateException(what + "rpcgate accepts it");
            }
            Node badParams = Node.parse(bad).expectObjectNode().expectMember("params");
            if (smithy(model, inputShape, badParams).stream().noneMatch(e -> e.getSeverity() == Severity.ERROR)) {
                throw new IllegalStateException(what + "NodeValidationVisitor reports no error");
            }
            if (schema.validate(MAPPER.readTree(bad)).isEmpty()) {
                throw new IllegalStateException(what + "the JSON Schema accepts it");
            }
        }
    }

    static Schema compileSchema(String resource) {
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                b -> b.schemaRegistryConfig(SchemaRegistryConfig.builder().formatAssertionsEnabled(true).build()));
        Schema s = registry.getSchema(ContractInputs.text(resource));
        s.initializeValidators(); // compile every keyword now, not on first use
        return s;
    }

    private JsonValue parse(String json) {
        JsonParse p = READER.read(json);
        if (p.value() == null || !p.findings().isEmpty()) {
            throw new IllegalStateException(input + ": rpcgate does not read it cleanly: " + p.findings());
        }
        return p.value();
    }

    private void requireClean(String who, RequestResult r) {
        if (!r.isValid() || !r.findings().isEmpty()) {
            throw new IllegalStateException(input + ": " + who + " does not find it valid and clean: " + r);
        }
    }

    private static List<ValidationEvent> smithy(Model model, StructureShape shape, Node params) {
        NodeValidationVisitor visitor = NodeValidationVisitor.builder().model(model).value(params).build();
        return shape.accept(visitor);
    }

    /** rpcgate: the whole request (envelope, method, params) against the prepared contract, over core's tree. */
    @Benchmark
    public RequestResult rpcgate() {
        return service.validateJson(value);
    }

    /** rpcgate from text: strict bounded parse, then the same checks (reference row). */
    @Benchmark
    public RequestResult rpcgateText() {
        return service.validateRequest(text);
    }

    /** smithy-model: a fresh {@code NodeValidationVisitor} over the params node, accepted by the input structure. */
    @Benchmark
    public List<ValidationEvent> smithyNodeValidation() {
        return smithy(model, inputShape, params);
    }

    /** One Smithy visitor per benchmark thread: a visitor is mutable and not thread-safe. */
    @State(Scope.Thread)
    public static class Visitor {
        NodeValidationVisitor visitor;

        /** Builds the visitor once, for this thread. */
        @Setup(Level.Trial)
        public void setUp(ContractBench bench) {
            visitor = NodeValidationVisitor.builder().model(bench.model).value(bench.params).build();
            // reuse must not carry state from call to call: each broken variant, then the valid params again
            for (ContractInputs.Broken b : ContractInputs.of(bench.input).broken()) {
                visitor.setValue(Node.parse(b.apply(bench.text)).expectObjectNode().expectMember("params"));
                if (bench.inputShape.accept(visitor).stream().noneMatch(e -> e.getSeverity() == Severity.ERROR)) {
                    throw new IllegalStateException(bench.input + " with " + b.what()
                            + ": a reused NodeValidationVisitor reports no error");
                }
                visitor.setValue(bench.params);
                if (!bench.inputShape.accept(visitor).isEmpty()) {
                    throw new IllegalStateException(bench.input + ": a reused NodeValidationVisitor reports events");
                }
            }
        }
    }

    /** smithy-model: one visitor per thread, reused: {@code setValue(params)} then accepted by the input structure. */
    @Benchmark
    public List<ValidationEvent> smithyReusedVisitor(Visitor v) {
        v.visitor.setValue(params);
        return inputShape.accept(v.visitor);
    }

    /** networknt: the JSON Schema of the whole request over a databind tree (schema compiled once). */
    @Benchmark
    public List<com.networknt.schema.Error> networknt() {
        return schema.validate(tree);
    }
}
