package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.IndexedRequest;
import dev.rpcgate.smithy.RequestBatchResult;
import dev.rpcgate.smithy.payload.FindingSink;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks a 2.0 request batch: the whole array within the limits, then, through the {@link RequestCheck}, each element
 * as a request at its own index, all under one finding budget. Calls that share an id get an {@code AmbiguousId}
 * advisory. Immutable.
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
            return new RequestBatchResult(List.of(), sink.findings(), sink.complete(),
                    layer.requests().unreadable(parse), List.of());
        }
        return elements(parse.value(), sink);
    }

    RequestBatchResult check(JsonValue value) {
        FindingSink sink = FindingSink.withBudget(layer.limits().batchFindings());
        if (unsupported(sink)) {
            return new RequestBatchResult(List.of(), sink.findings(), sink.complete());
        }
        if (!DocumentBounds.check(value, layer.limits().json(), "", sink)) {
            List<Finding> found = sink.findings();
            return new RequestBatchResult(List.of(), found, sink.complete(), layer.requests().unreadable(value, found),
                    List.of());
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
        RequestRun run = layer.requests().batch(value, sink, true);
        Trace trace = run.trace();
        if (run.refused()) { // not an array, or an empty one
            return new RequestBatchResult(List.of(), sink.findings(), sink.complete(), trace, List.of());
        }
        EntrySlices slices = run.slices();
        List<ClassifiedRequest> checked = run.requests();
        List<List<Finding>> parts = slices.cut(sink.findings());
        List<IndexedRequest> entries = new ArrayList<>(parts.size());
        for (int i = 0; i < parts.size(); i++) {
            entries.add(new IndexedRequest(i, MessageLayer.result(checked.get(i), parts.get(i), !slices.stoppedIn(i),
                    trace.entries().get(i))));
        }
        return new RequestBatchResult(entries, sink.findings(), sink.complete(), trace, run.envelopes());
    }
}
