package dev.rpcgate.bench;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;

/**
 * A generated {@code dir-message} JSONL log (the records {@code MessageTracer} writes: {@code "in"} from the editor,
 * {@code "out"} from the server) of a long editor session against {@code example.peers#OrderedEditor} in
 * {@code examples/json-rpc/peers.smithy}, in LSP order: {@code initialize} and its reply, {@code initialized}, then
 * document after document: {@code textDocument/didOpen} with the file's text, edits as
 * {@code textDocument/didChange} with the whole new text, bursts of {@code textDocument/hover} calls answered out of
 * order (some with an internal error, -32603), {@code window/showMessage} from the server, and some hovers cancelled
 * with {@code $/cancelRequest} and answered with -32800; at the end {@code shutdown} and {@code exit}. The texts hold
 * escapes (newlines, tabs, quotes, backslashes) and non-ASCII (accents, CJK, emoji as surrogate pairs). Every
 * message is valid and in order, so the checker finds nothing.
 *
 * <p>Deterministic: the same seed and size give the same bytes. The log is kept as chunks of 64 KiB, the size
 * {@code rpcgate transcript} reads, so lines are split across chunks anywhere.
 */
final class EditorLog {
    /** The chunk size of {@code rpcgate transcript}'s reads. */
    static final int CHUNK = LogChunks.CHUNK;

    private static final String[] WORDS = {"value", "count", "index", "result", "buffer", "node", "parent", "child",
        "request", "reply", "session", "peer", "limit", "offset", "length", "token", "reader", "writer", "cache",
        "entry", "message", "state", "owner", "scope", "schema", "finding", "number", "label", "naïve", "café",
        "größe", "résumé", "données", "ключ", "значение", "名前", "値", "検査", "→", "λ", "🙂", "🚀"};
    private static final String[] TYPES = {"int", "long", "String", "List<String>", "Map<String, Integer>",
        "Optional<Node>", "byte[]", "boolean", "double", "JsonValue"};
    private static final String[] MESSAGES = {"Indexing the workspace…", "Build finished: 0 errors, 3 warnings",
        "Loaded 42 modules", "Configuration reloaded from \"settings.json\"", "Dépendances résolues",
        "プロジェクトを読み込みました"};

    private final Random random;
    private final LogChunks out = new LogChunks();
    private int calls;
    private int errors;
    private int cancels;
    private long nextId = 1;

    private EditorLog(long seed) {
        this.random = new Random(seed);
    }

    /** The log's chunks (the last one may be shorter), its size in bytes, its lines, hover calls, errors, cancels. */
    record Log(List<byte[]> chunks, long bytes, int lines, int calls, int errors, int cancels) {
        /** How many chunks, from the first, it takes to hold at least {@code at} bytes (or all of them). */
        int chunksFor(long at) {
            long sum = 0;
            for (int i = 0; i < chunks.size(); i++) {
                sum += chunks.get(i).length;
                if (sum >= at) {
                    return i + 1;
                }
            }
            return chunks.size();
        }
    }

    /** A session of at least {@code targetBytes} bytes (it ends with shutdown and exit just past the target). */
    static Log generate(long targetBytes, long seed) {
        EditorLog g = new EditorLog(seed);
        g.session(targetBytes);
        return g.out.finish(g.calls, g.errors, g.cancels);
    }

