package dev.rpcgate.transcript.read;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.transcript.ExpectedFinding;
import dev.rpcgate.transcript.PeerName;
import dev.rpcgate.transcript.TranscriptEntry;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.SourceSpan;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads Markdown transcript documents with CommonMark. A fenced block whose info string is {@code jsonrpc A -> B} or
 * {@code jsonrpc A} is an entry sent by {@code A} (to {@code B}, when given); its body is the message, located at its
 * first line. A {@code jsonrpc-expect} block holds a JSON array of expected findings (several blocks add up). Other
 * blocks and all prose are ignored. Front matter between {@code ---} lines at the very start may give
 * {@code version} and {@code complete}. Problems are {@code InvalidTranscript} findings and the block is dropped.
 */
public final class MarkdownTranscripts {
    private static final Parser PARSER = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS).build();
    private static final String ENTRY = "jsonrpc";
    private static final String EXPECT = "jsonrpc-expect";

    private MarkdownTranscripts() {
    }

    /** Reads a Markdown transcript document; never throws for bad text. */
    public static TranscriptDocument read(String text) {
        Objects.requireNonNull(text, "text");
        FrontMatter front = FrontMatter.read(text);
        String body = front.blanked(text);
        List<FencedCodeBlock> blocks = new ArrayList<>();
        PARSER.parse(body).accept(new AbstractVisitor() {
            @Override
            public void visit(FencedCodeBlock block) {
                blocks.add(block);
            }
        });
        List<Finding> findings = new ArrayList<>(front.findings());
        List<TranscriptEntry> entries = new ArrayList<>();
        List<ExpectedFinding> expected = null;
        for (FencedCodeBlock block : blocks) {
            String info = block.getInfo() == null ? "" : block.getInfo().strip();
            String word = firstWord(info);
            if (!word.equals(ENTRY) && !word.equals(EXPECT)) {
                continue;
            }
            Fence fence = Fence.of(block, body);
            if (block.getClosingFenceLength() == null) {
                findings.add(ReaderFindings.invalid("expected the " + word + " block opened at line "
                        + fence.opening().line() + " to be closed, found the end of the document; it was skipped", "",
                        fence.opening()));
                continue;
            }
            if (word.equals(EXPECT)) {
                if (expected == null) {
                    expected = new ArrayList<>();
                }
                expect(block, fence, expected, findings);
            } else {
                entry(info.substring(ENTRY.length()).strip(), block, fence, entries, findings);
            }
        }
        return new TranscriptDocument(front.version(), front.completeness(), entries, Optional.ofNullable(expected),
                findings);
    }

    private static void entry(String direction, FencedCodeBlock block, Fence fence, List<TranscriptEntry> entries,
                              List<Finding> findings) {
        if (direction.isEmpty()) {
            findings.add(ReaderFindings.invalid("expected a direction on the jsonrpc block (jsonrpc SENDER or jsonrpc "
                    + "SENDER -> RECEIVER), found none; it was skipped", "", fence.opening()));
            return;
        }
        int arrow = direction.indexOf("->");
        String senderText = arrow < 0 ? direction : direction.substring(0, arrow).strip();
        String receiverText = arrow < 0 ? null : direction.substring(arrow + 2).strip();
        String problem = PeerName.problem(senderText).orElse(null);
        if (problem == null && receiverText != null) {
            problem = PeerName.problem(receiverText).orElse(null);
            if (problem == null && receiverText.equals(senderText)) {
                problem = "the receiver must be the other peer, not the sender " + senderText;
            }
        }
        if (problem != null) {
            findings.add(ReaderFindings.invalid("expected a direction of peer names on the jsonrpc block, found \""
                    + direction + "\", where " + problem + "; it was skipped", "", fence.opening()));
            return;
        }
        entries.add(new TranscriptEntry(new PeerName(senderText),
                Optional.ofNullable(receiverText).map(PeerName::new), fence.body(block), Optional.of(fence.start())));
    }

    private static void expect(FencedCodeBlock block, Fence fence, List<ExpectedFinding> items,
                               List<Finding> findings) {
        int firstLine = fence.start().line();
        int shift = fence.start().column() - 1;
        JsonParse parse = JsonReader.standard().read(fence.body(block), firstLine);
        if (!parse.isValid()) {
            Finding f = JsonTranscripts.notJson("the jsonrpc-expect block", parse);
            findings.add(f.withLocation(f.location() == null ? fence.start() : shifted(f.location(), shift)));
            return;
        }
        ExpectItems.read(parse.value(), "", l -> shifted(l, shift), items, findings);
    }

    private static SourceLocation shifted(SourceLocation l, int shift) {
        return SourceLocation.ofLineColumn(l.line(), l.column() + shift);
    }

    private static String firstWord(String info) {
        int i = 0;
        while (i < info.length() && !Character.isWhitespace(info.charAt(i))) {
            i++;
        }
        return info.substring(0, i);
    }

    /**
     * Where a fenced block stands: its opening fence, and where its body's first character is (the first body line,
     * after the container's and the fence's indentation, which CommonMark strips from the body).
     */
    private record Fence(SourceLocation opening, SourceLocation start) {
        static Fence of(FencedCodeBlock block, String text) {
            List<SourceSpan> spans = block.getSourceSpans();
            SourceSpan open = spans.get(0);
            SourceLocation opening = new SourceLocation(open.getLineIndex() + 1, open.getColumnIndex() + 1,
                    open.getInputIndex());
            if (spans.size() < 2) {
                return new Fence(opening, SourceLocation.ofLineColumn(opening.line() + 1, open.getColumnIndex() + 1));
            }
            SourceSpan first = spans.get(1); // the first body line, or the closing fence of an empty block
            int stripped = 0;
            while (stripped < block.getFenceIndent() && first.getInputIndex() + stripped < text.length()
                    && text.charAt(first.getInputIndex() + stripped) == ' ' && stripped < first.getLength()) {
                stripped++;
            }
            SourceLocation start = new SourceLocation(first.getLineIndex() + 1, first.getColumnIndex() + stripped + 1,
                    first.getInputIndex() + stripped);
            return new Fence(opening, start);
        }

        /** The body as written: CommonMark's literal without the line break before the closing fence. */
        String body(FencedCodeBlock block) {
            String literal = block.getLiteral() == null ? "" : block.getLiteral();
            return literal.endsWith("\n") ? literal.substring(0, literal.length() - 1) : literal;
        }
    }
}
