package dev.rpcgate.runtime;

import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One go-ethereum {@code rpc/testdata} transcript, read as its SOURCE.md describes it: {@code // comment} and blank
 * lines, {@code --> message} sent to the server, {@code <-- line} expected back. Each sent line opens an exchange
 * holding the expected lines that follow it; an exchange with none means "no reply expected".
 *
 * @param file      the file name, e.g. {@code reqresp-echo.js}
 * @param exchanges in file order
 */
record GethTranscript(String file, List<Exchange> exchanges) {
    /** A line of the file: its 1-based number and the text after the arrow (byte-exact, e.g. {@code 'f}). */
    record Line(int number, String text) {
    }

    /** One sent line and every line expected back before the next sent line. */
    record Exchange(Line sent, List<Line> expected) {
    }

    static GethTranscript read(Path path) {
        String file = path.getFileName().toString();
        List<Line> sent = new ArrayList<>();
        List<List<Line>> expected = new ArrayList<>();
        List<String> lines = GethTestData.read(path).lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int number = i + 1;
            if (line.isBlank() || line.startsWith("//")) {
                continue;
            }
            if (line.startsWith("--> ")) {
                sent.add(new Line(number, line.substring(4)));
                expected.add(new ArrayList<>());
            } else if (line.startsWith("<-- ")) {
                if (expected.isEmpty()) {
                    fail(file + ":" + number + ": an expected line before anything was sent");
                }
                expected.getLast().add(new Line(number, line.substring(4)));
            } else {
                fail(file + ":" + number + ": neither a comment, a blank line, '--> ' nor '<-- ': " + line);
            }
        }
        List<Exchange> exchanges = new ArrayList<>();
        for (int i = 0; i < sent.size(); i++) {
            exchanges.add(new Exchange(sent.get(i), List.copyOf(expected.get(i))));
        }
        return new GethTranscript(file, List.copyOf(exchanges));
    }

    /** The expected line with this number, if the file has one. */
    Line expectedLine(int number) {
        for (Exchange e : exchanges) {
            for (Line l : e.expected()) {
                if (l.number() == number) {
                    return l;
                }
            }
        }
        return null;
    }
}
