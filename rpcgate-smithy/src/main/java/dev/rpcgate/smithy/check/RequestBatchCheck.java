package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.IndexedRequest;
import dev.rpcgate.smithy.RequestBatchResult;
import dev.rpcgate.smithy.payload.FindingSink;
import dev.rpcgate.smithy.payload.JsonPath;
import dev.rpcgate.smithy.payload.ValueText;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a 2.0 request batch: the whole array within the limits, then each element as a request at its own index,
 * all under one finding budget. Calls that share an id get an {@code AmbiguousId} advisory. Immutable.
 */
final class RequestBatchCheck {
    private final MessageLayer layer;

    RequestBatchCheck(MessageLayer layer) {
        this.layer = layer;
    }

    RequestBatchResult check(String text) {
        FindingSink sink = FindingSink.withBudget(layer.limits().batchFindings());
        if (unsupported(sink)) {
            return new RequestBatchResult(List.of(), sink.findings(), sink.complete());
        }
        JsonParse parse = layer.reader().read(text);
        if (!parse.isValid()) {
            parse.findings().forEach(sink::add);
            return new RequestBatchResult(List.of(), sink.findings(), sink.complete());
        }
        return elements(parse.value(), sink);
    }

    RequestBatchResult check(JsonValue value) {
        FindingSink sink = FindingSink.withBudget(layer.limits().batchFindings());
        if (unsupported(sink) || !DocumentBounds.check(value, layer.limits().json(), "", sink)) {
            return new RequestBatchResult(List.of(), sink.findings(), sink.complete());
        }
        return elements(value, sink);
    }

    /** Reports {@code UnsupportedMessage} under 1.0, which has no batches. */
    boolean unsupported(FindingSink sink) {
        if (layer.version() == JsonRpcVersion.V1_0) {
            sink.add(Finding.error(EnvelopeCode.UNSUPPORTED_MESSAGE, "expected JSON-RPC 2.0 for a batch, found a"
                    + " service checked as 1.0, which has no batches", "", null));
            return true;
        }
        return false;
    }

    private RequestBatchResult elements(JsonValue value, FindingSink sink) {
        if (!(value instanceof JsonArray batch)) {
            sink.error(ContractCode.NOT_A_BATCH, "expected a batch (an array of requests), found "
                    + ValueText.found(value), JsonPath.root(), value, RequestCheck.NO_OWNER);
            return new RequestBatchResult(List.of(), sink.findings(), sink.complete());
        }
        if (batch.isEmpty()) {
            sink.error(EnvelopeCode.EMPTY_BATCH, "expected a batch of at least one request, found an empty array",
                    JsonPath.root(), batch, RequestCheck.NO_OWNER);
            return new RequestBatchResult(List.of(), sink.findings(), sink.complete());
        }
        EntrySlices slices = new EntrySlices(sink);
        List<ClassifiedRequest> checked = new ArrayList<>();
        Map<Id, Integer> firstCall = new HashMap<>();
        for (int i = 0; i < batch.size() && !sink.exhausted(); i++) {
            int entry = slices.begin();
            ClassifiedRequest c = layer.requests().check(batch.get(i), "/" + i, sink);
            if (c.message() instanceof Message.Call call && (call.id().isPresentValue() || call.id() instanceof Id.Null)) {
                Integer earlier = firstCall.putIfAbsent(call.id(), i);
                if (earlier != null) {
                    sink.add(Finding.advisory(EnvelopeCode.AMBIGUOUS_ID, "expected distinct ids for the calls of a"
                            + " batch, found the id " + call.id().toJson() + " on calls " + earlier + " and " + i
                            + ", whose replies cannot be told apart", "/" + i + "/id",
                            call.source().get("id").location().orElse(null)));
                }
            }
            slices.end(entry);
            checked.add(c);
        }
        List<List<Finding>> parts = slices.cut(sink.findings());
        List<IndexedRequest> entries = new ArrayList<>(parts.size());
        for (int i = 0; i < parts.size(); i++) {
            entries.add(new IndexedRequest(i, MessageLayer.result(checked.get(i), parts.get(i), !slices.stoppedIn(i))));
        }
        return new RequestBatchResult(entries, sink.findings(), sink.complete());
    }
}
