package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.smithy.MethodInfo;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.CancelsTrait;
import dev.rpcgate.smithy.model.LifecycleTrait;
import dev.rpcgate.smithy.model.ProgressTrait;
import dev.rpcgate.smithy.model.SessionTrait;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.transcript.PeerName;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import software.amazon.smithy.model.FromSourceLocation;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.node.ExpectationNotMetException;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.MemberShape;
import software.amazon.smithy.model.shapes.OperationShape;
import software.amazon.smithy.model.shapes.Shape;
import software.amazon.smithy.model.traits.JsonNameTrait;

/**
 * Reads and checks a protocol's session rules: the {@code @jsonRpcSession} states and capability sources, and the
 * {@code @jsonRpcLifecycle} and {@code @jsonRpcCancels} traits of every method a peer accepts. Without
 * {@code @jsonRpcSession} the order traits are not read at all.
 */
final class SessionRulesReader {
    private final Model model;
    private final Shape protocol;
    private final List<PeerName> peers;
    private final Map<PeerName, PreparedService> accepts;
    private final ValidationPolicy policy;
    private final List<SourcedFinding> findings;

    SessionRulesReader(Model model, Shape protocol, List<PeerName> peers, Map<PeerName, PreparedService> accepts,
                  ValidationPolicy policy, List<SourcedFinding> findings) {
        this.model = model;
        this.protocol = protocol;
        this.peers = peers;
        this.accepts = accepts;
        this.policy = policy;
        this.findings = findings;
    }

    Optional<SessionRules> read() {
        Optional<SessionTrait> trait;
        try {
            trait = SessionTrait.read(protocol);
        } catch (ExpectationNotMetException e) {
            invalid("expected a well-formed @jsonRpcSession value, found: " + e.getMessage(), e, null);
            return Optional.empty();
        }
        if (trait.isEmpty()) {
            return Optional.empty();
        }
        Set<String> states = new LinkedHashSet<>();
        for (StringNode state : trait.get().states()) {
            if (!states.add(state.getValue())) {
                invalid("expected distinct session states, found \"" + state.getValue() + "\" twice", state, null);
            }
        }
        if (states.isEmpty()) {
            invalid("expected at least one session state, found none", trait.get().location(), null);
            return Optional.empty();
        }
        Map<String, SessionRules.CapabilitySource> capabilities = new LinkedHashMap<>();
        for (SessionTrait.Capability c : trait.get().capabilities()) {
            String name = c.name().getValue();
            if (capabilities.containsKey(name)) {
                invalid("expected distinct capability names, found \"" + name + "\" twice", c.name(), null);
                continue;
            }
            if (accepts.values().stream().noneMatch(s -> s.findMethod(c.method().getValue()).isPresent())) {
                invalid("expected the method of capability " + name + " to be one a peer accepts, found \""
                        + c.method().getValue() + "\", which no peer's service has", c.method(), null);
            }
            Optional<JsonPointer> pointer = JsonPointer.parse(c.pointer().getValue());
            if (pointer.isEmpty()) {
                invalid("expected the pointer of capability " + name + " to be a JSON Pointer, found \""
                        + c.pointer().getValue() + "\"", c.pointer(), null);
                continue;
            }
            capabilities.put(name, new SessionRules.CapabilitySource(name, c.method().getValue(), pointer.get(),
                    c.inParams()));
        }
        Map<PeerName, Map<String, SessionRules.MethodOrder>> methods = new HashMap<>();
        for (PeerName peer : peers) {
            PreparedService service = accepts.get(peer);
            if (service != null) {
                Map<String, SessionRules.MethodOrder> of = new HashMap<>();
                for (MethodInfo m : service.methods()) {
                    of.put(m.name(), order(m, states, capabilities));
                }
                methods.put(peer, Map.copyOf(of));
            }
        }
        Map<PeerName, List<JsonPointer>> progress = new HashMap<>();
        methods.forEach((peer, of) -> {
            List<JsonPointer> pointers = of.values().stream().flatMap(o -> o.progress().stream())
                    .map(SessionRules.Progress::callPointer).distinct().toList();
            if (!pointers.isEmpty()) {
                progress.put(peer, pointers);
            }
        });
        return Optional.of(new SessionRules(List.copyOf(states), List.copyOf(capabilities.values()), Map.copyOf(methods),
                Map.copyOf(progress)));
    }

