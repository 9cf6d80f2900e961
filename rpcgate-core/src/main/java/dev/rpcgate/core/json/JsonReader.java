package dev.rpcgate.core.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import dev.rpcgate.core.gate.Finding;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads one strict JSON document into an immutable {@link JsonValue} tree over jackson-core's streaming tokens.
 * Rejects, each with its own {@link ParseCode} and location: malformed syntax, trailing content, duplicate keys after
 * decoding, nesting past the depth limit, text past the size limit, ill-formed UTF-8, unpaired surrogates (raw or
 * escaped) and a byte-order mark. It never throws for bad input. Instances are immutable and thread-safe.
 */
public final class JsonReader {
    static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(Integer.MAX_VALUE) // our own depth limit reports a finding first
                    .maxNumberLength(Integer.MAX_VALUE) // numbers stay lexemes; the size limit bounds them
                    .maxStringLength(Integer.MAX_VALUE)
                    .maxNameLength(Integer.MAX_VALUE)
                    .build())
            .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .build();

    private static final JsonReader DEFAULT = new JsonReader(JsonLimits.DEFAULT);

    private final JsonLimits limits;

    private JsonReader(JsonLimits limits) {
        this.limits = limits;
    }

    /** A reader with the default limits (16 MiB, depth 128). */
    public static JsonReader standard() {
        return DEFAULT;
    }

    /** A reader with other limits. */
    public static JsonReader withLimits(JsonLimits limits) {
        return new JsonReader(java.util.Objects.requireNonNull(limits, "limits"));
    }

    /** The limits this reader enforces. */
    public JsonLimits limits() {
        return limits;
    }

    /** Reads UTF-8 bytes. */
    public JsonParse read(byte[] utf8) {
        return read(utf8, 0, utf8.length, 1);
    }

    /**
     * Reads the UTF-8 bytes {@code utf8[from, to)} whose first line is line {@code firstLine} of a larger file or
     * stream (locations then count lines from there, columns and offsets from {@code from}).
     */
    public JsonParse read(byte[] utf8, int from, int to, int firstLine) {
        return read(utf8, from, to, firstLine, true);
    }

    /** Reads one line of a newline-delimited stream: its lines end at LF only (see {@link JsonLineReader}). */
    JsonParse readLine(byte[] line, int lineNumber) {
        return read(line, 0, line.length, lineNumber, false);
    }

    private JsonParse read(byte[] utf8, int from, int to, int firstLine, boolean crEndsLines) {
        int length = to - from;
        if (length > limits.maxBytes()) {
            // an empty source: the text is not read, and locating in it would index all of it
            JsonSource source = JsonSource.ofBytes(utf8, from, from, firstLine, true, crEndsLines);
            return failed(source, ParseCode.SIZE_LIMIT, "the text is " + length + " bytes, over the limit of "
                    + limits.maxBytes() + " bytes", "", 0);
        }
        int bad = TextChecks.firstBadByte(utf8, from, to);
        boolean noBackslash = bad < TextChecks.UTF8;
        int kind = noBackslash ? bad - TextChecks.NO_BACKSLASH : bad;
        JsonSource source = JsonSource.ofBytes(utf8, from, to, firstLine, kind == TextChecks.ASCII, crEndsLines);
        if (length >= 3 && (utf8[from] & 0xff) == 0xef && (utf8[from + 1] & 0xff) == 0xbb && (utf8[from + 2] & 0xff) == 0xbf) {
            return failed(source, ParseCode.BYTE_ORDER_MARK, "the text starts with a UTF-8 byte-order mark (EF BB BF)", "", 0);
        }
        if (bad >= 0) {
            int b = utf8[from + bad] & 0xff;
            if (b == 0) {
                return failed(source, ParseCode.INVALID_JSON,
                        "NUL byte in the text: JSON allows no NUL outside escapes (is this UTF-16 or UTF-32? rpcgate reads UTF-8)",
                        "", bad);
            }
            return failed(source, ParseCode.INVALID_UTF8,
                    String.format("ill-formed UTF-8: byte 0x%02X at byte offset %d does not start a valid sequence", b, bad),
                    "", bad);
        }
        JsonParse parse;
        try (JsonParser parser = FACTORY.createParser(utf8, from, length)) {
            parse = new TreeBuilder(parser, source, true, limits.maxDepth(), noBackslash).build();
        } catch (IOException e) {
            return failed(source, ParseCode.INVALID_JSON, "the text could not be read: " + e.getClass().getSimpleName(), "", 0);
        }
        if (noBackslash && !parse.isValid() && isSyntaxFinding(parse)) {
            // Cold path: strings were skipped, not decoded, so jackson reported a bad one a token later; read again
            // decoding every string, for the finding (path, location) an eager read gives.
            try (JsonParser parser = FACTORY.createParser(utf8, from, length)) {
                parse = new TreeBuilder(parser, source, true, limits.maxDepth(), false).build();
            } catch (IOException e) {
                return failed(source, ParseCode.INVALID_JSON, "the text could not be read: " + e.getClass().getSimpleName(), "", 0);
            }
        }
        if (parse.isValid() || !isSyntaxFinding(parse)) {
            return parse;
        }
        // Cold path. jackson's UTF-8 parser checks surrogate pairs in member names itself and reports them as syntax
        // errors, and it reports an unexpected non-ASCII character as "invalid UTF-8" located inside the character.
        // The text is valid UTF-8 here, so the decoded text gives the finding a String input would: same code, same
        // path, same location (locations are in UTF-16 units either way).
        JsonParse decoded = read(new String(utf8, from, length, StandardCharsets.UTF_8), firstLine, crEndsLines);
        return decoded.isValid() ? parse : new JsonParse(null, decoded.findings(), source);
    }

    private static boolean isSyntaxFinding(JsonParse parse) {
        String code = parse.findings().get(0).code();
        return code.equals(ParseCode.INVALID_JSON.code()) || code.equals(ParseCode.TRAILING_CONTENT.code());
    }

    /** Reads a string. */
    public JsonParse read(String text) {
        return read(text, 1);
    }

    /** Reads a string whose first line is line {@code firstLine} of a larger file or stream. */
    public JsonParse read(String text, int firstLine) {
        return read(text, firstLine, true);
    }

    private JsonParse read(String text, int firstLine, boolean crEndsLines) {
        if (text.length() > limits.maxBytes()
                || (long) text.length() * 3 > limits.maxBytes() && TextChecks.utf8Length(text) > limits.maxBytes()) {
            // an empty source: the text is not read, and locating in it would index all of it
            return failed(JsonSource.ofChars("", firstLine, crEndsLines), ParseCode.SIZE_LIMIT, "the text is "
                    + TextChecks.utf8Length(text) + " bytes of UTF-8, over the limit of " + limits.maxBytes() + " bytes",
                    "", 0);
        }
        JsonSource source = JsonSource.ofChars(text, firstLine, crEndsLines);
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') {
            return failed(source, ParseCode.BYTE_ORDER_MARK, "the text starts with a byte-order mark (U+FEFF)", "", 0);
        }
        int lone = TextChecks.unpairedSurrogate(text);
        if (lone >= 0) {
            return failed(source, ParseCode.UNPAIRED_SURROGATE, String.format(
                    "unpaired UTF-16 surrogate U+%04X in the text", (int) text.charAt(lone)), "", lone);
        }
        boolean escapeFree = text.indexOf('\\') < 0; // then no string needs its own escape or surrogate scan
        try (JsonParser parser = FACTORY.createParser(text)) {
            return new TreeBuilder(parser, source, false, limits.maxDepth(), false, escapeFree).build();
        } catch (IOException e) {
            return failed(source, ParseCode.INVALID_JSON, "the text could not be read: " + e.getClass().getSimpleName(), "", 0);
        }
    }

    /** Reads UTF-8 text given as a string of bytes (convenience for tests and tools). */
    JsonParse readUtf8(String text) {
        return read(text.getBytes(StandardCharsets.UTF_8));
    }

    static JsonParse failed(JsonSource source, ParseCode code, String message, String path, int nativeOffset) {
        Finding f = Finding.error(code.code(), message, path, source.locate(nativeOffset));
        return new JsonParse(null, List.of(f), source);
    }

    static int offsetOf(JsonLocation location, boolean bytes) {
        long off = bytes ? location.getByteOffset() : location.getCharOffset();
        return off < 0 ? 0 : (int) off;
    }
}
