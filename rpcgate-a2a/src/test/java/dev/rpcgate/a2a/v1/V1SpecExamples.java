package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.testing.RepoFiles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * The JSON examples of the A2A v1.0 {@code specification.md}, read in place from its fenced code blocks: a
 * {@code json} block is one example; an {@code http} block's body (after its head's blank line) is one, and each
 * {@code data:} line of an event-stream body is one. Each example is named by the heading it stands under, the
 * block's number under that heading and, for stream events, the event's number: {@code 6.2. Streaming Task Execution
 * #2/1}.
 */
final class V1SpecExamples {
    /** One example: its name, the fence's info and line, and its text. */
    record Example(String name, String info, int line, String text) {
    }

    private V1SpecExamples() {
    }

    static List<Example> read() {
        String markdown = RepoFiles.read(RepoFiles.testData("a2a", "the A2A v1.0 specification")
                .resolve("v1.0/specification.md"));
        Node document = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS).build().parse(markdown);
        List<Example> out = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            private String heading = "(before the first heading)";
            private final Map<String, Integer> blocks = new HashMap<>();

            @Override
            public void visit(Heading h) {
                StringBuilder text = new StringBuilder();
                for (Node n = h.getFirstChild(); n != null; n = n.getNext()) {
                    if (n instanceof Text t) {
                        text.append(t.getLiteral());
                    } else if (n instanceof Code c) {
                        text.append(c.getLiteral());
                    }
                }
                heading = text.toString().strip();
            }

            @Override
            public void visit(FencedCodeBlock b) {
                String info = b.getInfo() == null ? "" : b.getInfo().strip();
                if (!info.equals("json") && !info.equals("http")) {
                    return;
                }
                int number = blocks.merge(heading, 1, Integer::sum);
                String name = heading + " #" + number;
                int line = b.getSourceSpans().get(0).getLineIndex() + 1;
                String text = b.getLiteral();
                if (info.equals("json")) {
                    out.add(new Example(name, info, line, text));
                    return;
                }
                int blank = text.indexOf("\n\n");
                String head = blank < 0 ? text : text.substring(0, blank);
                String body = blank < 0 ? "" : text.substring(blank + 2).strip();
                if (body.isEmpty()) {
                    return; // a request without a body, such as a GET
                }
                if (head.toLowerCase(java.util.Locale.ROOT).contains("content-type: text/event-stream")) {
                    int event = 0;
                    for (String l : body.split("\n")) {
                        if (l.startsWith("data:")) {
                            out.add(new Example(name + "/" + ++event, info, line, l.substring(5).strip()));
                        }
                    }
                } else {
                    out.add(new Example(name, info, line, body));
                }
            }
        });
        return out;
    }
}
