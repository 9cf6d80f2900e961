package dev.rpcgate.transcript;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingBudget;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.transcript.checker.Conversation;
import dev.rpcgate.transcript.log.LogEntry;
import dev.rpcgate.transcript.log.LogReader;
import dev.rpcgate.transcript.protocols.ProtocolDescription;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Checks a conversation between the two peers of a protocol, one entry at a time: each message against the service
 * of the peer that receives it, each reply against its call, and, when the protocol has a session, the order of
 * methods. {@link #feed} returns an entry's findings at once, kept by core's {@link FindingBudget} (save the one
 * in the budget's last slot: it is held until a later error makes that slot a {@code FindingLimit}, or
 * {@link #finish} returns it); {@link #finish} reports what is still unanswered.
 * Memory stays bounded by the {@link TranscriptLimits}, whatever the length of the conversation. Does no I/O and
 * never throws for any input. Not thread-safe: one conversation, one thread.
 */
public final class TranscriptChecker {
    private final CheckerOptions options;
    private final Conversation conversation;
    private final FindingBudget budget;
    private final List<Finding> raw = new ArrayList<>(); // one entry's findings before the budget; reused
    private int entries;
    private TranscriptSummary summary;

    /** A checker with the {@linkplain CheckerOptions#DEFAULT default options}: partial, correlated. */
    public TranscriptChecker(ProtocolDescription protocol) {
        this(protocol, CheckerOptions.DEFAULT);
    }

    /** A checker with these options. */
    public TranscriptChecker(ProtocolDescription protocol, CheckerOptions options) {
        Objects.requireNonNull(protocol, "protocol");
        this.options = Objects.requireNonNull(options, "options");
        this.conversation = new Conversation(protocol, options);
        this.budget = new FindingBudget(options.limits().findings(), "transcript");
    }

    /** Checks one entry and returns its findings; after {@link #finish} an entry is ignored. */
    public List<Finding> feed(TranscriptEntry entry) {
        Objects.requireNonNull(entry, "entry");
        return check(entry, null, null);
    }

    /**
     * Checks one entry read from a log and returns its findings, the same as {@link #feed(TranscriptEntry)} gives
     * for its {@linkplain LogEntry#entry() entry}; when the reader already parsed the message
     * ({@link LogEntry#parsed()}), that value is checked and the text is not parsed again (unless the protocol's
     * JSON limits are tighter than the log's and the value exceeds them: then the text is read, for the finding).
     * The value must be the one read from the entry's text, as {@link LogReader} gives it.
     */
    public List<Finding> feed(LogEntry entry) {
        Objects.requireNonNull(entry, "entry");
        return check(entry.entry(), entry.parsed().orElse(null), entry.escaped().orElse(null));
    }

    private List<Finding> check(TranscriptEntry entry, JsonValue parsed, String escaped) {
        if (summary != null) {
            return List.of();
        }
        int index = entries++;
        raw.clear();
        try {
            conversation.check(index, entry, parsed, escaped, raw);
        } catch (RuntimeException | StackOverflowError e) {
            // never let one entry end the check: it becomes a finding, and the check is incomplete
            conversation.markIncomplete();
            raw.add(Finding.error(TranscriptCode.CHECK_FAILED, "expected to check entry " + index + ", found an"
                    + " internal failure (" + e.getClass().getSimpleName() + "); the rest of the entry is unchecked",
                    "", entry.location().orElse(null)).with(new EntryRef(index, null)));
        }
        budget.addAll(raw);
        return budget.take();
    }

    /** Checks entries in order; the findings are those that feeding them one by one gives, in the same order. */
    public List<Finding> feedAll(List<TranscriptEntry> entries) {
        List<Finding> out = new ArrayList<>();
        for (TranscriptEntry e : entries) {
            out.addAll(feed(e));
        }
        return out;
    }

    /**
     * Ends the input: reports each unanswered call, unreadable request and request batch, and summarises (a finding
     * held in the budget's last slot comes first, since no error came after it). Later calls return the same summary.
     */
    public TranscriptSummary finish() {
        if (summary == null) {
            List<Finding> end;
            int outstanding;
            try {
                end = conversation.correlation() ? conversation.finish() : List.of();
                outstanding = end.size();
            } catch (RuntimeException | StackOverflowError e) {
                conversation.markIncomplete();
                outstanding = 0;
                end = List.of(Finding.error(TranscriptCode.CHECK_FAILED, "expected to report the unanswered calls,"
                        + " found an internal failure (" + e.getClass().getSimpleName() + ")", "", null));
            }
            budget.addAll(end);
            summary = new TranscriptSummary(budget.takeRest(), entries, outstanding,
                    !conversation.incomplete() && !budget.stopped(), options.correlation());
        }
        return summary;
    }
}