    private SessionRules.MethodOrder order(MethodInfo m, Set<String> states,
                                           Map<String, SessionRules.CapabilitySource> capabilities) {
        Shape operation = model.expectShape(m.operation());
        Optional<LifecycleTrait> lifecycle = Optional.empty();
        Optional<CancelsTrait> cancels = Optional.empty();
        Optional<ProgressTrait> progress = Optional.empty();
        try {
            progress = ProgressTrait.read(operation);
        } catch (ExpectationNotMetException e) {
            invalid("expected a well-formed @jsonRpcProgress value, found: " + e.getMessage(), e, m);
        }
        try {
            lifecycle = LifecycleTrait.read(operation);
        } catch (ExpectationNotMetException e) {
            invalid("expected a well-formed @jsonRpcLifecycle value, found: " + e.getMessage(), e, m);
        }
        try {
            cancels = CancelsTrait.read(operation);
        } catch (ExpectationNotMetException e) {
            invalid("expected a well-formed @jsonRpcCancels value, found: " + e.getMessage(), e, m);
        }
        List<String> allowedIn = new ArrayList<>();
        List<String> requires = new ArrayList<>();
        Optional<String> onCall = Optional.empty();
        Optional<String> onSuccess = Optional.empty();
        Optional<String> onError = Optional.empty();
        if (lifecycle.isPresent()) {
            LifecycleTrait l = lifecycle.get();
            for (StringNode s : l.allowedIn().orElse(List.of())) {
                allowedIn.add(state(s, "allowedIn", states, m));
            }
            onCall = l.onCall().map(s -> state(s, "onCall", states, m));
            onSuccess = l.onSuccess().map(s -> state(s, "onSuccess", states, m));
            onError = l.onError().map(s -> state(s, "onError", states, m));
            for (StringNode c : l.requires()) {
                if (!capabilities.containsKey(c.getValue())) {
                    invalid("expected method " + m.name() + " to require a capability the session declares, found \""
                            + c.getValue() + "\"", c, m);
                }
                requires.add(c.getValue());
            }
        }
        List<SessionRules.CapabilitySource> advertises = capabilities.values().stream()
                .filter(c -> c.method().equals(m.name())).toList();
        return new SessionRules.MethodOrder(m.name(), List.copyOf(allowedIn), onCall, onSuccess, onError,
                List.copyOf(requires), cancels.flatMap(c -> cancellation(c, m, operation)), advertises,
                progress.flatMap(p -> progress(p, m, operation)));
    }

    private Optional<SessionRules.Progress> progress(ProgressTrait p, MethodInfo m, Shape operation) {
        Optional<String> token = wireName(p.tokenMember(), "tokenMember", m, operation);
        Optional<String> value = p.valueMember().isEmpty() ? Optional.empty()
                : wireName(p.valueMember().get(), "valueMember", m, operation);
        Optional<JsonPointer> pointer = JsonPointer.parse(p.callPointer().getValue());
        if (pointer.isEmpty()) {
            invalid("expected the callPointer of method " + m.name() + " to be a JSON Pointer, found \""
                    + p.callPointer().getValue() + "\"", p.callPointer(), m);
        }
        if (token.isEmpty() || pointer.isEmpty() || p.valueMember().isPresent() && value.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SessionRules.Progress(token.get(), pointer.get(), value));
    }

    /** The wire name of an input member a session trait names; empty (after a finding) when it is not a member. */
    private Optional<String> wireName(StringNode name, String what, MethodInfo m, Shape operation) {
        Optional<MemberShape> member = operation.asOperationShape().map(OperationShape::getInputShape)
                .flatMap(model::getShape).flatMap(Shape::asStructureShape).flatMap(s -> s.getMember(name.getValue()));
        if (member.isEmpty()) {
            invalid("expected the " + what + " of method " + m.name() + " to be a member of its input, found \""
                    + name.getValue() + "\", which is not", name, m);
            return Optional.empty();
        }
        return Optional.of(policy.memberNames() == ValidationPolicy.MemberNames.JSON_NAME
                ? member.get().getTrait(JsonNameTrait.class).map(JsonNameTrait::getValue).orElse(name.getValue())
                : name.getValue());
    }

    private String state(StringNode s, String member, Set<String> states, MethodInfo m) {
        if (!states.contains(s.getValue())) {
            invalid("expected " + member + " of method " + m.name() + " to name a session state " + states
                    + ", found \"" + s.getValue() + "\"", s, m);
        }
        return s.getValue();
    }

    private Optional<SessionRules.Cancellation> cancellation(CancelsTrait c, MethodInfo m, Shape operation) {
        String name = c.idMember().getValue();
        Optional<MemberShape> member = operation.asOperationShape().map(OperationShape::getInputShape)
                .flatMap(model::getShape).flatMap(Shape::asStructureShape).flatMap(s -> s.getMember(name));
        if (member.isEmpty()) {
            invalid("expected the idMember of method " + m.name() + " to be a member of its input, found \"" + name
                    + "\", which is not", c.idMember(), m);
            return Optional.empty();
        }
        String wire = policy.memberNames() == ValidationPolicy.MemberNames.JSON_NAME
                ? member.get().getTrait(JsonNameTrait.class).map(JsonNameTrait::getValue).orElse(name) : name;
        int position = m.positional().indexOf(name);
        return Optional.of(new SessionRules.Cancellation(wire,
                position < 0 ? OptionalInt.empty() : OptionalInt.of(position), c.code(), c.noReply()));
    }

    private void invalid(String message, FromSourceLocation at, MethodInfo method) {
        Finding f = new ModelRef(protocol.getId().toString(), null, method == null ? null
                : method.operation().toString()).on(Finding.error(SharedCode.INVALID_CONTRACT, message, "", null));
        findings.add(ProtocolReader.located(f, at));
    }
}
