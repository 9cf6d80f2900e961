package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.smithy.ModelRef;

/**
 * The transcript entries a finding concerns, attached to it as an attribute and written as its {@code entry} and
 * {@code related} members (after the model elements'). Either may be {@code null} (unknown, and left out of JSON).
 *
 * @param entry   the index of the entry concerned, or {@code null}
 * @param related the index of another entry the finding refers to (the call a reply answers, say), or {@code null}
 */
public record EntryRef(Integer entry, Integer related) implements Finding.Attribute {
    /** Where these members go among a finding's attributes: after {@link ModelRef}'s. */
    public static final int ORDER = ModelRef.ORDER + 100;

    /** No entry. */
    public static final EntryRef NONE = new EntryRef(null, null);

    /** The entries {@code finding} concerns ({@link #NONE} when it names none). */
    public static EntryRef of(Finding finding) {
        return finding.attribute(EntryRef.class).orElse(NONE);
    }

    /** {@code finding} about these entries (about none, when both are {@code null}). */
    public Finding on(Finding finding) {
        return entry == null && related == null ? finding.without(EntryRef.class) : finding.with(this);
    }

    @Override
    public int order() {
        return ORDER;
    }

    @Override
    public void writeTo(JsonObject.Builder json) {
        if (entry != null) {
            json.put("entry", entry);
        }
        if (related != null) {
            json.put("related", related);
        }
    }

    /** A {@code FindingLimit} keeps the entry: the check stopped there; it refers to no other. */
    @Override
    public Finding.Attribute forLimit() {
        return entry == null ? null : new EntryRef(entry, null);
    }
}
