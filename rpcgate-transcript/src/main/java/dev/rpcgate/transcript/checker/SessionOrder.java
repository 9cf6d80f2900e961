package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptCode;
import dev.rpcgate.transcript.protocols.JsonPointer;
import dev.rpcgate.transcript.protocols.SessionRules;

import java.util.Set;

/**
 * The session order checks: states, capabilities and cancellations, applied to requests the receiving peer models
 * and settled by their replies. Only a protocol with {@code @jsonRpcSession} has them, and only with correlation.
 */
final class SessionOrder {
    private final Conversation conversation;
    private final SessionState state;

    SessionOrder(Conversation conversation, SessionState state) {
        this.conversation = conversation;
        this.state = state;
    }

    /**
     * Checks a request (or a batch element) that correlation accepted. Only a valid request without order findings
     * moves the session; its call then carries the rules its reply applies.
     *
     * @param result  the request's validation, or {@code null} when the batch check stopped before it
     * @param call    the tracked single call, or {@code null}
     * @param batch   the tracked batch the request is in, or {@code null}
     * @param element the batch call, or {@code null}
     * @param ownKeys the ids of the request's own batch
     */
    void request(PeerName sender, PeerName receiver, String method, JsonValue params, RequestResult result,
                 ActiveCall call, PendingBatch batch, PendingBatch.Call element, Set<IdKey> ownKeys) {
        SessionRules.MethodOrder order = state.rules.find(receiver, method);
        if (order == null) {
            return; // the receiver does not model it: UnknownMethod already says so
        }
        EntryFindings findings = conversation.findings;
        if (call != null) {
            token(sender, call, params);
        }
        boolean accepted = result != null && result.isValid();
        if (!order.allowedIn().isEmpty() && !order.allowedIn().contains(state.state)) {
            findings.error(TranscriptCode.STATE_VIOLATION, "expected method " + method + " only in state "
                    + FindingText.or(order.allowedIn()) + ", found it sent by " + sender + " at entry " + findings.index()
                    + " in state " + state.state, state.lastTransition);
            accepted = false;
        }
        for (String capability : order.requires()) {
            if (!state.advertised.contains(capability)) {
                findings.error(TranscriptCode.CAPABILITY_NOT_ADVERTISED, "expected capability " + capability
                        + " to be advertised before method " + method + ", found it not advertised when " + sender
                        + " sent the method at entry " + findings.index(), state.lastSourceCall.get(capability));
                accepted = false;
            }
        }
        if (!accepted) {
            if (call != null && result != null && result.isValid()) {
                call.refused = true; // its state or capabilities refuse it, so a refusal is a right answer
            }
            return;
        }
        if (order.onCall().isPresent()) { // tests, not capturing lambdas: this runs for every request
            state.enter(order.onCall().get(), findings.index());
        }
        for (SessionRules.CapabilitySource source : order.advertises()) {
            if (source.inParams()) {
                advertise(source, params == null ? null : source.pointer().resolve(params));
                state.lastSourceCall.put(source.name(), findings.index());
            }
        }
        if (call != null || element != null) {
            if (call != null) {
                call.order = order;
            } else {
                element.order = order;
            }
            for (SessionRules.CapabilitySource source : order.advertises()) {
                if (!source.inParams()) {
                    state.lastSourceCall.put(source.name(), findings.index());
                }
            }
        }
        if (order.cancels().isPresent()) {
            cancel(sender, order.cancels().get(), params, batch, ownKeys);
        }
        if (order.progress().isPresent()) {
            progress(receiver, order.progress().get(), params);
        }
    }

    /** Registers the progress token a call's params give, for the reports its receiver may send on it. */
    private void token(PeerName sender, ActiveCall call, JsonValue params) {
        if (params == null) {
            return;
        }
        for (JsonPointer pointer : state.rules.progressPointers(sender)) {
            JsonValue token = pointer.resolve(params);
            if (token == null || token instanceof JsonNull) {
                continue;
            }
            IdKey key = IdKey.of(Id.of(token));
            PeerState caller = conversation.peers.get(sender);
            ProgressState holder = caller.tokens.get(key);
            if (holder != null && caller.awaits(holder)) {
                EntryFindings findings = conversation.findings;
                findings.error(TranscriptCode.PROGRESS_TOKEN_REUSED, "expected a progress token that no active call"
                        + " of " + sender + " gives, found " + FindingText.id(Id.of(token)) + ", which its call at entry "
                        + holder.entry + " gave and which still awaits its reply", holder.entry);
                return;
            }
            call.progress = new ProgressState(key, call.key, call.entry);
            caller.tokens.put(key, call.progress);
            return;
        }
    }

