package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.smithy.BatchResponseContext;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ResponseBatchResult;
import dev.rpcgate.smithy.ResponseContext;
import dev.rpcgate.smithy.ResponseResult;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptCode;
import dev.rpcgate.transcript.protocols.ProtocolInternals;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Correlates replies with what the other peer awaits: a matched reply is checked against its call, an unmatched
 * one is classified (wrong form, duplicate, wrong responder, reply to a notification, unsolicited) and only its
 * envelope errors are kept.
 */
final class ReplyCorrelator {
    private final Conversation conversation;
    private final EntryFindings findings;

    ReplyCorrelator(Conversation conversation) {
        this.conversation = conversation;
        this.findings = conversation.findings;
    }

    /** One reply object from {@code responder} to what {@code caller} awaits. */
    void single(PeerName responder, PeerName caller, JsonValue value) {
        PreparedService service = ProtocolInternals.receiving(conversation.protocol, responder);
        if (!conversation.correlation()) {
            ResponseResult r = service.validateResponseJson(value, ResponseContext.envelopeOnly());
            findings.addAll(r.findings(), null);
            conversation.incomplete |= !r.complete();
            return;
        }
        EnvelopeResult env = Envelope.check(value, conversation.version, "");
        IdKey key = key(value, env);
        PeerState awaiting = conversation.peers.get(caller);
        if (key == null) {
            keepErrors(env.findings());
            unsolicited(awaiting, "a reply without a usable id");
            return;
        }
        if (key.equals(IdKey.NULL)) {
            UnreadableRequest u = awaiting.unreadable.peekFirst();
            ActiveCall nullCall = awaiting.active.get(IdKey.NULL);
            if (u != null && (nullCall == null || u.entry() < nullCall.entry)) {
                awaiting.unreadable.removeFirst();
                answerUnreadable(service, u, value, env);
                if (nullCall != null) {
                    ambiguous(caller, u.entry(), nullCall.entry);
                }
                return;
            }
            if (nullCall != null) {
                answer(service, awaiting, nullCall, value, env);
                if (u != null) {
                    ambiguous(caller, nullCall.entry, u.entry());
                }
                return;
            }
        } else {
            ActiveCall call = awaiting.active.get(key);
            if (call != null) {
                answer(service, awaiting, call, value, env);
                return;
            }
            CancelledCall cancelled = awaiting.cancelled.remove(key);
            if (cancelled != null) {
                late(service, awaiting, cancelled, value, env);
                return;
            }
        }
        keepErrors(env.findings());
        unmatched(responder, awaiting, key, FindingText.id(Id.of(((JsonObject) value).get("id"))));
    }

    private void ambiguous(PeerName caller, int answered, int other) {
        findings.advisory(EnvelopeCode.AMBIGUOUS_ID, "expected a null-id reply to fit one request of " + caller
                + ", found two awaiting one (entries " + Math.min(answered, other) + " and " + Math.max(answered, other)
                + "); it answers the earlier", answered);
    }

    private void answer(PreparedService service, PeerState awaiting, ActiveCall call, JsonValue value,
                        EnvelopeResult env) {
        awaiting.active.remove(call.key);
        awaiting.forgetToken(call.progress);
        ResponseResult r = check(service, value, env, call.contextless
                ? ResponseContext.envelopeOnly() : call.context());
        Long excused = call.cancelled ? call.excusedCode : null;
        boolean excuse = excused != null && errorCode(value, excused);
        for (Finding f : r.findings()) {
            if (f.is(ContractCode.INVALID_CONTEXT) || excuse && f.is(ContractCode.UNKNOWN_ERROR)
                    || call.contextless && !f.isError() || call.refused && f.is(ContractCode.ERROR_MISMATCH)) {
                continue;
            }
            findings.add(f, call.entry);
        }
        conversation.incomplete |= !r.complete();
        awaiting.answered.remember(call.key, call.entry, findings.index());
        if (conversation.session != null) {
            conversation.session.settle(call.order, env.message());
        }
    }

