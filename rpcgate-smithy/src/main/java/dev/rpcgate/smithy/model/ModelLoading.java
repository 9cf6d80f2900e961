package dev.rpcgate.smithy.model;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.smithy.ContractCode;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.SourceException;
import software.amazon.smithy.model.loader.ModelAssembler;
import software.amazon.smithy.model.node.Node;
import software.amazon.smithy.model.validation.ValidatedResult;
import software.amazon.smithy.model.validation.ValidationEvent;

/** One run of a loader: reads the inputs, assembles them with the built-in sources, and gathers findings. */
final class ModelLoading {
    static final String PROTOCOL_TEST_NAMESPACE = "smithy.test";
    /** Where smithy-protocol-test-traits keeps its trait definitions. */
    static final String PROTOCOL_TEST_RESOURCE = "META-INF/smithy/smithy.test.smithy";

    private final boolean protocolTests;
    private final ClassLoader classLoader;
    private final List<SourcedFinding> findings = new ArrayList<>();
    private ModelAssembler assembler;

    ModelLoading(boolean protocolTests, ClassLoader classLoader) {
        this.protocolTests = protocolTests;
        this.classLoader = classLoader;
    }

    LoadedModel load(List<ModelInput> inputs) {
        assembler = RpcModels.addTraitDefinitions(Model.assembler(classLoader));
        if (protocolTests) {
            addProtocolTests();
        }
        for (ModelInput input : inputs) {
            switch (input) {
                case ModelInput.File file -> addFile(file.path());
                case ModelInput.Text text -> addText(text.name(), text.text(), text.format(), true);
            }
        }
        // an input that could not be read would only add confusing unresolved-shape errors
        boolean unread = findings.stream().anyMatch(f -> f.finding().isError()
                && (f.finding().is(SharedCode.INPUT_READ) || f.finding().is(ContractCode.MISSING_TRAIT_DEFINITIONS)));
        Optional<Model> model = unread ? Optional.empty() : assemble();
        if (findings.stream().anyMatch(f -> f.finding().isError())) {
            model = Optional.empty();
        }
        findings.sort(ModelFindings.BY_PLACE);
        return new LoadedModel(model, findings);
    }

    private void addProtocolTests() {
        URL definitions = classLoader.getResource(PROTOCOL_TEST_RESOURCE);
        if (definitions == null) {
            findings.add(new SourcedFinding(null, Finding.error(ContractCode.MISSING_TRAIT_DEFINITIONS,
                    "expected Smithy's protocol-test traits on the class path (smithy-protocol-test-traits, "
                            + PROTOCOL_TEST_RESOURCE + "), found none", "", null)));
            return;
        }
        assembler.addImport(definitions);
    }

    private void addFile(Path path) {
        if (Files.isDirectory(path)) {
            try (Stream<Path> files = Files.walk(path)) {
                for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                    if (ModelFormat.findForFileName(file.getFileName().toString()).isPresent()) {
                        addModelFile(file, false);
                    }
                }
            } catch (IOException | RuntimeException e) {
                unreadable(path, "cannot list the directory: " + reason(e));
            }
            return;
        }
        addModelFile(path, true);
    }

    private void addModelFile(Path path, boolean explicit) {
        Optional<ModelFormat> format = ModelFormat.findForFileName(path.getFileName() == null ? "" : path.getFileName().toString());
        if (format.isEmpty()) {
            unreadable(path, "its format is unknown: name a model file *.smithy (IDL) or *.json (JSON AST)");
            return;
        }
        String text;
        try {
            text = Files.readString(path);
        } catch (NoSuchFileException e) {
            unreadable(path, "there is no such file");
            return;
        } catch (CharacterCodingException e) {
            unreadable(path, "it is not UTF-8 text");
            return;
        } catch (IOException | RuntimeException e) {
            unreadable(path, reason(e));
            return;
        }
        addText(path.toString(), text, format.get(), explicit);
    }

    private void addText(String name, String text, ModelFormat format, boolean explicit) {
        switch (format) {
            case IDL -> assembler.addUnparsedModel(name.endsWith(format.extension()) ? name : name + format.extension(), text);
            case JSON -> addJson(name, text, explicit);
        }
    }

    // JSON is parsed here, not by the assembler, so the text keeps its own name and a JSON file that is not a
    // Smithy model is reported rather than skipped without a word.
    private void addJson(String name, String text, boolean explicit) {
        Node node;
        try {
            node = Node.parse(text, name);
        } catch (SourceException e) {
            findings.add(ModelFindings.at(e, Finding.error(ContractCode.INVALID_MODEL,
                    "expected the JSON AST as valid JSON, found: " + e.getMessageWithoutLocation(), "", null)));
            return;
        }
        if (!node.isObjectNode() || !node.expectObjectNode().containsMember("smithy")) {
            if (explicit) {
                findings.add(ModelFindings.at(node, Finding.error(ContractCode.INVALID_MODEL,
                        "expected a Smithy JSON AST, an object with a \"smithy\" version, found "
                                + (node.isObjectNode() ? "an object without one" : ModelFindings.withArticle(node.getType())),
                        "", null)));
            }
            return;
        }
        assembler.addDocumentNode(node);
    }

    private Optional<Model> assemble() {
        ValidatedResult<Model> result;
        try {
            result = assembler.assemble();
        } catch (SourceException e) {
            findings.add(ModelFindings.at(e, Finding.error(ContractCode.INVALID_MODEL, e.getMessageWithoutLocation(), "", null)));
            return Optional.empty();
        } catch (RuntimeException e) {
            findings.add(new SourcedFinding(null, Finding.error(ContractCode.INVALID_MODEL,
                    "expected a model Smithy can assemble, found: " + reason(e), "", null)));
            return Optional.empty();
        }
        for (ValidationEvent event : result.getValidationEvents()) {
            ModelFindings.fromEvent(event).ifPresent(findings::add);
        }
        return result.getResult();
    }

    private void unreadable(Path path, String why) {
        findings.add(new SourcedFinding(path.toString(),
                Finding.error(SharedCode.INPUT_READ, "cannot read the model " + path + ": " + why, "", null)));
    }

    private static String reason(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
