package dev.rpcgate.smithy.model;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ModelRef;

import java.util.Comparator;
import java.util.Optional;

import software.amazon.smithy.model.FromSourceLocation;
import software.amazon.smithy.model.SourceLocation;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.validation.ValidationEvent;

/**
 * Internal to rpcgate-smithy: turns Smithy's locations and validation events into {@link SourcedFinding}s. Smithy
 * locations have a line and a column but no offset, so model findings carry
 * {@link dev.rpcgate.core.json.SourceLocation#UNKNOWN_OFFSET}; a location Smithy does not know ({@code N/A}, line 0)
 * gives no location and no file.
 */
public final class ModelFindings {
    /** Orders findings by file, line and column; findings without a file come first. */
    static final Comparator<SourcedFinding> BY_PLACE = Comparator
            .comparing(SourcedFinding::source, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(f -> f.finding().location() == null ? 0 : f.finding().location().line())
            .thenComparing(f -> f.finding().location() == null ? 0 : f.finding().location().column());

    private ModelFindings() {
    }

    /** The finding placed where {@code at} is in its file. */
    public static SourcedFinding at(FromSourceLocation at, Finding finding) {
        SourceLocation where = at == null ? null : at.getSourceLocation();
        if (where == null || where.getLine() <= 0) {
            return new SourcedFinding(null, finding);
        }
        return new SourcedFinding(where.getFilename(), finding.withLocation(
                dev.rpcgate.core.json.SourceLocation.ofLineColumn(where.getLine(), where.getColumn())));
    }

    /** An ERROR about the model, at {@code at}, concerning a shape, member and operation (each may be null). */
    static SourcedFinding error(FindingCode code, String message, FromSourceLocation at, ShapeId shape, ShapeId member,
                                ShapeId operation) {
        Finding f = new ModelRef(text(shape), text(member), text(operation)).on(Finding.error(code, message, "", null));
        return at(at, f);
    }

    /**
     * The finding for a Smithy event: ERROR/DANGER fail, WARNING informs, NOTE and SUPPRESSED are dropped. A failed
     * check of a {@code smithy.rpc} trait's value or target (an empty method name, an unknown params mode, a version
     * that is not 1.0 or 2.0, an rpcError on a structure that is no error) breaks the contract, not the model: it is
     * {@code InvalidContract}, as the contract checks' own findings are.
     */
    static Optional<SourcedFinding> fromEvent(ValidationEvent event) {
        String message = event.getId() + ": " + event.getMessage();
        Finding f = switch (event.getSeverity()) {
            case ERROR, DANGER -> Finding.error(isRpcTraitEvent(event) ? SharedCode.INVALID_CONTRACT
                    : ContractCode.INVALID_MODEL, message, "", null);
            case WARNING -> Finding.advisory(ContractCode.MODEL_WARNING, message, "", null);
            case NOTE, SUPPRESSED -> null;
        };
        if (f == null) {
            return Optional.empty();
        }
        Optional<ShapeId> shape = event.getShapeId();
        if (shape.isPresent()) {
            ShapeId id = shape.get();
            f = new ModelRef(id.withoutMember().toString(), id.hasMember() ? id.toString() : null, null).on(f);
        }
        return Optional.of(at(event, f));
    }

    /** True for Smithy's check of a trait's value or target when the trait is one of {@code smithy.rpc}'s. */
    private static boolean isRpcTraitEvent(ValidationEvent event) {
        String id = event.getId();
        return (id.startsWith("TraitValue") || id.startsWith("TraitTarget"))
                && event.getMessage().contains("`" + RpcTraits.NAMESPACE + "#");
    }

    /**
     * A Smithy type or node type after its indefinite article, for finding messages: {@code an operation},
     * {@code a structure}, {@code an integer}.
     */
    public static String withArticle(Object type) {
        String w = String.valueOf(type);
        return (!w.isEmpty() && "aeiouAEIOU".indexOf(w.charAt(0)) >= 0 ? "an " : "a ") + w;
    }

    /** {@code file:line:column: Code: message}, for exception texts and test output. */
    public static String describe(SourcedFinding f) {
        String place = f.source() == null ? ""
                : f.source() + (f.finding().location() == null ? "" : ":" + f.finding().location()) + ": ";
        return place + f.finding().code() + ": " + f.finding().message();
    }

    private static String text(ShapeId id) {
        return id == null ? null : id.toString();
    }
}
