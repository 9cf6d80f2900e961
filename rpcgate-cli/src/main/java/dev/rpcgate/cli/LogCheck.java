package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.transcript.CheckerOptions;
import dev.rpcgate.transcript.EntryRef;
import dev.rpcgate.transcript.ExpectationResult;
import dev.rpcgate.transcript.Expectations;
import dev.rpcgate.transcript.ExpectedFinding;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptChecker;
import dev.rpcgate.transcript.TranscriptEntry;
import dev.rpcgate.transcript.TranscriptReports;
import dev.rpcgate.transcript.TranscriptSummary;
import dev.rpcgate.transcript.log.LogChunk;
import dev.rpcgate.transcript.log.LogEntry;
import dev.rpcgate.transcript.log.LogMapping;
import dev.rpcgate.transcript.log.LogReader;
import dev.rpcgate.transcript.log.SessionSplitter;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code rpcgate transcript} on a JSONL log: reads it in chunks of up to 64 KiB as they arrive (a read returns what
 * the pipe or file holds, it does not wait for a full chunk), feeds each finished line's entry to the checker of
 * its session, and writes each finding at once. At the end: the end-of-input findings, and with JSON diagnostics
 * the summary line. Memory stays bounded by the reader's line bound and the checkers' limits, however long the log.
 */
final class LogCheck {
    /** How much one read may bring. */
    static final int CHUNK_BYTES = 64 * 1024;

    private final ProtocolDescription protocol;
    private final LogMapping mapping;
    private final CheckerOptions options;
    private final TranscriptFindings findings;
    private final Optional<List<ExpectedFinding>> expected;
    private final String expectFile; // where the expected findings came from, for the lines about missing ones
    private final LogReader reader;
    private final SessionSplitter<Session> sessions;

    /** One session's checker and the senders of its entries. */
    private record Session(TranscriptChecker checker, EntrySenders senders) {
    }

    LogCheck(ProtocolDescription protocol, LogMapping mapping, CheckerOptions options, TranscriptFindings findings,
             Optional<List<ExpectedFinding>> expected, String expectFile) {
        this.expectFile = expectFile;
        this.protocol = protocol;
        this.mapping = mapping;
        this.reader = new LogReader(mapping);
        // a log with one fixed sender has one direction: its replies answer calls that are not in it
        this.options = options.toBuilder().correlation(options.correlation() && !reader.singleSender()).build();
        this.findings = findings;
        this.expected = expected;
        this.sessions = new SessionSplitter<>(key -> new Session(new TranscriptChecker(protocol, this.options),
                new EntrySenders(protocol.peers())));
    }

