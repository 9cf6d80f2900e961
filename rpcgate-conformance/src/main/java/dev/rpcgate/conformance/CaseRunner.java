package dev.rpcgate.conformance;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Runs one case on one peer over one transport and judges the replies. */
public final class CaseRunner {
    /** The id of the follow-up call that checks a session survived a case. */
    public static final String PROBE_ID = "conformance-probe";
    static final byte[] PROBE = ("{\"jsonrpc\":\"2.0\",\"id\":\"" + PROBE_ID + "\",\"method\":\"echo\",\"params\":[\"probe\"]}")
            .getBytes(StandardCharsets.UTF_8);
    private static final Duration POLL = Duration.ofMillis(50);

    private final RunSettings settings;

    /** A runner with these waits. */
    public CaseRunner(RunSettings settings) {
        this.settings = settings;
    }

    /** Runs {@code c} on {@code peer} over {@code transport}. Never throws for anything the peer does. */
    public Outcome run(Peer peer, Peer.Transport transport, ConformanceCase c) {
        long start = System.nanoTime();
        Outcome o = notApplicable(peer, transport, c);
        if (o == null) {
            try {
                o = transport == Peer.Transport.STREAM ? stream(peer, c, start) : http(peer, c, start);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                o = outcome(Outcome.Status.CRASH, "interrupted", List.of(), start);
            } catch (RuntimeException | Error e) {
                o = outcome(Outcome.Status.CRASH, "the adapter threw " + describe(e), List.of(), start);
            }
        }
        return o;
    }

    private static Outcome notApplicable(Peer peer, Peer.Transport transport, ConformanceCase c) {
        String why = null;
        if (!c.transports().contains(transport)) {
            why = "the case is not for " + transport.name().toLowerCase(java.util.Locale.ROOT);
        } else if (!peer.transports().contains(transport)) {
            why = "the peer has no " + transport.name().toLowerCase(java.util.Locale.ROOT) + " transport";
        } else if (c.needsBatch() && !peer.supportsBatches()) {
            why = "the peer offers no batches";
        } else if (c.newlineOnly() && peer.framing() != Peer.StreamFraming.NEWLINE) {
            why = "newline framing only; the peer frames with Content-Length";
        }
        return why == null ? null : new Outcome(Outcome.Status.NOT_APPLICABLE, why, List.of(), Duration.ZERO);
    }

    private Outcome stream(Peer peer, ConformanceCase c, long start) throws InterruptedException {
        List<Replies.Actual> replies = new ArrayList<>();
        Peer.StreamSession session;
        try {
            session = peer.openStream();
        } catch (IOException e) {
            return outcome(Outcome.Status.CRASH, "could not open a session: " + describe(e), List.of(), start);
        }
        try (session) {
            List<byte[]> writes = writes(c, peer.framing());
            for (int i = 0; i < writes.size(); i++) {
                if (i > 0) {
                    Thread.sleep(settings.writeGap().toMillis());
                }
                session.write(writes.get(i));
            }
            if (c.finishWriting()) {
                try {
                    session.finishWriting();
                } catch (UnsupportedOperationException e) {
                    return new Outcome(Outcome.Status.NOT_APPLICABLE, "the session cannot end its input alone",
                            List.of(), Duration.ZERO);
                }
            }
            int want = c.fewestReplies();
            long deadline = System.nanoTime() + settings.replyTimeout().toNanos();
            ProbeSeen probe = new ProbeSeen();
            while (replies.size() < want && System.nanoTime() < deadline) {
                Optional<byte[]> r = session.nextReply(min(POLL, deadline));
                if (r.isPresent()) {
                    collect(r.get(), replies, probe);
                } else if (!session.alive()) {
                    break;
                }
            }
            boolean missing = replies.size() < want;
            if (!missing) {
                Optional<byte[]> r;
                while ((r = session.nextReply(settings.quiet())).isPresent()) {
                    collect(r.get(), replies, probe);
                }
            }
            if (!c.survives()) {
                if (missing && replies.isEmpty() && session.alive() && !c.finishWriting()) {
                    return outcome(Outcome.Status.HANG, "no reply within " + seconds(settings.replyTimeout()), replies, start);
                }
                return judge(c, replies, start);
            }
            if (!session.alive()) {
                return outcome(Outcome.Status.CRASH, "the peer closed the stream" + (missing ? " before replying" : ""),
                        replies, start);
            }
            session.write(frame(PROBE, peer.framing()));
            long probeDeadline = System.nanoTime() + settings.probeTimeout().toNanos();
            while (!probe.seen && System.nanoTime() < probeDeadline) {
                Optional<byte[]> r = session.nextReply(min(POLL, probeDeadline));
                if (r.isPresent()) {
                    collect(r.get(), replies, probe);
                } else if (!session.alive()) {
                    return outcome(Outcome.Status.CRASH, "the peer closed the stream before answering the follow-up call",
                            replies, start);
                }
            }
            if (!probe.seen) {
                return outcome(Outcome.Status.HANG, (missing ? "no reply within " + seconds(settings.replyTimeout()) + ", and " : "")
                        + "the follow-up call was not answered within " + seconds(settings.probeTimeout()), replies, start);
            }
            if (probe.problem != null) {
                return outcome(Outcome.Status.FAIL, "the follow-up call was answered wrongly: " + probe.problem, replies, start);
            }
            return judge(c, replies, start);
        } catch (IOException e) {
            return outcome(Outcome.Status.CRASH, "the stream failed: " + describe(e), replies, start);
        }
    }

