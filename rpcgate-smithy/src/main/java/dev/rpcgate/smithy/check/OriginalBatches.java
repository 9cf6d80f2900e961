package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.ValueText;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an original request batch into its {@link BatchExpectation}. The whole batch is checked, under its own
 * budget, before anything is associated: an original that is not strict JSON within the limits, or whose checks ran
 * out of budget, fails context validation.
 */
final class OriginalBatches {
    private final MessageLayer layer;

    OriginalBatches(MessageLayer layer) {
        this.layer = layer;
    }

    BatchExpectation read(String text) {
        JsonParse parse = layer.reader().read(text);
        if (!parse.isValid()) {
            Expectation e = layer.originals().unreadable(parse.findings().get(0), "the original batch");
            return e instanceof Expectation.ProtocolError p
                    ? new BatchExpectation.WholeError(p)
                    : new BatchExpectation.Unusable(((Expectation.Unusable) e).findings());
        }
        JsonValue value = parse.value();
        if (!(value instanceof JsonArray batch) || batch.isEmpty()) {
            String why = value instanceof JsonArray ? "the original batch is an empty array"
                    : "the original batch is " + ValueText.found(value) + ", not an array";
            return new BatchExpectation.WholeError(new Expectation.ProtocolError(ErrorCodes.INVALID_REQUEST,
                    OriginalRequests.NULL_ID, null, why));
        }
        int budget = layer.limits().batchFindings();
        FindingSink sink = FindingSink.withBudget(budget);
        List<ClassifiedRequest> checked = layer.requests().batch(batch, sink, false).requests();
        if (sink.exhausted()) {
            return new BatchExpectation.Unusable(
                    ((Expectation.Unusable) OriginalRequests.incomplete("the original batch", budget)).findings());
        }
        List<BatchExpectation.Due> due = new ArrayList<>();
        List<Finding> context = new ArrayList<>();
        Map<Id, Integer> firstId = new HashMap<>();
        for (int i = 0; i < checked.size(); i++) {
            String what = "request " + i + " of the original batch";
            ClassifiedRequest c = checked.get(i);
            Expectation e = layer.originals().of(c, what);
            switch (e) {
                case Expectation.Unusable u -> context.addAll(u.findings());
                case Expectation.NoReply ignored -> {
                }
                default -> {
                    Id id = e.idOrNull();
                    boolean invalid = c.status() == ClassifiedRequest.Status.INVALID_ENVELOPE;
                    // explicit-null calls share one id with each other, never with invalid elements
                    if (id.isPresentValue() || (id instanceof Id.Null && !invalid)) {
                        Integer earlier = firstId.putIfAbsent(id, i);
                        if (earlier != null) {
                            context.add(Finding.error(EnvelopeCode.AMBIGUOUS_ID, "expected distinct ids in the original"
                                    + " batch, found the id " + id.toJson() + " on requests " + earlier + " and " + i
                                    + ", so their replies cannot be told apart", "", null));
                        }
                    }
                    due.add(new BatchExpectation.Due(i, e, invalid));
                }
            }
        }
        boolean unusable = context.stream().anyMatch(f -> !f.is(EnvelopeCode.AMBIGUOUS_ID));
        return unusable ? new BatchExpectation.Unusable(context) : new BatchExpectation.Calls(due, context);
    }
}
