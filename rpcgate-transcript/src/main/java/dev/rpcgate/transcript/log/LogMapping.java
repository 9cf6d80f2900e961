package dev.rpcgate.transcript.log;

import dev.rpcgate.transcript.PeerName;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * How a log line becomes a transcript entry: the prefix to remove, the records to keep, where the message is and who
 * sent it, and optionally the field that splits the log into sessions (see {@link SessionSplitter}).
 *
 * @param prefix   the leading text before each record
 * @param selector which records are protocol messages
 * @param message  where a record keeps its message
 * @param sender   who sent it
 * @param session  a JSON Pointer to the string or number that keys a record's session, if the log interleaves several
 */
public record LogMapping(LogPrefix prefix, LogSelector selector, MessageSource message, SenderSource sender,
                         Optional<String> session) {

    /** Checks that every part is given and the session pointer is valid. */
    public LogMapping {
        Objects.requireNonNull(prefix, "prefix");
        Objects.requireNonNull(selector, "selector");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(sender, "sender");
        Objects.requireNonNull(session, "session");
        session.ifPresent(MappingPointers::check);
    }

    /** A mapping without sessions. */
    public LogMapping(LogPrefix prefix, LogSelector selector, MessageSource message, SenderSource sender) {
        this(prefix, selector, message, sender, Optional.empty());
    }

    /**
     * The {@code raw} preset: each line is a JSON-RPC message (or batch) from one sender; other lines are counted.
     * A raw log has one direction, so check it without correlation.
     */
    public static LogMapping raw(PeerName sender) {
        return new LogMapping(LogPrefix.none(), LogSelector.anyJsonRpc(), MessageSource.wholeRecord(),
                SenderSource.fixed(sender));
    }

    /**
     * The {@code dir-message} preset for {@code {"dir": ..., "message": ...}} records, as rpcgate's
     * {@code MessageTracer} writes them: records with a {@code dir} are kept, {@code directions} maps its value to the
     * sender, and a {@code "raw": true} record's string message is the text as received.
     *
     * @throws LogConfigurationException when the map is empty
     */
    public static LogMapping dirMessage(Map<String, PeerName> directions) {
        return new LogMapping(LogPrefix.none(), LogSelector.hasField("/dir"), new MessageSource.Traced("/message"),
                SenderSource.field("/dir", directions));
    }

    /**
     * Reads a mapping file: an object with {@code prefix} ({@code "none"}, {@code "first-brace"} or
     * <code>{"fields": n, "delimiter": s}</code>), {@code selector} ({@code "jsonrpc"}, <code>{"hasField": p}</code>
     * or <code>{"field": p, "equals": s}</code>), {@code message} ({@code "record"}, <code>{"field": p}</code> or
     * <code>{"escapedField": p}</code>), the required {@code sender} (a peer name or
     * <code>{"field": p, "values": {value: peer}}</code>) and optionally {@code session} (a pointer).
     *
     * @param text  the file's text
     * @param peers the protocol's peers; every peer the file names must be one of them
     * @throws LogConfigurationException for anything else, with the location of the problem
     */
    public static LogMapping fromJson(String text, Set<PeerName> peers) {
        return LogMappingJson.read(text, peers);
    }

    /** This mapping with each record's session keyed by the value at {@code pointer}. */
    public LogMapping withSession(String pointer) {
        return new LogMapping(prefix, selector, message, sender, Optional.of(MappingPointers.check(pointer)));
    }

    /** True when every message is from one fixed sender, so the log has one direction. */
    public boolean singleSender() {
        return sender instanceof SenderSource.Fixed;
    }
}
