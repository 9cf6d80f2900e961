package dev.rpcgate.cli;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.transcript.protocols.BuiltInProtocol;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import dev.rpcgate.transcript.protocols.ProtocolPreparation;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * The model arguments of {@code transcript} and {@code tap} and the protocol they describe: the models are loaded
 * (a model that does not load exits 1), then the protocol is prepared for one version (a protocol that cannot be,
 * exits 2). Advisories about either go to the diagnostics and the run goes on.
 */
final class ProtocolInputs {
    private ProtocolInputs() {
    }

    /**
     * The loaded models, or the exit code of a run that stops here.
     *
     * @param loaded the models, when they loaded
     * @param exit   the exit code when they did not ({@code -1} when they did)
     */
    record Models(ModelInputs.Loaded loaded, int exit) {
        /** The protocol in these models, or the exit code of a run that stops here. */
        Protocol prepare(ShapeId protocol, JsonRpcVersion version, ContractDiagnostics diagnostics) {
            ProtocolPreparation p = ProtocolDescription.fromSmithy(loaded.model().expectModel(), protocol, version);
            List<SourcedFinding> findings = loaded.asGiven(p.findings());
            if (p.description().isEmpty()) {
                return new Protocol(null, diagnostics.stopped(findings, Main.CONTRACT));
            }
            diagnostics.model(findings);
            return new Protocol(p.description().get(), -1);
        }
    }

    /**
     * A prepared protocol, or the exit code of a run that stops here.
     *
     * @param description the protocol, when it could be prepared
     * @param exit        the exit code when it could not ({@code -1} when it could)
     */
    record Protocol(ProtocolDescription description, int exit) {
    }

    /**
     * A built-in protocol, prepared once per process; the run stops (exit 2) when it cannot be, which is a
     * packaging fault.
     */
    static Protocol builtIn(BuiltInProtocol builtIn, ContractDiagnostics diagnostics) {
        ProtocolPreparation p = builtIn.prepare();
        if (p.description().isEmpty()) {
            return new Protocol(null, diagnostics.stopped(p.findings(), Main.CONTRACT));
        }
        diagnostics.model(p.findings());
        return new Protocol(p.description().get(), -1);
    }

    /** Loads the models (no {@code -} among them: standard input is the transcript's). */
    static Models load(List<String> models, InputStream stdin, Path workDir, ContractDiagnostics diagnostics) {
        ModelInputs.Loaded loaded = ModelInputs.load(models, null, stdin, workDir);
        if (!loaded.ok()) {
            return new Models(null, diagnostics.stopped(loaded.findings(), loaded.failure()));
        }
        diagnostics.model(loaded.findings());
        return new Models(loaded, -1);
    }
}