    /** Checks a progress report to {@code receiver}: its token names a call still awaiting, its value increases. */
    private void progress(PeerName receiver, SessionRules.Progress p, JsonValue params) {
        if (!(params instanceof JsonObject o) || o.get(p.tokenMember()) == null) {
            return; // MissingRequired says so
        }
        JsonValue token = o.get(p.tokenMember());
        PeerState caller = conversation.peers.get(receiver);
        ProgressState call = caller.tokens.get(IdKey.of(Id.of(token)));
        EntryFindings findings = conversation.findings;
        if (call == null) {
            findings.error(TranscriptCode.UNKNOWN_PROGRESS_TOKEN, "expected the progress token of a call that "
                    + receiver + " sent and that still awaits its reply, found " + FindingText.id(Id.of(token))
                    + ", which no such call gave", null);
            return;
        }
        if (p.valueMember().isEmpty() || !(o.get(p.valueMember().get()) instanceof JsonNumber n)) {
            return;
        }
        java.math.BigDecimal value = n.findBigDecimal().orElse(null); // parsed once
        if (value == null) {
            return;
        }
        if (call.last != null && value.compareTo(call.last) <= 0) {
            findings.error(TranscriptCode.PROGRESS_NOT_INCREASING, "expected the progress on the call at entry "
                    + call.entry + " to increase past " + call.last.toPlainString() + ", found "
                    + n.lexeme(), call.entry);
        }
        if (call.last == null || value.compareTo(call.last) > 0) {
            call.last = value;
        }
    }

    private void advertise(SessionRules.CapabilitySource source, JsonValue v) {
        if (v == null || v instanceof JsonNull || v instanceof JsonBoolean b && !b.value()) {
            state.advertised.remove(source.name());
        } else {
            state.advertised.add(source.name());
        }
    }

    private void cancel(PeerName sender, SessionRules.Cancellation c, JsonValue params, PendingBatch own,
                        Set<IdKey> ownKeys) {
        JsonValue named = null;
        if (params instanceof JsonObject o) {
            named = o.get(c.member());
        } else if (params instanceof JsonArray a && c.position().isPresent() && c.position().getAsInt() < a.size()) {
            named = a.get(c.position().getAsInt());
        }
        if (named == null) {
            return;
        }
        Id id = Id.of(named);
        IdKey key = IdKey.of(id);
        PeerState caller = conversation.peers.get(sender);
        ActiveCall active = caller.active.get(key);
        if (active != null) {
            active.cancelled = true;
            active.excusedCode = c.code().isPresent() ? c.code().getAsLong() : null;
            if (c.noReply()) {
                caller.settleCancelled(active, conversation.findings.index());
            }
            return;
        }
        if (!key.equals(IdKey.NULL)) { // a null id never names a batch call: it also answers invalid elements
            for (PendingBatch b : caller.batches) {
                if (b != own && b.keys.contains(key)) {
                    if (c.code().isPresent()) {
                        b.excused.putIfAbsent(key, c.code().getAsLong());
                    }
                    return;
                }
            }
            if (ownKeys.contains(key)) {
                return; // its own batch may be processed in any order: no finding, nothing excused
            }
        }
        AnsweredMemory.Answered answered = caller.answered.find(key);
        EntryFindings findings = conversation.findings;
        findings.advisory(TranscriptCode.CANCEL_INACTIVE_CALL, "expected the cancellation at entry "
                + findings.index() + " to name an active call of " + sender + ", found id " + FindingText.id(id)
                + ", which awaits no reply (the reply may have crossed the cancellation)",
                answered == null ? null : answered.call());
    }

    /** Applies a reply to an accepted call: onSuccess and its capabilities, or onError. */
    void settle(SessionRules.MethodOrder order, Message reply) {
        if (order == null) {
            return;
        }
        int entry = conversation.findings.index();
        if (reply instanceof Message.Success s) {
            if (order.onSuccess().isPresent()) { // tests, not capturing lambdas: this runs for every reply
                state.enter(order.onSuccess().get(), entry);
            }
            for (SessionRules.CapabilitySource source : order.advertises()) {
                if (!source.inParams()) {
                    advertise(source, source.pointer().resolve(s.result()));
                }
            }
        } else if (reply instanceof Message.Failure) {
            if (order.onError().isPresent()) {
                state.enter(order.onError().get(), entry);
            }
        }
    }
}
