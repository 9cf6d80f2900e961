package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.core.message.Envelope;
import dev.rpcgate.core.message.EnvelopeCode;
import dev.rpcgate.core.message.EnvelopeResult;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.message.Message;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.IndexedRequest;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.RequestBatchResult;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.transcript.CheckerOptions;
import dev.rpcgate.transcript.Completeness;
import dev.rpcgate.transcript.EntryRef;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptChecker;
import dev.rpcgate.transcript.TranscriptCode;
import dev.rpcgate.transcript.TranscriptEntry;
import dev.rpcgate.transcript.log.LogEntry;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import dev.rpcgate.transcript.protocols.ProtocolInternals;
import dev.rpcgate.transcript.protocols.SessionRules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Internal to rpcgate-transcript: the checking of one conversation for a {@link TranscriptChecker}, entry by entry:
 * who sent what, requests and request batches (classified once, by the receiver's request check, whose envelope each
 * request's tracking reads), what each peer awaits. Replies are correlated by
 * {@link ReplyCorrelator}, order by {@link SessionOrder}. Mutable, owned by one checker.
 */
public final class Conversation {
    final ProtocolDescription protocol;
    final CheckerOptions options;
    final JsonRpcVersion version;
    final EntryFindings findings = new EntryFindings();
    final Map<PeerName, PeerState> peers = new LinkedHashMap<>();
    final SessionOrder session; // null without @jsonRpcSession or without correlation
    private final JsonReader reader;
    private final ReplyCorrelator replies;
    boolean incomplete;

    /** The checking with these options, of the protocol as they read it (their 1.0 error mapping, when given). */
    public Conversation(ProtocolDescription described, CheckerOptions options) {
        this.protocol = options.legacyErrors().map(m -> ProtocolInternals.withLegacyErrors(described, m))
                .orElse(described);
        this.options = options;
        this.version = protocol.version();
        this.reader = JsonReader.withLimits(protocol.policy().limits().json());
        for (PeerName p : protocol.peers()) {
            peers.put(p, new PeerState(p, options.limits().answeredIds(), options.limits().activeCalls()));
        }
        Optional<SessionRules> rules = ProtocolInternals.session(this.protocol);
        this.session = options.correlation() && rules.isPresent()
                ? new SessionOrder(this, new SessionState(rules.get())) : null;
        this.replies = new ReplyCorrelator(this);
    }

    /** Whether replies are correlated with calls. */
    public boolean correlation() {
        return options.correlation();
    }

    /** True once a limit or a failure left part of the check undone. */
    public boolean incomplete() {
        return incomplete;
    }

    /** Records that part of the check was left undone (an internal failure). */
    public void markIncomplete() {
        incomplete = true;
    }

    /**
     * Checks one entry; {@code parsed}, when not {@code null}, is the message as a log reader already read it from
     * the entry's text (its locations count from wherever that reader started); {@code escaped}, when not
     * {@code null}, is the string the message was decoded from, as written (see {@link LogEntry#escaped()}).
     */
    public void check(int index, TranscriptEntry e, JsonValue parsed, String escaped, List<Finding> out) {
        findings.begin(index, e.location().orElse(null), out);
        if (escaped != null) {
            findings.inEscaped(escaped);
        }
        PeerName sender = e.sender();
        PeerName receiver = protocol.other(sender).orElse(null);
        if (receiver == null) {
            findings.error(TranscriptCode.UNKNOWN_PEER, "expected the sender to be " + FindingText.or(names()) + ", found \""
                    + sender + "\"; the entry is skipped", null);
            return;
        }
        if (e.receiver().isPresent() && !e.receiver().get().equals(receiver)) {
            findings.error(TranscriptCode.UNKNOWN_PEER, "expected a message from " + sender + " to go to " + receiver
                    + ", found it addressed to \"" + e.receiver().get() + "\"; the entry is skipped", null);
            return;
        }
        int limit = options.limits().entryBytes();
        // a char takes one to three bytes (a surrogate pair four for two chars): count only when it could matter
        long bytes = e.message().length() <= limit / 3 ? 0 : utf8Length(e.message());
        if (bytes > limit) {
            incomplete = true;
            findings.error(TranscriptCode.ENTRY_LIMIT, "expected an entry of at most " + limit
                    + " bytes of UTF-8, found " + bytes + " bytes; the entry is skipped", null);
            return;
        }
        JsonValue value;
        if (parsed != null && parsed.documentDepth().isPresent() && readable(parsed, e.message())) { // read from text
            value = parsed;
            findings.inValue(parsed); // the value's locations count from where its reader started
        } else {
            JsonParse parse = reader.read(e.message());
            if (!parse.isValid()) {
                findings.addAll(parse.findings(), null);
                if (correlation()) {
                    unreadable(sender, e.message(), false);
                }
                return;
            }
            value = parse.value();
        }
        if (value instanceof JsonArray array) {
            if (version == JsonRpcVersion.V1_0) {
                findings.error(EnvelopeCode.UNSUPPORTED_MESSAGE, "expected one message object, since JSON-RPC 1.0 has"
                        + " no batches, found an array", null);
            } else if (isReplyBatch(array)) {
                replies.batch(sender, receiver, array);
            } else {
                requestBatch(sender, receiver, array, e.message());
            }
        } else if (isReply(value)) {
            replies.single(sender, receiver, value);
        } else {
            request(sender, receiver, value, e.message());
        }
    }

    /**
     * True when reading the text with this protocol's reader would give this value, which was read from text (so
     * it is strict JSON: no duplicate keys, well-formed, no unpaired surrogates): the text is within the protocol's
     * size and depth limits, which may be tighter than those of the reader that read it.
     */
    private boolean readable(JsonValue parsed, String text) {
        int maxBytes = reader.limits().maxBytes();
        if (text.length() > maxBytes || (long) text.length() * 3 > maxBytes && utf8Length(text) > maxBytes) {
            return false;
        }
        int maxDepth = reader.limits().maxDepth();
        OptionalInt documentDepth = parsed.documentDepth();
        if (documentDepth.isPresent() && documentDepth.getAsInt() <= maxDepth) {
            return true; // the whole record it was read from nests within the bound: no need to walk the value
        }
        // the recursion stays shallow: past 256 levels the text is read instead, with its own bounded walk
        return withinDepth(parsed, Math.min(maxDepth, 256));
    }

    /** True when arrays and objects nest at most {@code depth} levels deep. */
    private static boolean withinDepth(JsonValue v, int depth) {
        if (v instanceof JsonObject o) {
            if (depth < 1) {
                return false;
            }
            for (int i = 0, n = o.size(); i < n; i++) {
                JsonValue m = o.valueAt(i);
                if ((m instanceof JsonObject || m instanceof JsonArray) && !withinDepth(m, depth - 1)) {
                    return false;
                }
            }
        } else if (v instanceof JsonArray a) {
            if (depth < 1) {
                return false;
            }
            for (int i = 0, n = a.size(); i < n; i++) {
                JsonValue m = a.get(i);
                if ((m instanceof JsonObject || m instanceof JsonArray) && !withinDepth(m, depth - 1)) {
                    return false;
                }
            }
        }
        return true;
    }

    private List<String> names() {
        return protocol.peers().stream().map(PeerName::value).toList();
    }

    static boolean isReply(JsonValue v) {
        return v instanceof JsonObject o && !o.has("method") && (o.has("result") || o.has("error"));
    }

    private static boolean isReplyBatch(JsonArray array) {
        boolean reply = false;
        for (JsonValue v : array.elements()) {
            if (v instanceof JsonObject o) {
                if (o.has("method")) {
                    return false;
                }
                reply |= o.has("result") || o.has("error");
            }
        }
        return reply;
    }

    private void request(PeerName sender, PeerName receiver, JsonValue value, String text) {
        RequestResult r = ProtocolInternals.receiving(protocol, receiver).validateJson(value);
        requestFindings(r.findings(), receiver, value);
        incomplete |= !r.complete();
        if (!correlation()) {
            return;
        }
        EnvelopeResult env = r.envelope() != null ? r.envelope() : unclassified(value, "");
        switch (env.message()) {
            case Message.Call c -> {
                ActiveCall call = track(sender, IdKey.of(c.id()), c.id(), text, value, false);
                if (call != null) {
                    call.method = c.method();
                }
                if (call != null && session != null) {
                    session.request(sender, receiver, c.method(), c.params(), r, call, null, null, Set.of());
                }
            }
            case Message.Notification n -> {
                if (version == JsonRpcVersion.V1_0) {
                    peers.get(sender).answered.rememberNotification(findings.index());
                }
                if (session != null) {
                    session.request(sender, receiver, n.method(), n.params(), r, null, null, null, Set.of());
                }
            }
            case null -> {
                if (!(env.replyId() instanceof Id.Null)) {
                    track(sender, IdKey.of(env.replyId()), env.replyId(), text, value, version == JsonRpcVersion.V1_0);
                } else {
                    unreadable(sender, text, false);
                }
            }
            default -> {
            }
        }
    }

    private void requestBatch(PeerName sender, PeerName receiver, JsonArray array, String text) {
        RequestBatchResult r = ProtocolInternals.receiving(protocol, receiver).validateRequestBatchJson(array);
        requestFindings(r.findings(), receiver, array);
        incomplete |= !r.complete();
        if (!correlation()) {
            return;
        }
        if (array.isEmpty()) {
            unreadable(sender, text, true);
            return;
        }
        List<EnvelopeResult> envelopes = r.envelopes().size() == array.size() ? r.envelopes() : unclassified(array);
        Set<IdKey> keys = new LinkedHashSet<>();
        List<PendingBatch.Call> calls = new ArrayList<>();
        for (int k = 0; k < array.size(); k++) {
            EnvelopeResult env = envelopes.get(k);
            if (env.message() instanceof Message.Call c) {
                IdKey key = IdKey.of(c.id());
                keys.add(key);
                calls.add(new PendingBatch.Call(key));
            } else if (env.message() == null) {
                keys.add(IdKey.of(env.replyId()));
                calls.add(null);
            } else {
                calls.add(null);
            }
        }
        PendingBatch batch = null;
        PeerState state = peers.get(sender);
        if (!keys.isEmpty()) {
            if (!room(state, "a request batch")) {
                return; // a refused batch is not checked against the session either
            }
            batch = new PendingBatch(findings.index(), text, findings.at(), keys);
            for (PendingBatch.Call c : calls) {
                if (c != null) {
                    batch.calls.add(c);
                }
            }
            state.batches.add(batch);
        }
        if (session == null) {
            return;
        }
        List<IndexedRequest> results = r.entries();
        for (int k = 0; k < array.size(); k++) {
            RequestResult rk = k < results.size() ? results.get(k).result() : null;
            switch (envelopes.get(k).message()) {
                case Message.Call c -> session.request(sender, receiver, c.method(), c.params(), rk, null, batch,
                        calls.get(k), keys);
                case Message.Notification n -> session.request(sender, receiver, n.method(), n.params(), rk, null,
                        batch, null, keys);
                case null, default -> {
                }
            }
        }
    }

    /**
     * The envelope of a request the service's check did not classify, which happens only for a value over its
     * nesting bound (the entry's reader has the same bounds, so an entry read here never is).
     */
    private EnvelopeResult unclassified(JsonValue value, String path) {
        return Envelope.check(value, version, path);
    }

    /** The envelopes of a batch the service's check did not classify (see {@link #unclassified(JsonValue, String)}). */
    private List<EnvelopeResult> unclassified(JsonArray array) {
        List<EnvelopeResult> out = new ArrayList<>(array.size());
        for (int k = 0; k < array.size(); k++) {
            out.add(unclassified(array.get(k), "/" + k));
        }
        return out;
    }

    /**
     * Reports request findings; a request to a peer that accepts nothing is UnknownMethod on the protocol shape, and
     * an unknown notification the protocol lets its receiver ignore is only the IgnoredNotification advisory.
     */
    private void requestFindings(List<Finding> found, PeerName receiver, JsonValue value) {
        for (Finding f : found) {
            if (!f.is(ContractCode.UNKNOWN_METHOD)) {
                findings.add(f, null);
                continue;
            }
            if (ignorable(value, f.path())) {
                f = Finding.advisory(TranscriptCode.IGNORED_NOTIFICATION, "expected a notification that " + receiver
                        + " models, found " + methodAt(value, f.path()) + ", which protocol " + protocol.id()
                        + " lets a receiver ignore", f.path(),
                        f.location());
            } else if (protocol.serviceFor(receiver).isEmpty()) {
                f = new ModelRef(protocol.id().toString(), null, null).on(new Finding(f.code(), f.severity(),
                        "expected no requests to " + receiver + ", which accepts no service in protocol "
                        + protocol.id() + ", found method " + methodAt(value, f.path()), f.path(), f.location()));
            }
            findings.add(f, null);
        }
    }

    /** True when the request the finding's path is in is a notification whose method the protocol lets pass. */
    private boolean ignorable(JsonValue value, String path) {
        JsonValue at = elementAt(value, path);
        return at instanceof JsonObject o && !o.has("id") && o.get("method") instanceof JsonString s
                && ProtocolInternals.ignorable(protocol, s.value());
    }

    /** The request a path points into: the value, or the batch element its first step names. */
    private static JsonValue elementAt(JsonValue value, String path) {
        if (path.startsWith("/") && value instanceof JsonArray a) {
            int slash = path.indexOf('/', 1);
            try {
                return a.get(Integer.parseInt(path.substring(1, slash < 0 ? path.length() : slash)));
            } catch (RuntimeException e) {
                return null;
            }
        }
        return value;
    }

    private static String methodAt(JsonValue value, String path) {
        JsonValue at = elementAt(value, path);
        return at instanceof JsonObject o && o.get("method") instanceof JsonString s ? FindingText.value(s) : "(unknown)";
    }

    /** Tracks a call; {@code null} when correlation refuses it (an active id, or no room). */
    private ActiveCall track(PeerName sender, IdKey key, Id id, String text, JsonValue value, boolean contextless) {
        PeerState state = peers.get(sender);
        ActiveCall earlier = state.active.get(key);
        if (earlier != null) {
            findings.error(TranscriptCode.ACTIVE_ID_REUSED, "expected an id that " + sender + " is not still awaiting"
                    + " a reply to, found " + FindingText.id(id) + ", the id of its call at entry " + earlier.entry
                    + "; the new call is not tracked", earlier.entry);
            return null;
        }
        if (!room(state, "a call")) {
            return null;
        }
        ActiveCall call = new ActiveCall(findings.index(), text, value, findings.at(), key, FindingText.id(id), contextless);
        state.active.put(key, call);
        return call;
    }

    /** Tracks a 2.0 request without a usable id; 1.0 defines no reply to one, so it is not awaited. */
    private void unreadable(PeerName sender, String text, boolean emptyBatch) {
        if (version == JsonRpcVersion.V1_0) {
            return;
        }
        PeerState state = peers.get(sender);
        if (room(state, emptyBatch ? "an empty batch" : "an unreadable request")) {
            state.unreadable.add(new UnreadableRequest(findings.index(), text, findings.at(), emptyBatch));
        }
    }

    private boolean room(PeerState state, String what) {
        if (state.tracked() < options.limits().activeCalls()) {
            return true;
        }
        incomplete = true;
        findings.error(TranscriptCode.ACTIVE_CALL_LIMIT, "expected at most " + options.limits().activeCalls()
                + " requests of " + state.peer + " awaiting replies, found one more (" + what + "); it is not tracked",
                null);
        return false;
    }

    /** The number of UTF-8 bytes the text takes (an unpaired surrogate counts as the 3 bytes of U+FFFD). */
    private static long utf8Length(String text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes++;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }

    /** What is still awaited, in entry order, as end-of-input findings: errors when complete, else advisories. */
    public List<Finding> finish() {
        record Due(int entry, PeerName caller, String what, SourceLocation location) {
        }
        List<Due> due = new ArrayList<>();
        for (PeerState p : peers.values()) {
            for (ActiveCall c : p.active.values()) {
                due.add(new Due(c.entry, p.peer, "call with id " + c.id, c.location));
            }
            for (UnreadableRequest u : p.unreadable) {
                due.add(new Due(u.entry(), p.peer, u.emptyBatch() ? "empty batch" : "request without a usable id",
                        u.location()));
            }
            for (PendingBatch b : p.batches) {
                due.add(new Due(b.entry, p.peer, "request batch", b.location));
            }
        }
        due.sort(Comparator.comparingInt(Due::entry));
        boolean complete = options.completeness() == Completeness.COMPLETE;
        List<Finding> out = new ArrayList<>(due.size());
        for (Due d : due) {
            String expected = "expected a reply to the " + d.what() + " that " + d.caller() + " sent at entry " + d.entry();
            Finding f = complete
                    ? Finding.error(ContractCode.MISSING_RESPONSE, expected + ", found none in the complete transcript",
                    "", d.location())
                    : Finding.advisory(TranscriptCode.OUTSTANDING_CALL, expected + ", found none yet in the partial"
                    + " transcript", "", d.location());
            out.add(new EntryRef(null, d.entry()).on(f));
        }
        return out;
    }
}