    /** A reply to a call a cancellation settled: an advisory, and a check against the call's method. */
    private void late(PreparedService service, PeerState awaiting, CancelledCall call, JsonValue value,
                      EnvelopeResult env) {
        findings.advisory(TranscriptCode.REPLY_AFTER_CANCEL, "expected no reply to the call with id " + call.id()
                + " that " + awaiting.peer + " sent at entry " + call.entry() + " and cancelled at entry "
                + call.cancelledAt() + ", since a cancelled call gets none, found "
                + (value instanceof JsonObject o && o.has("error") ? "an error" : "a result")
                + " (it may have crossed the cancellation)", call.cancelledAt());
        ResponseResult r = check(service, value, env, call.method() == null
                ? ResponseContext.envelopeOnly() : ResponseContext.method(call.method()));
        for (Finding f : r.findings()) {
            if (f.isError()) { // the id was matched here, which is what the scope's advisory says it cannot do
                findings.add(f, call.entry());
            }
        }
        conversation.incomplete |= !r.complete();
        awaiting.answered.remember(call.key(), call.entry(), findings.index());
        awaiting.forgetToken(call.progress());
    }

    private void answerUnreadable(PreparedService service, UnreadableRequest u, JsonValue value, EnvelopeResult env) {
        List<Finding> found;
        boolean complete;
        if (u.emptyBatch()) {
            ResponseBatchResult r = service.validateResponseBatchJson(value, BatchResponseContext.originalBatch(u.text()));
            found = r.findings();
            complete = r.complete();
        } else {
            ResponseResult r = check(service, value, env, ResponseContext.originalRequest(u.text()));
            found = r.findings();
            complete = r.complete();
        }
        for (Finding f : found) {
            if (!f.is(ContractCode.INVALID_CONTEXT)) { // the request's own problem, reported at its entry
                findings.add(f, u.entry());
            }
        }
        conversation.incomplete |= !complete;
    }

    /**
     * The response check of a reply whose envelope was found here: the check classifies it with that envelope rather
     * than checking it again, when the service reads the conversation's version.
     */
    private ResponseResult check(PreparedService service, JsonValue value, EnvelopeResult env, ResponseContext context) {
        return service.version() == conversation.version ? service.validateResponseJson(value, env, context)
                : service.validateResponseJson(value, context);
    }

    /** A reply that answers nothing awaited: say what it is instead. */
    private void unmatched(PeerName responder, PeerState awaiting, IdKey key, String id) {
        PeerName caller = awaiting.peer;
        PendingBatch batch = awaiting.batchWith(key);
        if (batch != null) {
            findings.error(ContractCode.WRONG_REPLY_FORM, "expected one reply array to the request batch that "
                    + caller + " sent at entry " + batch.entry + ", which holds id " + id + ", found a single reply",
                    batch.entry);
            return;
        }
        AnsweredMemory.Answered answered = awaiting.answered.find(key);
        if (answered != null && answered.missed()) {
            findings.error(TranscriptCode.UNSOLICITED_RESPONSE, "expected a reply to a call that " + caller
                    + " awaits, found a late reply to the call with id " + id + " of the request batch that " + caller
                    + " sent at entry " + answered.call() + ", which the reply array at entry " + answered.reply()
                    + " left out and which was reported missing there", answered.call());
            return;
        }
        if (answered != null) {
            findings.error(ContractCode.DUPLICATE_RESPONSE, "expected one reply to the call with id " + id + " that "
                    + caller + " sent at entry " + answered.call() + ", found another; the first came at entry "
                    + answered.reply(), answered.reply());
            return;
        }
        ActiveCall own = conversation.peers.get(responder).active.get(key);
        if (own != null) {
            findings.error(TranscriptCode.WRONG_RESPONDER, "expected the reply to the call with id " + id + " that "
                    + responder + " sent at entry " + own.entry + " to come from " + caller + ", found it sent by "
                    + responder, own.entry);
            return;
        }
        if (key.equals(IdKey.NULL) && conversation.version == JsonRpcVersion.V1_0 && awaiting.answered.hasNotifications()) {
            findings.error(TranscriptCode.RESPONSE_TO_NOTIFICATION, "expected no reply to a 1.0 notification, found a"
                    + " null-id reply after the notification " + caller + " sent at entry "
                    + awaiting.answered.lastNotification(), awaiting.answered.lastNotification());
            return;
        }
        unsolicited(awaiting, "the id " + id + ", which no call awaits");
    }

    private void unsolicited(PeerState awaiting, String what) {
        String forgot = awaiting.answered.forgot() ? "; only the last " + conversation.options.limits().answeredIds()
                + " answered ids of " + awaiting.peer + " are remembered, so it may be a late duplicate" : "";
        findings.error(TranscriptCode.UNSOLICITED_RESPONSE, "expected a reply to a call that " + awaiting.peer
                + " awaits, found " + what + forgot, null);
    }

