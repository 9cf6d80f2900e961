package dev.rpcgate.smithy.model;

import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.MethodInfo;
import dev.rpcgate.smithy.ResultSelection;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import software.amazon.smithy.model.FromSourceLocation;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.knowledge.TopDownIndex;
import software.amazon.smithy.model.node.ExpectationNotMetException;
import software.amazon.smithy.model.node.StringNode;
import software.amazon.smithy.model.shapes.MemberShape;
import software.amazon.smithy.model.shapes.OperationShape;
import software.amazon.smithy.model.shapes.ServiceShape;
import software.amazon.smithy.model.shapes.Shape;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.shapes.StructureShape;

/**
 * Internal to rpcgate-smithy: checks one service's {@code smithy.rpc} traits and resolves its method contracts. Every
 * problem is a located finding; checking goes on after a problem so one run reports them all.
 */
public final class ContractChecker {
    static final long RESERVED_MIN = -32768;
    static final long RESERVED_MAX = -32000;
    private static final String RESERVED_PREFIX = "rpc.";

    /**
     * The outcome: the service and its contracts by wire name (meaningful only without error findings).
     */
    public record Result(Optional<ServiceShape> service, Map<String, MethodContract> methods, List<SourcedFinding> findings) {
    }

    private final Model model;
    private final ShapeId serviceId;
    private final JsonRpcVersion version;
    private final List<SourcedFinding> findings = new ArrayList<>();
    // each error structure is checked once, however many operations return it
    private final Map<ShapeId, Optional<ErrorContract>> errorContracts = new HashMap<>();

    public ContractChecker(Model model, ShapeId serviceId, JsonRpcVersion version) {
        this.model = model;
        this.serviceId = serviceId;
        this.version = version;
    }

    /** Checks the service and resolves its methods; never throws for a bad model. */
    public Result check() {
        Optional<Shape> shape = model.getShape(serviceId);
        if (shape.isEmpty() || !shape.get().isServiceShape()) {
            findings.add(ModelFindings.error(SharedCode.UNKNOWN_SERVICE, shape.isEmpty()
                    ? "expected a service " + serviceId + ", found no shape with that id in the model"
                    : "expected " + serviceId + " to be a service, found " + ModelFindings.withArticle(shape.get().getType()),
                    shape.orElse(null), serviceId, null, null));
            return result(Optional.empty(), Map.of());
        }
        ServiceShape service = shape.get().asServiceShape().orElseThrow();
        Optional<JsonRpcTrait> jsonRpc = read(service, service, null, () -> JsonRpcTrait.read(service));
        if (jsonRpc == null) {
            return result(Optional.empty(), Map.of());
        }
        if (jsonRpc.isEmpty()) {
            invalid("expected the @smithy.rpc#jsonRpc trait on service " + serviceId + ", found none",
                    service, serviceId, null, null);
            return result(Optional.empty(), Map.of());
        }
        Set<JsonRpcVersion> versions = jsonRpc.get().versions();
        if (!versions.contains(version)) {
            findings.add(ModelFindings.error(ContractCode.UNSUPPORTED_VERSION, "expected service " + serviceId
                    + " to declare JSON-RPC " + version.label() + " in @jsonRpc, found only "
                    + versions.stream().map(JsonRpcVersion::label).toList(),
                    jsonRpc.get().location(), serviceId, null, null));
        }
        Map<Long, ErrorContract> serviceErrors = new LinkedHashMap<>();
        for (ShapeId errorId : service.getErrorsSet()) {
            addError(serviceErrors, errorId, service, null);
        }
        Map<String, MethodContract> methods = new TreeMap<>();
        Map<String, ShapeId> names = new HashMap<>();
        for (OperationShape operation : TopDownIndex.of(model).getContainedOperations(service)) {
            checkMethod(operation, versions, serviceErrors, names, jsonRpc.get().openErrors()).ifPresent(c -> methods.put(c.info().name(), c));
        }
        return result(Optional.of(service), methods);
    }

