package dev.rpcgate.smithy.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.loader.ModelAssembler;
import software.amazon.smithy.model.node.Node;
import software.amazon.smithy.model.shapes.ModelSerializer;
import software.amazon.smithy.model.shapes.Shape;
import software.amazon.smithy.model.shapes.SmithyIdlModelSerializer;

/**
 * Loads Smithy models that use the {@code smithy.rpc} traits. A loader adds the bundled trait definitions as the
 * built-in source {@value #BUILTIN_SOURCE} (they are not on Smithy's discovery path, so a plain Smithy assembler
 * does not see them), optionally Smithy's protocol-test traits, then the given files and texts. Loaders are
 * immutable: each {@code add} returns a new one, and {@link #load()} may be called any number of times.
 *
 * <pre>{@code
 * LoadedModel loaded = RpcModels.loader().addFile(Path.of("api.smithy")).load();
 * }</pre>
 */
public final class RpcModels {
    /** The source name of the bundled {@code smithy.rpc} definitions in locations and findings. */
    public static final String BUILTIN_SOURCE = "<smithy-rpc-traits>.smithy";
    /** The namespace of the bundled trait definitions. */
    public static final String NAMESPACE = RpcTraits.NAMESPACE;

    private static final String DEFINITIONS_RESOURCE = "smithy-rpc-traits.smithy";
    // Namespaces of built-in sources that the serializers leave out, as Smithy leaves out its prelude.
    private static final Set<String> BUILTIN_NAMESPACES = Set.of(RpcTraits.NAMESPACE, ModelLoading.PROTOCOL_TEST_NAMESPACE);

    private final List<ModelInput> inputs;
    private final boolean protocolTests;

    private RpcModels(List<ModelInput> inputs, boolean protocolTests) {
        this.inputs = List.copyOf(inputs);
        this.protocolTests = protocolTests;
    }

    /** A loader with the bundled {@code smithy.rpc} definitions and no inputs yet. */
    public static RpcModels loader() {
        return new RpcModels(List.of(), false);
    }

    /**
     * This loader also adding Smithy's protocol-test traits ({@code smithy.test}) from the class path. When
     * {@code smithy-protocol-test-traits} is not on the class path, loading reports a
     * {@code MissingTraitDefinitions} error instead.
     */
    public RpcModels withProtocolTests() {
        return new RpcModels(inputs, true);
    }

    /** This loader with a model file ({@code .smithy} or {@code .json}) or a directory of them added. */
    public RpcModels addFile(Path file) {
        return with(new ModelInput.File(file));
    }

    /**
     * This loader with model text added, e.g. read from stdin. Smithy picks its IDL parser by file name, so IDL
     * text whose name does not end in {@code .smithy} is loaded, and located, as {@code name + ".smithy"}; JSON
     * text keeps its name.
     */
    public RpcModels addText(String name, String text, ModelFormat format) {
        return with(new ModelInput.Text(name, text, format));
    }

    /** Assembles and validates the model. Never throws for bad input: problems are findings. */
    public LoadedModel load() {
        return load(RpcModels.class.getClassLoader());
    }

    /** Loads with trait classes, validators and protocol-test definitions from {@code classLoader}. */
    LoadedModel load(ClassLoader classLoader) {
        return new ModelLoading(protocolTests, classLoader).load(inputs);
    }

    /** Adds the bundled {@code smithy.rpc} definitions to an existing assembler, as {@value #BUILTIN_SOURCE}. */
    public static ModelAssembler addTraitDefinitions(ModelAssembler assembler) {
        return assembler.addUnparsedModel(BUILTIN_SOURCE, Definitions.TEXT);
    }

    /** The model as pretty-printed Smithy JSON AST, without the prelude and the built-in trait definitions. */
    public static String toJsonAst(Model model) {
        return Node.prettyPrintJson(ModelSerializer.builder().shapeFilter(RpcModels::isUserShape).build().serialize(model));
    }

    /**
     * The model as Smithy IDL, one text per namespace keyed by file name (e.g. {@code example.smithy}), without
     * the prelude and the built-in trait definitions.
     */
    public static Map<String, String> toIdl(Model model) {
        Map<String, String> files = new TreeMap<>();
        SmithyIdlModelSerializer.builder().shapeFilter(RpcModels::isUserShape).build().serialize(model)
                .forEach((path, text) -> files.put(path.toString(), text));
        return files;
    }

    private RpcModels with(ModelInput input) {
        Objects.requireNonNull(input, "input");
        List<ModelInput> more = new ArrayList<>(inputs);
        more.add(input);
        return new RpcModels(more, protocolTests);
    }

    private static boolean isUserShape(Shape shape) {
        return !BUILTIN_NAMESPACES.contains(shape.getId().getNamespace());
    }

    /** The bundled definitions, read once. A missing resource is a packaging fault, not bad input. */
    private static final class Definitions {
        static final String TEXT = read();

        private static String read() {
            try (InputStream in = RpcModels.class.getResourceAsStream(DEFINITIONS_RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the bundled " + DEFINITIONS_RESOURCE + " is missing from the class path");
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