    /** One reply array from {@code responder}: it answers the earliest pending batch that holds all its ids. */
    void batch(PeerName responder, PeerName caller, JsonArray array) {
        PreparedService service = ProtocolInternals.receiving(conversation.protocol, responder);
        if (!conversation.correlation()) {
            ResponseBatchResult r = service.validateResponseBatchJson(array, BatchResponseContext.envelopeOnly());
            findings.addAll(r.findings(), null);
            conversation.incomplete |= !r.complete();
            return;
        }
        List<EnvelopeResult> envelopes = new ArrayList<>(array.size());
        List<IdKey> keys = new ArrayList<>(array.size());
        Set<IdKey> ids = new LinkedHashSet<>();
        for (int j = 0; j < array.size(); j++) {
            EnvelopeResult env = Envelope.check(array.get(j), conversation.version, "/" + j);
            envelopes.add(env);
            IdKey key = key(array.get(j), env);
            keys.add(key);
            if (key != null) {
                ids.add(key);
            }
        }
        PeerState awaiting = conversation.peers.get(caller);
        PendingBatch batch = null;
        for (PendingBatch b : awaiting.batches) {
            if (b.keys.containsAll(ids)) {
                batch = b;
                break;
            }
        }
        if (batch == null) {
            for (EnvelopeResult env : envelopes) {
                keepErrors(env.findings());
            }
            unsolicited(awaiting, "a reply array whose ids no pending request batch holds all of");
            return;
        }
        awaiting.batches.remove(batch);
        BatchResponseContext context = BatchResponseContext.originalBatch(batch.text);
        ResponseBatchResult r = service.version() == conversation.version
                ? service.validateResponseBatchJson(array, envelopes, context) // each envelope checked once, here
                : service.validateResponseBatchJson(array, context);
        Set<String> excusedPaths = excused(batch.excused, array, keys);
        for (Finding f : r.findings()) {
            if (f.is(ContractCode.INVALID_CONTEXT) || f.is(ContractCode.UNKNOWN_ERROR) && excusedPaths.contains(f.path())) {
                continue;
            }
            findings.add(f, batch.entry);
        }
        conversation.incomplete |= !r.complete();
        for (IdKey key : batch.keys) {
            if (key.equals(IdKey.NULL)) {
                continue;
            }
            if (ids.contains(key)) {
                awaiting.answered.remember(key, batch.entry, findings.index());
            } else { // the batch check reported it missing: a later reply to it is late, not a second one
                awaiting.answered.rememberMissed(key, batch.entry, findings.index());
            }
        }
        if (conversation.session != null) {
            for (int j = 0; j < array.size(); j++) {
                PendingBatch.Call call = keys.get(j) == null ? null : batch.unsettled(keys.get(j));
                if (call != null) {
                    call.settled = true;
                    conversation.session.settle(call.order, envelopes.get(j).message());
                }
            }
        }
    }

    /** The error-code paths whose UnknownError a cancellation excuses: the first reply to each cancelled call. */
    private static Set<String> excused(Map<IdKey, Long> cancelled, JsonArray array, List<IdKey> keys) {
        Set<String> paths = new LinkedHashSet<>();
        for (Map.Entry<IdKey, Long> c : cancelled.entrySet()) {
            int first = keys.indexOf(c.getKey());
            if (first >= 0 && errorCode(array.get(first), c.getValue())) {
                paths.add("/" + first + "/error/code");
            }
        }
        return paths;
    }

    /** True when the reply is an error with this code. */
    private static boolean errorCode(JsonValue reply, long code) {
        return reply instanceof JsonObject o && o.get("error") instanceof JsonObject e
                && e.get("code") instanceof JsonNumber n && n.equals(JsonNumber.of(code));
    }

    /** The id a reply is associated by: its id when readable (any value in 1.0), else {@code null}. */
    private IdKey key(JsonValue reply, EnvelopeResult env) {
        if (env.message() instanceof Message.Success s) {
            return IdKey.of(s.id());
        }
        if (env.message() instanceof Message.Failure f) {
            return IdKey.of(f.id());
        }
        Id id = Id.of(reply instanceof JsonObject o ? o.get("id") : null);
        if (id instanceof Id.Absent || id instanceof Id.Structured && conversation.version == JsonRpcVersion.V2_0) {
            return null;
        }
        return IdKey.of(id);
    }

    private void keepErrors(List<Finding> envelopeFindings) {
        for (Finding f : envelopeFindings) {
            if (f.isError()) {
                findings.add(f, null);
            }
        }
    }
}
