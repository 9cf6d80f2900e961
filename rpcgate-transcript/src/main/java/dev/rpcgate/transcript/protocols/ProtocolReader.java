package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.Preparation;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.ProtocolTrait;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptCode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import software.amazon.smithy.model.FromSourceLocation;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.node.ExpectationNotMetException;
import software.amazon.smithy.model.shapes.Shape;
import software.amazon.smithy.model.shapes.ShapeId;

/** Reads a protocol structure into a {@link ProtocolDescription}, reporting every problem as a located finding. */
final class ProtocolReader {
    private final Model model;
    private final ShapeId id;
    private final JsonRpcVersion version;
    private final ValidationPolicy policy;
    private final List<SourcedFinding> findings = new ArrayList<>();

    ProtocolReader(Model model, ShapeId id, JsonRpcVersion version, ValidationPolicy policy) {
        this.model = model;
        this.id = id;
        this.version = version;
        this.policy = policy;
    }

    ProtocolPreparation read() {
        Optional<Shape> shape = model.getShape(id);
        if (shape.isEmpty() || !shape.get().isStructureShape()) {
            add(TranscriptCode.UNKNOWN_PROTOCOL, shape.isEmpty()
                    ? "expected a protocol structure " + id + ", found no shape with that id"
                    : "expected " + id + " to be a structure with @jsonRpcProtocol, found the " + shape.get().getType() + " " + id,
                    shape.orElse(null));
            return failed();
        }
        Optional<ProtocolTrait> trait;
        try {
            trait = ProtocolTrait.read(shape.get());
        } catch (ExpectationNotMetException e) {
            add(SharedCode.INVALID_CONTRACT, "expected a well-formed @jsonRpcProtocol value, found: "
                    + e.getMessage(), e);
            return failed();
        }
        if (trait.isEmpty()) {
            add(TranscriptCode.UNKNOWN_PROTOCOL, "expected the @jsonRpcProtocol trait on " + id + ", found none",
                    shape.get());
            return failed();
        }
        ProtocolTrait protocol = trait.get();
        if (!protocol.versions().contains(version)) {
            add(ContractCode.UNSUPPORTED_VERSION, "expected protocol " + id + " to declare JSON-RPC "
                    + version.label() + ", found only " + protocol.versions().stream().map(JsonRpcVersion::label)
                    .sorted().toList(), protocol.location());
        }
        if (protocol.peers().size() != 2) {
            add(SharedCode.INVALID_CONTRACT, "expected exactly two peers in protocol " + id + ", found "
                    + protocol.peers().size(), protocol.location());
            return failed();
        }
        List<PeerName> peers = new ArrayList<>();
        for (ProtocolTrait.Peer peer : protocol.peers()) {
            String problem = PeerName.problem(peer.name().getValue()).orElse(null);
            if (problem != null) {
                add(SharedCode.INVALID_CONTRACT, "expected a peer name usable in transcripts, found that " + problem,
                        peer.name());
            } else if (peers.contains(new PeerName(peer.name().getValue()))) {
                add(SharedCode.INVALID_CONTRACT, "expected two distinct peer names, found \""
                        + peer.name().getValue() + "\" twice", peer.name());
            } else {
                peers.add(new PeerName(peer.name().getValue()));
            }
        }
        if (peers.size() != 2) {
            return failed();
        }
        List<String> ignorable = new ArrayList<>();
        for (software.amazon.smithy.model.node.StringNode prefix : protocol.ignorableNotifications()) {
            if (prefix.getValue().isEmpty()) {
                add(SharedCode.INVALID_CONTRACT, "expected a method prefix in ignorableNotifications, found an"
                        + " empty one, which would let every unknown notification pass", prefix);
            } else {
                ignorable.add(prefix.getValue());
            }
        }
        Map<PeerName, PreparedService> accepts = new LinkedHashMap<>();
        Map<ShapeId, Optional<PreparedService>> prepared = new HashMap<>();
        for (int i = 0; i < 2; i++) {
            PeerName peer = peers.get(i);
            protocol.peers().get(i).accepts().flatMap(service -> prepared.computeIfAbsent(service, this::prepare))
                    .ifPresent(s -> accepts.put(peer, s));
        }
        if (hasErrors()) {
            return failed();
        }
        Map<PeerName, PreparedService> receivers = new HashMap<>(accepts);
        for (PeerName peer : peers) {
            receivers.computeIfAbsent(peer, p -> EmptyService.prepare(version, policy));
        }
        Optional<SessionRules> session = new SessionRulesReader(model, shape.get(), peers, accepts, policy, findings).read();
        if (hasErrors()) {
            return failed();
        }
        return new ProtocolPreparation(Optional.of(new ProtocolDescription(model, id, version, policy, peers, accepts,
                receivers, session, ignorable)), findings);
    }

    private Optional<PreparedService> prepare(ShapeId service) {
        Preparation p = PreparedService.prepare(model, service, version, policy);
        findings.addAll(p.findings());
        return p.service();
    }

    private boolean hasErrors() {
        return findings.stream().anyMatch(f -> f.finding().isError());
    }

    private ProtocolPreparation failed() {
        return new ProtocolPreparation(Optional.empty(), findings);
    }

    private void add(FindingCode code, String message, FromSourceLocation at) {
        findings.add(located(new ModelRef(id.toString(), null, null).on(Finding.error(code, message, "", null)), at));
    }

    /** The finding placed where {@code at} is in its model file; no place when Smithy knows none. */
    static SourcedFinding located(Finding finding, FromSourceLocation at) {
        SourceLocation where = at == null ? null : at.getSourceLocation();
        if (where == null || where.getLine() <= 0) {
            return new SourcedFinding(null, finding);
        }
        return new SourcedFinding(where.getFilename(), finding.withLocation(
                dev.rpcgate.core.json.SourceLocation.ofLineColumn(where.getLine(), where.getColumn())));
    }
}
