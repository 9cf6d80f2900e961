package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.smithy.model.LoadedModel;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;
import dev.rpcgate.smithy.model.SourcedFinding;
import java.io.File;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The model arguments of {@code validate}: files and directories of {@code .smithy} / {@code .json} models, or
 * {@code -} for one read from standard input, loaded with the bundled {@code smithy.rpc} traits and Smithy's
 * protocol-test traits. Findings name the files as the command line gave them.
 */
final class ModelInputs {
    /** The largest model read from standard input: models are text written by people, far below this. */
    static final int MAX_STDIN_MODEL_BYTES = 64 * 1024 * 1024;

    private final Map<String, String> givenByResolved = new LinkedHashMap<>();

    private ModelInputs() {
    }

    /**
     * What loading gave.
     *
     * @param model    the model, when no finding is an error
     * @param findings every finding, its file named as on the command line ({@code null}: no one place)
     */
    record Loaded(LoadedModel model, List<SourcedFinding> findings, ModelInputs names) {
        /** True when the model loaded: no finding is an error. */
        boolean ok() {
            return !model.hasErrors();
        }

        /**
         * The exit code of a load that is not {@linkplain #ok() ok}: 2 when every error is the contract's
         * ({@code InvalidContract}: a {@code smithy.rpc} trait's value or target), as for a contract that cannot be
         * prepared; 1 when the model itself is invalid or cannot be read.
         */
        int failure() {
            boolean contract = findings.stream().map(SourcedFinding::finding).filter(Finding::isError)
                    .allMatch(f -> f.is(SharedCode.INVALID_CONTRACT));
            return contract ? Main.CONTRACT : Main.INVALID;
        }

        /** Other findings about these models (e.g. the contract's), their files named as on the command line. */
        List<SourcedFinding> asGiven(List<SourcedFinding> more) {
            return more.stream().map(names::asGiven).toList();
        }
    }

    /**
     * Checks that {@code --from} is given exactly when a model is read from standard input {@code -}.
     *
     * @throws ParameterException when it is missing or given without {@code -}
     */
    static void checkFrom(CommandLine commandLine, List<String> names, ModelFormat from) {
        boolean stdinModel = names.contains(InputFiles.STDIN);
        if (stdinModel && from == null) {
            throw new ParameterException(commandLine, "a model read from standard input needs --from idl or"
                    + " --from json");
        }
        if (!stdinModel && from != null) {
            throw new ParameterException(commandLine, "--from applies only to a model read from standard input '-'");
        }
    }

    /**
     * Loads the models named on the command line.
     *
     * @param names       the positionals, at most one of them {@code -}
     * @param stdinFormat the form of the {@code -} model; given exactly when {@code -} is among {@code names}
     */
    static Loaded load(List<String> names, ModelFormat stdinFormat, InputStream stdin, Path workDir) {
        ModelInputs inputs = new ModelInputs();
        RpcModels loader = RpcModels.loader().withProtocolTests();
        List<SourcedFinding> unread = new ArrayList<>();
        for (String name : names) {
            if (name.equals(InputFiles.STDIN)) {
                Optional<String> text = readStdin(stdin, unread);
                if (text.isPresent()) {
                    loader = loader.addText(InputFiles.STDIN, text.get(), stdinFormat);
                    inputs.givenByResolved.put(InputFiles.STDIN + ModelFormat.IDL.extension(), InputFiles.STDIN);
                }
                continue;
            }
            Path path = workDir.resolve(name);
            if (!Files.exists(path)) {
                // checked here so the finding reads like the other unreadable inputs of the command
                unread.add(new SourcedFinding(name, Finding.error(SharedCode.INPUT_READ,
                        "cannot read the model: no such file or directory", "", null)));
                continue;
            }
            inputs.givenByResolved.put(path.toString(), name);
            loader = loader.addFile(path);
        }
        if (!unread.isEmpty()) {
            return new Loaded(new LoadedModel(Optional.empty(), unread), unread, inputs);
        }
        LoadedModel model = loader.load();
        return new Loaded(model, model.findings().stream().map(inputs::asGiven).toList(), inputs);
    }

    private static Optional<String> readStdin(InputStream stdin, List<SourcedFinding> unread) {
        InputFiles.Read read = InputFiles.read(InputFiles.STDIN, Path.of(""), stdin, MAX_STDIN_MODEL_BYTES);
        if (read.readError() != null) {
            unread.add(new SourcedFinding(InputFiles.STDIN, read.readError()));
            return Optional.empty();
        }
        if (read.bytes().length > MAX_STDIN_MODEL_BYTES) {
            unread.add(new SourcedFinding(InputFiles.STDIN, Finding.error(SharedCode.INPUT_READ,
                    "cannot read the model: standard input holds more than " + MAX_STDIN_MODEL_BYTES + " bytes",
                    "", null)));
            return Optional.empty();
        }
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(read.bytes())).toString());
        } catch (CharacterCodingException e) {
            unread.add(new SourcedFinding(InputFiles.STDIN, Finding.error(SharedCode.INPUT_READ,
                    "cannot read the model: standard input is not UTF-8 text", "", null)));
            return Optional.empty();
        }
    }

    /** The finding with its file, and any mention of it in the message, named as on the command line. */
    private SourcedFinding asGiven(SourcedFinding f) {
        if (f.source() == null) {
            return f;
        }
        for (Map.Entry<String, String> e : givenByResolved.entrySet()) {
            String resolved = e.getKey();
            String given = e.getValue();
            String source = f.source();
            String shown = null;
            if (source.equals(resolved)) {
                shown = given;
            } else if (source.startsWith(resolved + File.separator)) {
                shown = stripSlash(given) + "/" + source.substring(resolved.length() + 1);
            }
            if (shown != null) {
                Finding finding = f.finding();
                if (!resolved.equals(given) && finding.message().contains(resolved)) {
                    finding = new Finding(finding.code(), finding.severity(), finding.message().replace(source, shown),
                            finding.path(), finding.location(), finding.attributes());
                }
                return new SourcedFinding(shown, finding);
            }
        }
        return f;
    }

    private static String stripSlash(String name) {
        return name.endsWith("/") && name.length() > 1 ? name.substring(0, name.length() - 1) : name;
    }
}
