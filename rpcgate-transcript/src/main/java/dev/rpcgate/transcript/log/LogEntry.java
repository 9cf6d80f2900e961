package dev.rpcgate.transcript.log;

import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.transcript.TranscriptEntry;

import java.util.Objects;
import java.util.Optional;

/**
 * One entry read from a log line.
 *
 * @param entry   the transcript entry: sender, no receiver, the message's text, its line and column
 * @param session the record's session key, when the mapping splits the log into sessions
 * @param parsed  the message as the reader already parsed it, when it is the record or a field of it (not when it
 *                was decoded from a string): a checker may validate it instead of parsing the text again. Its
 *                locations count from the record's start on the same line.
 * @param escaped when the message was decoded from a string field, that string's content as the line holds it
 *                (escapes included, quotes excluded), starting at the entry's location: findings inside the
 *                decoded message are located at the line's columns through it
 */
public record LogEntry(TranscriptEntry entry, Optional<String> session, Optional<JsonValue> parsed,
                       Optional<String> escaped) {

    /** Checks that every part is given. */
    public LogEntry {
        Objects.requireNonNull(entry, "entry");
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(parsed, "parsed");
        Objects.requireNonNull(escaped, "escaped");
    }

    /** An entry whose message was not decoded from a string. */
    public LogEntry(TranscriptEntry entry, Optional<String> session, Optional<JsonValue> parsed) {
        this(entry, session, parsed, Optional.empty());
    }
}
