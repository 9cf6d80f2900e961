package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.SourceLocation;

/**
 * Moves locations between a message's own text and the transcript it came from: a finding located in the message is
 * placed where the message is in the transcript, and back.
 */
final class TranscriptLocations {
    private TranscriptLocations() {
    }

    /**
     * The finding with its location in transcript coordinates: a location inside the message is moved by where the
     * message starts; a finding without one gets the message's start.
     */
    static Finding place(Finding f, SourceLocation messageStart) {
        if (messageStart == null) {
            return f;
        }
        SourceLocation in = f.location();
        if (in == null) {
            return f.withLocation(messageStart);
        }
        int line = messageStart.line() + in.line() - 1;
        int column = in.line() == 1 ? messageStart.column() + in.column() - 1 : in.column();
        int offset = messageStart.hasOffset() && in.hasOffset() ? messageStart.offset() + in.offset()
                : SourceLocation.UNKNOWN_OFFSET;
        return f.withLocation(new SourceLocation(line, column, offset));
    }

    /**
     * A location in a larger text moved to count from {@code start} of that text, as if the text began there:
     * the inverse of {@link #place} (a location before the start is kept as it is).
     */
    static SourceLocation within(SourceLocation in, SourceLocation start) {
        if (in.line() < start.line() || in.line() == start.line() && in.column() < start.column()) {
            return in;
        }
        int line = in.line() - start.line() + 1;
        int column = in.line() == start.line() ? in.column() - start.column() + 1 : in.column();
        int offset = in.hasOffset() && start.hasOffset() ? in.offset() - start.offset() : SourceLocation.UNKNOWN_OFFSET;
        return new SourceLocation(line, column, offset);
    }

    /**
     * The offset in {@code written}, the content of a JSON string as written, of what decodes to UTF-16 unit
     * {@code decoded} of its value: a backslash escape is one unit written as 2 characters, or 6 for a {@code u} escape.
     */
    static int writtenOffset(String written, int decoded) {
        int i = 0;
        int n = written.length();
        for (int units = 0; i < n && units < decoded; units++) {
            i += written.charAt(i) != '\\' ? 1 : i + 1 < n && written.charAt(i + 1) == 'u' ? 6 : 2;
        }
        return Math.min(i, n);
    }
}