    private Optional<MethodContract> checkMethod(OperationShape operation, Set<JsonRpcVersion> versions,
                                                 Map<Long, ErrorContract> serviceErrors, Map<String, ShapeId> names,
                                                 boolean openErrors) {
        ShapeId op = operation.getId();
        int before = errorCount();
        Optional<MethodTrait> found = read(operation, operation, op, () -> MethodTrait.read(operation));
        if (found == null) {
            return Optional.empty();
        }
        if (found.isEmpty()) {
            invalid("expected the @smithy.rpc#method trait on operation " + op + ", which service " + serviceId
                    + " binds, found none", operation, op, null, op);
            return Optional.empty();
        }
        MethodTrait method = found.get();
        String name = method.name().getValue();
        if (name.isEmpty()) {
            invalid("expected a non-empty method name for operation " + op + ", found \"\"",
                    method.name(), op, null, op);
        } else if (name.startsWith(RESERVED_PREFIX)) {
            invalid("expected a method name for operation " + op + " outside the reserved prefix \"rpc.\", found \""
                    + name + "\"", method.name(), op, null, op);
        } else {
            ShapeId first = names.putIfAbsent(name, op);
            if (first != null) {
                invalid("expected method names unique in service " + serviceId + ", found operation " + op
                        + " named \"" + name + "\" like " + first, method.name(), op, null, op);
            }
        }
        StructureShape input = structure(operation.getInputShape(), operation, op);
        StructureShape output = structure(operation.getOutputShape(), operation, op);
        List<MemberShape> positional = input == null ? List.of() : positional(method, input, versions, op);
        Optional<MemberShape> resultMember = output == null ? Optional.empty() : resultMember(method, output, op);
        Map<Long, ErrorContract> errors = new LinkedHashMap<>(serviceErrors);
        for (ShapeId errorId : operation.getErrorsSet()) {
            addError(errors, errorId, operation, op);
        }
        if (errorCount() > before) {
            return Optional.empty();
        }
        ResultSelection result = method.nullResult() ? new ResultSelection.NullResult()
                : resultMember.<ResultSelection>map(m -> new ResultSelection.Member(m.getMemberName()))
                .orElse(new ResultSelection.WholeOutput());
        MethodInfo info = new MethodInfo(name, op, method.params(),
                positional.stream().map(MemberShape::getMemberName).toList(), result);
        return Optional.of(new MethodContract(info, operation, input, positional, output, resultMember, errors,
                openErrors, method.kind().map(StringNode::getValue).orElse(null)));
    }

    private List<MemberShape> positional(MethodTrait method, StructureShape input, Set<JsonRpcVersion> versions,
                                         ShapeId op) {
        if (!method.params().acceptsPositional()) {
            if (method.positional().isPresent()) {
                invalid("expected no positional list on operation " + op + ", which takes named params only, found"
                        + " one; set params to \"positional\" or \"either\", or drop the list", method.location(), op,
                        null, op);
            }
            if (versions.contains(JsonRpcVersion.V1_0)) {
                invalid("expected params \"positional\" or \"either\" for operation " + op + ", since service "
                        + serviceId + " declares JSON-RPC 1.0, whose params are always positional; found named params"
                        + " only", method.location(), op, null, op);
            }
            return List.of();
        }
        if (method.positional().isEmpty()) {
            invalid("expected a positional list naming every input member of " + op + " in argument order, since"
                    + " its params are " + method.params().label() + ", found none", method.location(), op,
                    null, op);
            return List.of();
        }
        List<MemberShape> members = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (StringNode name : method.positional().get()) {
            Optional<MemberShape> member = input.getMember(name.getValue());
            if (member.isEmpty()) {
                invalid("expected the positional list of " + op + " to name members of its input " + input.getId()
                        + ", found \"" + name.getValue() + "\", which is not one", name, input.getId(), null, op);
            } else if (!seen.add(name.getValue())) {
                invalid("expected the positional list of " + op + " to name each member once, found \""
                        + name.getValue() + "\" again",
                        name, input.getId(), member.get().getId(), op);
            } else {
                members.add(member.get());
            }
        }
        for (MemberShape member : input.getAllMembers().values()) {
            if (!seen.contains(member.getMemberName())) {
                invalid("expected the positional list of " + op + " to name every input member, found \""
                        + member.getMemberName() + "\" left out", method.location(), input.getId(), member.getId(), op);
            }
        }
        return members;
    }

    private Optional<MemberShape> resultMember(MethodTrait method, StructureShape output, ShapeId op) {
        if (method.resultMember().isEmpty()) {
            return Optional.empty();
        }
        StringNode name = method.resultMember().get();
        if (method.nullResult()) {
            invalid("expected nullResult or resultMember on operation " + op + ", found both (resultMember \""
                    + name.getValue() + "\"); choose one", method.location(), op, null, op);
            return Optional.empty();
        }
        Optional<MemberShape> member = output.getMember(name.getValue());
        if (member.isEmpty()) {
            invalid("expected the resultMember of " + op + " to be a member of its output " + output.getId()
                    + ", found \"" + name.getValue() + "\", which is not one", name, output.getId(), null, op);
        }
        return member;
    }