    /** Reads and checks the log {@code name}; returns the exit code. */
    int run(String name, InputStream stdin, Path workDir, ContractDiagnostics diagnostics, PrintWriter out,
            PrintWriter err) {
        InputStream in;
        if (name.equals(InputFiles.STDIN)) {
            in = stdin;
        } else {
            Path path = workDir.resolve(name);
            if (Files.isDirectory(path)) {
                return unread(name, "cannot read the file: it is a directory", diagnostics);
            }
            try {
                in = Files.newInputStream(path);
            } catch (IOException | SecurityException e) {
                return unread(name, "cannot read the file: " + InputFiles.reason(e), diagnostics);
            }
        }
        byte[] buffer = new byte[CHUNK_BYTES];
        long total = 0;
        String failure = null;
        try (in) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                total += n;
                handle(reader.pushBytes(buffer, 0, n));
            }
        } catch (IOException e) {
            String what = name.equals(InputFiles.STDIN) ? "standard input" : "the file";
            if (total == 0) {
                return unread(name, "cannot read " + what + ": " + InputFiles.reason(e), diagnostics);
            }
            failure = "cannot read " + what + " after " + total + " bytes: " + InputFiles.reason(e);
        }
        handle(reader.end());
        int code = finish(out);
        if (failure != null) {
            findings.write(Finding.error(SharedCode.INPUT_READ, failure, "", null), null, null);
            return Main.INVALID;
        }
        return code;
    }

    /** Before any byte: the report of an input that could not be read at all. */
    private static int unread(String name, String why, ContractDiagnostics diagnostics) {
        return diagnostics.stopped(List.of(new SourcedFinding(name,
                Finding.error(SharedCode.INPUT_READ, why, "", null))), Main.INVALID);
    }

    /** The entries and reader findings of a chunk, in line order. */
    private void handle(LogChunk chunk) {
        List<LogEntry> entries = chunk.entries();
        List<Finding> dropped = chunk.findings();
        int e = 0;
        int d = 0;
        while (e < entries.size() || d < dropped.size()) {
            if (d < dropped.size() && (e == entries.size() || line(dropped.get(d)) <= line(entries.get(e)))) {
                findings.write(dropped.get(d++), null, null);
            } else {
                check(entries.get(e++));
            }
        }
    }

    private void check(LogEntry entry) {
        SessionSplitter.Route<Session> route = sessions.route(entry);
        String key = sessionKey(route.key());
        route.finding().ifPresent(f -> findings.write(f, null, key));
        if (route.session().isEmpty()) {
            return;
        }
        Session s = route.session().get();
        TranscriptEntry t = entry.entry();
        int index = s.senders().add(t.sender());
        for (Finding f : s.checker().feed(entry)) {
            Integer at = EntryRef.of(f).entry();
            String sender = at != null && at == index ? t.sender().value()
                    : s.senders().find(at).map(PeerName::value).orElse(null);
            findings.write(f, sender, key);
        }
    }

    /** Finishes every session; writes the end-of-input findings and, in JSON, the summary line. */
    private int finish(PrintWriter out) {
        List<Finding> ends = new ArrayList<>();
        int entries = 0;
        int outstanding = 0;
        boolean complete = sessions.refused() == 0;
        for (Map.Entry<String, Session> e : sessions.sessions().entrySet()) {
            TranscriptSummary s = e.getValue().checker().finish();
            for (Finding f : s.findings()) {
                findings.write(f, e.getValue().senders().find(EntryRef.of(f).entry()).map(PeerName::value)
                        .orElse(null), sessionKey(e.getKey()));
            }
            ends.addAll(s.findings());
            entries += s.entries();
            outstanding += s.outstanding();
            complete &= s.complete();
        }
        TranscriptSummary summary = new TranscriptSummary(ends, entries, outstanding, complete,
                options.correlation());
        Optional<ExpectationResult> expectations = expected.map(items -> Expectations.match(items, findings.kept()));
        if (findings.format() == Converters.Format.JSON) {
            String line = TranscriptReports.summaryLine(summary, findings.errors(), Optional.of(reader.counts()),
                    expectations);
            if (mapping.session().isPresent()) {
                JsonObject whole = (JsonObject) JsonReader.standard().read(line).value();
                JsonObject inner = (JsonObject) whole.get("summary");
                line = JsonWriter.write(JsonObject.builder().put("summary",
                        inner.toBuilder().put("sessions", sessions.sessions().size()).build()).build());
            }
            out.print(line + "\n");
            out.flush();
        } else if (expectations.isPresent()) {
            StringBuilder text = new StringBuilder();
            TranscriptFindings.expectations(text, findings.file(), expectFile, expectations.get());
            findings.print(text.toString());
        }
        boolean success = expectations.map(ExpectationResult::isMatch).orElse(!findings.errors());
        return success ? Main.OK : Main.INVALID;
    }

    /** The key as findings show it: none without a session pointer. */
    private String sessionKey(String key) {
        return mapping.session().isPresent() ? key : null;
    }

    private static long line(Finding f) {
        return f.location() == null ? Long.MAX_VALUE : f.location().line();
    }

    private static long line(LogEntry e) {
        return e.entry().location().map(l -> (long) l.line()).orElse(Long.MAX_VALUE);
    }
}
