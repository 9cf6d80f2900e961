package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.contract.SmithyContract;
import dev.rpcgate.smithy.Preparation;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.model.SourcedFinding;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * The contract of {@code rpcgate serve --contract}: the models loaded and the service prepared for JSON-RPC 2.0, as
 * {@code validate rpc} does, before anything is served. Findings about the models and the contract go to stderr as
 * {@code file:line:column: severity Code: message}; a model that does not load exits 1, a contract that cannot be
 * prepared (unknown service, 2.0 not declared, invalid smithy.rpc traits) exits 2.
 */
final class ServeContract {
    private ServeContract() {
    }

    /**
     * What loading gave.
     *
     * @param dispatch the dispatch options with the contract, or {@code null} when it failed
     * @param exitCode when it failed, the exit code (its findings are printed)
     */
    record Loaded(DispatchOptions dispatch, int exitCode) {
    }

    static Loaded load(List<String> models, ShapeId service, Path workDir, PrintWriter err) {
        ContractDiagnostics diagnostics = new ContractDiagnostics(Converters.Format.TEXT, err, err);
        ModelInputs.Loaded loaded = ModelInputs.load(models, null, InputStream.nullInputStream(), workDir);
        if (!loaded.ok()) {
            return new Loaded(null, diagnostics.stopped(loaded.findings(), loaded.failure()));
        }
        diagnostics.model(loaded.findings());
        Model model = loaded.model().expectModel();
        Optional<ShapeId> id = service != null ? Optional.of(service) : JsonRpcServices.only(model);
        if (id.isEmpty()) {
            return new Loaded(null, diagnostics.stopped(List.of(new SourcedFinding(null, Finding.error(
                    SharedCode.UNKNOWN_SERVICE, JsonRpcServices.which(model), "", null))), Main.CONTRACT));
        }
        Preparation preparation = PreparedService.prepare(model, id.get(), JsonRpcVersion.V2_0);
        List<SourcedFinding> findings = loaded.asGiven(preparation.findings());
        if (preparation.service().isEmpty()) {
            return new Loaded(null, diagnostics.stopped(findings, Main.CONTRACT));
        }
        diagnostics.model(findings);
        return new Loaded(SmithyContract.options(preparation.service().get()), Main.OK);
    }
}