    private Outcome http(Peer peer, ConformanceCase c, long start) throws InterruptedException {
        List<Replies.Actual> replies = new ArrayList<>();
        try {
            for (ConformanceCase.Payload p : c.input()) {
                Peer.HttpResult r = peer.post(p.bytes(), "application/json", settings.replyTimeout());
                Replies.Actual a = httpReply(r);
                if (a != null) {
                    replies.add(a);
                }
            }
            if (c.survives()) {
                Peer.HttpResult r = peer.post(PROBE, "application/json", settings.probeTimeout());
                Replies.Actual a = httpReply(r);
                ProbeSeen probe = new ProbeSeen();
                if (a == null || !isProbe(a, probe)) {
                    return outcome(Outcome.Status.FAIL, "the follow-up call was not answered: "
                            + (a == null ? "HTTP " + r.status() + " without a body" : a.text()), replies, start);
                }
                if (probe.problem != null) {
                    return outcome(Outcome.Status.FAIL, "the follow-up call was answered wrongly: " + probe.problem, replies, start);
                }
            }
        } catch (HttpTimeoutException e) {
            return outcome(Outcome.Status.HANG, "no HTTP answer within the timeout", replies, start);
        } catch (IOException e) {
            return outcome(Outcome.Status.CRASH, "the HTTP exchange failed: " + describe(e), replies, start);
        } catch (UnsupportedOperationException e) {
            return new Outcome(Outcome.Status.NOT_APPLICABLE, "the peer has no HTTP transport", List.of(), Duration.ZERO);
        }
        return judge(c, replies, start);
    }

    /** The reply an HTTP answer carries, or null for none (204, 202, an empty 200). */
    private static Replies.Actual httpReply(Peer.HttpResult r) {
        boolean blank = new String(r.body(), StandardCharsets.UTF_8).isBlank();
        if (blank) {
            return r.status() == 200 || r.status() == 202 || r.status() == 204 ? null
                    : Replies.Actual.nonReply("HTTP " + r.status() + " without a body");
        }
        return Replies.Actual.of(r.body(), r.status() == 200 ? "" : "HTTP " + r.status() + ": ");
    }

    private Outcome judge(ConformanceCase c, List<Replies.Actual> replies, long start) {
        if (Replies.matchesAny(c.outcomes(), replies)) {
            return outcome(Outcome.Status.PASS, "", replies, start);
        }
        StringBuilder why = new StringBuilder("expected ").append(Replies.describe(c.outcomes().getFirst()));
        for (int i = 1; i < c.outcomes().size(); i++) {
            why.append(" or ").append(Replies.describe(c.outcomes().get(i)));
        }
        why.append("; got ").append(replies.isEmpty() ? "no reply" : replies.size() + (replies.size() == 1 ? " reply" : " replies"));
        for (Replies.Actual a : replies) {
            if (a.problem() != null) {
                why.append(" (invalid reply: ").append(a.problem()).append(')');
                break;
            }
        }
        return outcome(Outcome.Status.FAIL, why.toString(), replies, start);
    }

    private static final class ProbeSeen {
        boolean seen;
        String problem;
    }

    /** Adds a reply unless it is the answer to the follow-up call. */
    private static void collect(byte[] bytes, List<Replies.Actual> replies, ProbeSeen probe) {
        Replies.Actual a = Replies.Actual.of(bytes, "");
        if (!isProbe(a, probe)) {
            replies.add(a);
        }
    }

    private static boolean isProbe(Replies.Actual a, ProbeSeen probe) {
        if (a.value() instanceof JsonObject o && o.get("id") instanceof JsonString s && s.value().equals(PROBE_ID)) {
            probe.seen = true;
            if (a.problem() != null) {
                probe.problem = a.problem();
            } else if (!o.has("result")) {
                probe.problem = "an error: " + a.text();
            }
            return true;
        }
        return false;
    }

    /** The bytes each write sends: framed payloads (raw ones as they are), all in one write when pipelined. */
    static List<byte[]> writes(ConformanceCase c, Peer.StreamFraming framing) {
        List<byte[]> writes = new ArrayList<>();
        for (ConformanceCase.Payload p : c.input()) {
            writes.add(p.raw() ? p.bytes() : frame(p.bytes(), framing));
        }
        if (!c.pipelined()) {
            return writes;
        }
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        writes.forEach(all::writeBytes);
        return List.of(all.toByteArray());
    }

    /** A payload framed for the stream: bytes and LF, or a Content-Length header and the bytes. */
    public static byte[] frame(byte[] payload, Peer.StreamFraming framing) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(payload.length + 32);
        if (framing == Peer.StreamFraming.CONTENT_LENGTH) {
            out.writeBytes(("Content-Length: " + payload.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.writeBytes(payload);
        } else {
            out.writeBytes(payload);
            out.write('\n');
        }
        return out.toByteArray();
    }

    private static Duration min(Duration poll, long deadlineNanos) {
        long left = deadlineNanos - System.nanoTime();
        return Duration.ofNanos(Math.max(1_000_000, Math.min(poll.toNanos(), left)));
    }

    private static Outcome outcome(Outcome.Status status, String detail, List<Replies.Actual> replies, long start) {
        return new Outcome(status, detail, replies.stream().map(Replies.Actual::text).toList(),
                Duration.ofNanos(System.nanoTime() - start));
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    private static String describe(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : ": " + Replies.shorten(m));
    }
}