    private void session(long targetBytes) {
        long init = nextId++;
        in("{\"jsonrpc\":\"2.0\",\"id\":" + init + ",\"method\":\"initialize\",\"params\":{\"processId\":4711,"
                + "\"rootUri\":\"file:///home/dev/project\",\"capabilities\":{\"textDocument\":{\"hover\":"
                + "{\"contentFormat\":[\"markdown\",\"plaintext\"]},\"synchronization\":{\"didSave\":true}},"
                + "\"workspace\":{\"applyEdit\":true}}}}");
        out("{\"jsonrpc\":\"2.0\",\"id\":" + init + ",\"result\":{\"capabilities\":{\"hoverProvider\":true,"
                + "\"textDocumentSync\":1}}}");
        in("{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
        int doc = 0;
        while (out.bytes() < targetBytes) {
            document(doc++);
        }
        long shutdown = nextId++;
        in("{\"jsonrpc\":\"2.0\",\"id\":" + shutdown + ",\"method\":\"shutdown\"}");
        out("{\"jsonrpc\":\"2.0\",\"id\":" + shutdown + ",\"result\":null}");
        in("{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}");
    }

    /** One document: opened, edited a few times, hovered over between edits. */
    private void document(int doc) {
        String uri = "file:///home/dev/project/src/main/java/pkg" + doc % 17 + "/Unit" + doc + ".java";
        List<String> text = source(40 + random.nextInt(120));
        in("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":"
                + quote(uri) + ",\"languageId\":\"java\",\"version\":1,\"text\":" + quote(String.join("\n", text))
                + "}}}");
        int edits = 3 + random.nextInt(8);
        for (int version = 2; version < 2 + edits; version++) {
            hovers(uri, text.size());
            edit(text);
            in("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":"
                    + quote(uri) + ",\"version\":" + version + "},\"contentChanges\":[{\"text\":"
                    + quote(String.join("\n", text)) + "}]}}");
            if (random.nextInt(12) == 0) {
                out("{\"jsonrpc\":\"2.0\",\"method\":\"window/showMessage\",\"params\":{\"type\":"
                        + (1 + random.nextInt(4)) + ",\"message\":" + quote(MESSAGES[random.nextInt(MESSAGES.length)])
                        + "}}");
            }
        }
    }

    /** A burst of hovers, as a mouse moves: several in flight, answered out of order; some cancelled. */
    private void hovers(String uri, int lineCount) {
        Deque<Long> pending = new ArrayDeque<>();
        int n = 2 + random.nextInt(6);
        for (int k = 0; k < n; k++) {
            long id = nextId++;
            calls++;
            in("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":"
                    + "{\"uri\":" + quote(uri) + "},\"position\":{\"line\":" + random.nextInt(lineCount)
                    + ",\"character\":" + random.nextInt(80) + "}}}");
            pending.add(id);
            if (pending.size() >= 3 || random.nextBoolean()) {
                answer(random.nextInt(4) == 0 ? pending.removeLast() : pending.removeFirst());
            }
        }
        while (!pending.isEmpty()) {
            answer(pending.removeFirst());
        }
    }

    private void answer(long id) {
        int r = random.nextInt(40);
        if (r == 0) {
            cancels++;
            in("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":" + id + "}}");
            out("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"error\":{\"code\":-32800,\"message\":\"Request cancelled\"}}");
        } else if (r == 1) {
            errors++;
            out("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"error\":{\"code\":-32603,\"message\":"
                    + quote("Internal error: no symbol at the position (index not ready, " + word() + ")") + "}}");
        } else {
            StringBuilder md = new StringBuilder("```java\n").append(type()).append(' ').append(word()).append('(')
                    .append(type()).append(' ').append(word()).append(")\n```\n\n");
            for (int i = 0, n = 1 + random.nextInt(4); i < n; i++) {
                md.append(sentence()).append(' ');
            }
            out("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"contents\":" + quote(md.toString().strip())
                    + "}}");
        }
    }

    /** Changes a few lines: some rewritten, some inserted, some removed. */
    private void edit(List<String> text) {
        for (int i = 0, n = 1 + random.nextInt(4); i < n; i++) {
            int at = random.nextInt(text.size());
            switch (random.nextInt(3)) {
                case 0 -> text.set(at, line());
                case 1 -> text.add(at, line());
                default -> {
                    if (text.size() > 10) {
                        text.remove(at);
                    }
                }
            }
        }
    }

    private List<String> source(int lineCount) {
        List<String> out = new ArrayList<>(lineCount);
        out.add("package pkg;");
        out.add("");
        out.add("/** " + sentence() + " */");
        out.add("public final class " + capital(word()) + " {");
        while (out.size() < lineCount - 1) {
            out.add(line());
        }
        out.add("}");
        return out;
    }

    private String line() {
        return switch (random.nextInt(6)) {
            case 0 -> "    // " + sentence();
            case 1 -> "    private " + type() + " " + word() + " = \"" + word() + " \\\"" + word() + "\\\"\";";
            case 2 -> "\t\treturn " + word() + ".get(" + random.nextInt(1000) + ") + \"\\t\" + " + word() + ";";
            case 3 -> "    " + type() + " " + word() + "(" + type() + " " + word() + ") {";
            case 4 -> "    }";
            default -> "        if (" + word() + " != null && " + word() + ".length() > " + random.nextInt(64) + ") {";
        };
    }

    private String sentence() {
        StringBuilder s = new StringBuilder(capital(word()));
        for (int i = 0, n = 4 + random.nextInt(10); i < n; i++) {
            s.append(' ').append(word());
        }
        return s.append('.').toString();
    }

    private String word() {
        return WORDS[random.nextInt(WORDS.length)];
    }

    private String type() {
        return TYPES[random.nextInt(TYPES.length)];
    }

    private static String capital(String w) {
        return w.isEmpty() || !Character.isLetter(w.charAt(0)) ? "X" + w
                : Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }

    /** A JSON string literal: quotes, backslashes and control characters escaped; everything else as is. */
    static String quote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    private void in(String message) {
        record("in", message);
    }

    private void out(String message) {
        record("out", message);
    }

    private void record(String dir, String message) {
        out.record(dir, message);
    }
}
