package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.runtime.Frame;
import dev.rpcgate.transcript.CheckerOptions;
import dev.rpcgate.transcript.EntryRef;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptChecker;
import dev.rpcgate.transcript.TranscriptEntry;
import dev.rpcgate.transcript.TranscriptSummary;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import java.io.PrintWriter;
import java.util.Optional;

/**
 * The checker {@code tap} feeds from both directions: each message is logged, checked and its findings written on
 * stderr before its last byte is passed on, so a reply can never reach the checker before its call. Thread-safe
 * (both pumps call it).
 */
final class TapCheck {
    /** How tap's own lines on stderr start, to tell them from the child's. */
    static final String LABEL = "rpcgate tap";

    private final TranscriptChecker checker;
    private final PeerRoles roles;
    private final EntrySenders senders;
    private final TrafficLog log;
    private final TranscriptFindings findings;
    private final PrintWriter err;
    private int errors;
    private int advisories;
    private TranscriptSummary summary;

    /** @param log where the traffic is logged, or {@code null} */
    TapCheck(ProtocolDescription protocol, CheckerOptions options, PeerRoles roles, TrafficLog log, PrintWriter err) {
        this.checker = new TranscriptChecker(protocol, options);
        this.roles = roles;
        this.senders = new EntrySenders(protocol.peers());
        this.log = log;
        this.findings = new TranscriptFindings(Converters.Format.TEXT, err, LABEL, false);
        this.err = err;
    }

    /** A frame from the client (our standard input) or from the server (the child). */
    synchronized void frame(boolean fromClient, Frame frame) {
        PeerName sender = fromClient ? roles.client() : roles.server();
        if (log != null) {
            if (fromClient) {
                log.client(frame);
            } else if (frame instanceof Frame.Body b) {
                log.server(b);
            }
        }
        switch (frame) {
            case Frame.Body b -> {
                int index = senders.add(sender);
                for (Finding f : checker.feed(new TranscriptEntry(sender, Optional.empty(), b.text(),
                        Optional.empty()))) {
                    Integer at = EntryRef.of(f).entry();
                    write(f, at != null && at == index ? sender.value() : senderOf(f));
                }
            }
            case Frame.Oversized o -> note("a message of " + o.size() + " bytes from " + sender + " is over "
                    + o.limit() + " bytes; it passed unchecked");
            case Frame.Malformed m -> note("the " + sender + "'s stream is not framed as expected: " + m.reason());
            case Frame.End ignored -> {
                // nothing
            }
        }
    }

    /** Ends the check: the end-of-input findings and a summary line on stderr. Later frames are ignored. */
    synchronized TranscriptSummary finish() {
        if (summary != null) {
            return summary;
        }
        summary = checker.finish();
        summary.findings().forEach(f -> write(f, senderOf(f)));
        note("checked " + summary.entries() + (summary.entries() == 1 ? " message: " : " messages: ")
                + errors + (errors == 1 ? " error, " : " errors, ") + advisories
                + (advisories == 1 ? " advisory" : " advisories")
                + (summary.outstanding() > 0 ? ", " + summary.outstanding() + " unanswered" : "")
                + (summary.complete() ? "" : " (incomplete: a limit was reached)"));
        return summary;
    }

    /** True when an error finding was written. */
    synchronized boolean errors() {
        return errors > 0;
    }

    private void write(Finding f, String sender) {
        if (f.isError()) {
            errors++;
        } else {
            advisories++;
        }
        // a stream has no lines and columns: a location would be one inside the message
        findings.write(f.withLocation(null), sender, null);
    }

    private String senderOf(Finding f) {
        return senders.find(EntryRef.of(f).entry()).map(PeerName::value).orElse(null);
    }

    private void note(String text) {
        err.println(LABEL + ": " + text);
        err.flush();
    }
}
