package dev.rpcgate.cli;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.smithy.MethodInfo;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ResultSelection;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.protocols.BuiltInProtocol;
import dev.rpcgate.transcript.protocols.BuiltInProtocols;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import dev.rpcgate.transcript.protocols.ProtocolPreparation;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.OperationShape;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * {@code rpcgate protocols}: lists the built-in protocols that {@code --protocol NAME} of {@code tap} and
 * {@code transcript} accepts, with their revision, source, peers and the methods each peer accepts.
 */
@Command(name = "protocols", sortOptions = false, usageHelpAutoWidth = true,
        description = {
            "Lists the built-in protocols: for each revision its id (NAME@REVISION; the bare NAME means the revision"
                    + " marked default), the official definition its model was generated from, and each peer with"
                    + " the requests and notifications it accepts."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every built-in protocol was prepared",
            "1:a built-in protocol could not be prepared (a packaging fault; its line says why)",
            "2:bad usage"},
        footer = {"", "See docs/transcripts.md."})
final class ProtocolsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--format", paramLabel = "text|json", defaultValue = "text",
            converter = Converters.DiagnosticsConverter.class,
            description = "text: one block per revision (default); json: one array on stdout.")
    Converters.Format format;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<JsonValue> rows = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        boolean ok = true;
        for (BuiltInProtocol p : BuiltInProtocols.all()) {
            ProtocolPreparation prepared = p.prepare();
            String id = p.id() + (BuiltInProtocols.isDefault(p) ? " (default for '" + p.name() + "')" : "");
            JsonObject.Builder row = JsonObject.builder().put("name", p.name()).put("revision", p.revision())
                    .put("id", p.id()).put("default", BuiltInProtocols.isDefault(p)).put("source", p.source())
                    .put("jsonrpc", p.version().label());
            text.append(id).append('\n').append("  source: ").append(p.source()).append('\n');
            if (prepared.description().isEmpty() || p.model().isEmpty()) {
                ok = false;
                String why = prepared.findings().stream().filter(f -> f.finding().isError()).findFirst()
                        .map(f -> f.finding().code() + ": " + f.finding().message()).orElse("not prepared");
                text.append("  cannot be prepared: ").append(why).append('\n');
                rows.add(row.put("prepared", false).put("problem", why).build());
                continue;
            }
            ProtocolDescription d = prepared.description().get();
            List<JsonValue> peers = new ArrayList<>();
            for (PeerName peer : d.peers()) {
                Counts c = counts(p.model().get(), d.serviceFor(peer));
                text.append("  peer ").append(peer).append(": accepts ").append(plural(c.requests(), "request"))
                        .append(", ").append(plural(c.notifications(), "notification")).append('\n');
                peers.add(JsonObject.builder().put("name", peer.value()).put("requests", c.requests())
                        .put("notifications", c.notifications()).build());
            }
            rows.add(row.put("prepared", true).put("protocol", d.id().toString()).put("session", d.hasSession())
                    .put("peers", JsonArray.of(peers)).build());
        }
        if (format == Converters.Format.JSON) {
            out.print(JsonWriter.write(JsonArray.of(rows)) + "\n");
        } else {
            out.print(text);
        }
        out.flush();
        return ok ? Main.OK : Main.INVALID;
    }

    /**
     * A method whose operation has no output is a notification, unless its result is always null
     * ({@code nullResult}): a request such as LSP's shutdown, answered by null.
     */
    private static Counts counts(Model model, Optional<PreparedService> service) {
        int requests = 0;
        int notifications = 0;
        for (MethodInfo m : service.map(PreparedService::methods).orElse(List.of())) {
            boolean unit = !(m.result() instanceof ResultSelection.NullResult) && model.getShape(m.operation()).flatMap(s -> s.asOperationShape())
                    .map(OperationShape::getOutputShape).map(ShapeId.from("smithy.api#Unit")::equals).orElse(false);
            if (unit) {
                notifications++;
            } else {
                requests++;
            }
        }
        return new Counts(requests, notifications);
    }

    private record Counts(int requests, int notifications) {
    }

    private static String plural(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