    private void addError(Map<Long, ErrorContract> byCode, ShapeId errorId, Shape binder, ShapeId op) {
        Optional<ErrorContract> contract = errorContracts.computeIfAbsent(errorId, id -> errorContract(id, binder, op));
        if (contract.isEmpty()) {
            return;
        }
        ErrorContract error = contract.get();
        ErrorContract other = byCode.get(error.code());
        if (other == null) {
            byCode.put(error.code(), error);
        } else if (!other.error().equals(errorId)) {
            invalid("expected error codes unique for " + binder.getId() + ", found " + errorId + " and " + other.error()
                    + " both with code " + error.code(), binder, binder.getId(), null, op);
        }
    }

    private Optional<ErrorContract> errorContract(ShapeId errorId, Shape binder, ShapeId op) {
        Optional<StructureShape> shape = model.getShape(errorId).flatMap(Shape::asStructureShape);
        if (shape.isEmpty()) {
            invalid("expected error " + errorId + " of " + binder.getId() + " to be a structure, found "
                    + model.getShape(errorId).map(s -> ModelFindings.withArticle(s.getType())).orElse("no such shape"),
                    binder, errorId, null, op);
            return Optional.empty();
        }
        StructureShape error = shape.get();
        Optional<RpcErrorTrait> found = read(error, error, op, () -> RpcErrorTrait.read(error));
        if (found == null) {
            return Optional.empty();
        }
        if (found.isEmpty()) {
            invalid("expected the @smithy.rpc#rpcError trait on error " + errorId + ", which " + binder.getId()
                    + " can return, found none", error, errorId, null, op);
            return Optional.empty();
        }
        RpcErrorTrait trait = found.get();
        int before = errorCount();
        if (trait.code() >= RESERVED_MIN && trait.code() <= RESERVED_MAX) {
            invalid("expected an application code for error " + errorId + ", outside -32768 to -32000, which JSON-RPC"
                    + " reserves for itself, found " + trait.code(), trait.location(), errorId, null, op);
        }
        Optional<MemberShape> dataMember = Optional.empty();
        if (trait.dataMember().isPresent()) {
            StringNode name = trait.dataMember().get();
            dataMember = error.getMember(name.getValue());
            if (trait.absentData()) {
                invalid("expected absentData or dataMember on error " + errorId + ", found both (dataMember \""
                        + name.getValue() + "\"); choose one", trait.location(), errorId, null, op);
            } else if (dataMember.isEmpty()) {
                invalid("expected the dataMember of error " + errorId + " to be one of its members, found \""
                        + name.getValue() + "\", which is not one",
                        name, errorId, null, op);
            }
        }
        if (errorCount() > before) {
            return Optional.empty();
        }
        DataSelection data = trait.absentData() ? new DataSelection.Absent()
                : dataMember.<DataSelection>map(m -> new DataSelection.Member(m.getMemberName()))
                .orElse(new DataSelection.WholeError());
        return Optional.of(new ErrorContract(trait.code(), errorId, error, data, dataMember));
    }

    private StructureShape structure(ShapeId id, Shape owner, ShapeId op) {
        Optional<StructureShape> shape = model.getShape(id).flatMap(Shape::asStructureShape);
        if (shape.isEmpty()) {
            invalid("expected " + id + " of " + op + " to be a structure in the model, found "
                    + model.getShape(id).map(s -> ModelFindings.withArticle(s.getType())).orElse("no such shape"), owner, op, null, op);
            return null;
        }
        return shape.get();
    }

    /** The trait read by {@code reader}, or null (with a finding) when its value is malformed. */
    private <T> Optional<T> read(Shape shape, FromSourceLocation at, ShapeId op, TraitReader<T> reader) {
        try {
            return reader.read();
        } catch (ExpectationNotMetException e) {
            invalid("expected the smithy.rpc traits on " + shape.getId() + " to match their definitions, found: "
                    + e.getMessageWithoutLocation(), e.getSourceLocation().getLine() > 0 ? e : at, shape.getId(), null, op);
            return null;
        }
    }

    @FunctionalInterface
    private interface TraitReader<T> {
        Optional<T> read();
    }

    private void invalid(String message, FromSourceLocation at, ShapeId shape, ShapeId member, ShapeId op) {
        findings.add(ModelFindings.error(SharedCode.INVALID_CONTRACT, message, at, shape, member, op));
    }

    private int errorCount() {
        return (int) findings.stream().filter(f -> f.finding().isError()).count();
    }

    private Result result(Optional<ServiceShape> service, Map<String, MethodContract> methods) {
        findings.sort(ModelFindings.BY_PLACE);
        return new Result(service, methods, List.copyOf(findings));
    }
}
