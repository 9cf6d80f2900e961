package dev.rpcgate.smithy;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;

/**
 * The model elements a finding concerns, attached to it as an attribute and written as its {@code shape},
 * {@code member} and {@code operation} members (after the location's). Any part may be {@code null} (unknown, and
 * left out of JSON).
 *
 * @param shape     the shape id concerned, e.g. {@code example#SubtractInput}, or {@code null}
 * @param member    the full member id concerned, e.g. {@code example#SubtractInput$subtrahend}, or {@code null}
 * @param operation the operation id concerned, e.g. {@code example#Subtract}, or {@code null}
 */
public record ModelRef(String shape, String member, String operation) implements Finding.Attribute {
    /** Where these members go among a finding's attributes: first. */
    public static final int ORDER = 100;

    /** No model element. */
    public static final ModelRef NONE = new ModelRef(null, null, null);

    /** The model elements {@code finding} concerns ({@link #NONE} when it names none). */
    public static ModelRef of(Finding finding) {
        return finding.attribute(ModelRef.class).orElse(NONE);
    }

    /** {@code finding} about these model elements (about none, when every part is {@code null}). */
    public Finding on(Finding finding) {
        return isEmpty() ? finding.without(ModelRef.class) : finding.with(this);
    }

    /** These elements with {@code operationId} as the operation. */
    public ModelRef withOperation(String operationId) {
        return new ModelRef(shape, member, operationId);
    }

    /** True when every part is {@code null}. */
    public boolean isEmpty() {
        return shape == null && member == null && operation == null;
    }

    @Override
    public int order() {
        return ORDER;
    }

    @Override
    public void writeTo(JsonObject.Builder json) {
        if (shape != null) {
            json.put("shape", shape);
        }
        if (member != null) {
            json.put("member", member);
        }
        if (operation != null) {
            json.put("operation", operation);
        }
    }

    /** A {@code FindingLimit} keeps the operation: the check stopped in it, not at a shape or member. */
    @Override
    public Finding.Attribute forLimit() {
        return operation == null ? null : new ModelRef(null, null, operation);
    }
}
