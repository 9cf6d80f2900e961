package dev.rpcgate.a2a;

import static dev.rpcgate.a2a.validation.A2aCode.CONTENT_LENGTH_MISMATCH;
import static dev.rpcgate.a2a.validation.A2aCode.HTTP_METHOD_NOT_POST;
import static dev.rpcgate.a2a.validation.A2aCode.INVALID_CONTENT_LENGTH;
import static dev.rpcgate.a2a.validation.A2aCode.MALFORMED_HTTP_REQUEST;
import static dev.rpcgate.a2a.validation.A2aCode.MISSING_CONTENT_LENGTH;
import static dev.rpcgate.a2a.validation.A2aCode.TRANSFER_ENCODING_NOT_SUPPORTED;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.runtime.http.JsonContentType;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A file holding one whole HTTP request — request line, header lines, a blank line, the body — as the A2A docs show
 * them. Lines end in CRLF or LF. The body is the rest of the file, less one final line end (a text file's last line
 * ends in one; the request's body does not). The head's findings belong to PARSE: the method must be POST, the
 * {@code Content-Type} must pass the runtime's rule ({@link JsonContentType}: {@code application/json}, parameters
 * allowed, finding {@code ContentType}), and {@code Content-Length} must equal the body's bytes. The
 * {@code A2A-Version} header and the request target's {@code A2A-Version} query parameter are kept as given, for
 * {@link VersionDetection}; several of either are joined with commas, as HTTP joins repeated headers.
 *
 * @param findings      the head's findings, by line (those about the whole head last)
 * @param bodyFrom      the body's first byte
 * @param bodyTo        the body's end (exclusive)
 * @param bodyLine      the file line the body starts on
 * @param versionHeader the {@code A2A-Version} header's value, or {@code null} when there is none
 * @param versionLine   the line of the first {@code A2A-Version} header, or 0 when there is none
 * @param versionQuery  the {@code A2A-Version} query parameter's decoded value, or {@code null} when there is none
 */
record HttpRequestFile(List<Finding> findings, int bodyFrom, int bodyTo, int bodyLine, String versionHeader,
                       int versionLine, String versionQuery) {
    /** The header and query parameter that declare the A2A version of a request. */
    static final String VERSION_HEADER = "A2A-Version";

    /** True when a finding is an ERROR: the request fails PARSE whatever its body holds. */
    boolean hasErrors() {
        return findings.stream().anyMatch(Finding::isError);
    }

    /** Splits and checks a request file; never throws for bad input. */
    static HttpRequestFile read(byte[] file) {
        List<Finding> findings = new ArrayList<>();
        List<String> contentTypes = new ArrayList<>();
        List<String> lengths = new ArrayList<>();
        List<String> versions = new ArrayList<>();
        List<String> queryVersions = new ArrayList<>();
        int versionLine = 0;
        int contentTypeLine = 0;
        int lengthLine = 0;
        int at = 0;
        int line = 0;
        boolean ended = false;
        while (at < file.length) {
            int end = indexOf(file, (byte) '\n', at);
            int next = end < 0 ? file.length : end + 1;
            int stop = end < 0 ? file.length : end;
            if (stop > at && file[stop - 1] == '\r') {
                stop--;
            }
            String text = new String(file, at, stop - at, StandardCharsets.ISO_8859_1);
            line++;
            at = next;
            if (text.isEmpty()) {
                if (line == 1) {
                    findings.add(error(MALFORMED_HTTP_REQUEST, "the file starts with a blank line, not a request line"
                            + " such as 'POST /a2a HTTP/1.1'", line));
                }
                ended = true;
                break;
            }
            if (line == 1) {
                requestLine(text, findings, queryVersions);
                continue;
            }
            int colon = text.indexOf(':');
            if (colon <= 0 || !isToken(text.substring(0, colon))) {
                findings.add(error(MALFORMED_HTTP_REQUEST, "line " + line + " is not a header ('Name: value'), and no"
                        + " blank line before it ends the head", line));
                continue;
            }
            String name = text.substring(0, colon).toLowerCase(Locale.ROOT);
            String value = text.substring(colon + 1).strip();
            switch (name) {
                case "content-type" -> {
                    contentTypes.add(value);
                    contentTypeLine = contentTypeLine == 0 ? line : contentTypeLine;
                }
                case "content-length" -> {
                    lengths.add(value);
                    lengthLine = lengthLine == 0 ? line : lengthLine;
                }
                case "a2a-version" -> {
                    versions.add(value);
                    versionLine = versionLine == 0 ? line : versionLine;
                }
                case "transfer-encoding" -> findings.add(error(TRANSFER_ENCODING_NOT_SUPPORTED, "the request has"
                        + " Transfer-Encoding: " + value + "; a request file holds its body as sent, with a"
                        + " Content-Length", line));
                default -> {
                    // other headers (Host, X-A2A-Extensions, ...) do not concern the gates
                }
            }
        }
        if (line == 0) {
            findings.add(error(MALFORMED_HTTP_REQUEST, "the file is empty: a request file starts with a request line"
                    + " such as 'POST /a2a HTTP/1.1'", 1));
        } else if (!ended) {
            findings.add(error(MALFORMED_HTTP_REQUEST, "no blank line ends the head: the file holds no body", line));
        }
        int bodyFrom = Math.min(at, file.length);
        int bodyTo = file.length;
        if (bodyTo > bodyFrom && file[bodyTo - 1] == '\n') {
            bodyTo -= bodyTo - 1 > bodyFrom && file[bodyTo - 2] == '\r' ? 2 : 1;
        }
        String contentType = contentTypes.isEmpty() ? null : String.join(", ", contentTypes);
        SourceLocation contentTypeAt = contentTypeLine == 0 ? null : SourceLocation.ofLineColumn(contentTypeLine, 1);
        JsonContentType.findProblem(contentType).ifPresent(f -> findings.add(f.withLocation(contentTypeAt)));
        contentLength(lengths, lengthLine, bodyTo - bodyFrom, findings);
        findings.sort(Comparator.comparingInt(f -> f.location() == null ? Integer.MAX_VALUE : f.location().line()));
        return new HttpRequestFile(List.copyOf(findings), bodyFrom, bodyTo, line + 1,
                versions.isEmpty() ? null : String.join(",", versions), versionLine,
                queryVersions.isEmpty() ? null : String.join(",", queryVersions));
    }

    private static void requestLine(String text, List<Finding> findings, List<String> queryVersions) {
        String[] words = text.split(" ", -1);
        if (words.length != 3 || !isToken(words[0]) || words[1].isEmpty() || !words[2].startsWith("HTTP/")) {
            findings.add(error(MALFORMED_HTTP_REQUEST, "the first line is not a request line such as"
                    + " 'POST /a2a HTTP/1.1'", 1));
            return;
        }
        if (!words[0].equals("POST")) {
            findings.add(error(HTTP_METHOD_NOT_POST, "the method is " + words[0]
                    + "; JSON-RPC over HTTP is sent with POST", 1));
        }
        query(words[1], queryVersions);
    }

    /** Collects the decoded values of the target's {@code A2A-Version} query parameters (the name matched exactly). */
    private static void query(String target, List<String> versions) {
        int from = target.indexOf('?');
        if (from < 0) {
            return;
        }
        int to = target.indexOf('#', from);
        for (String pair : target.substring(from + 1, to < 0 ? target.length() : to).split("&", -1)) {
            int eq = pair.indexOf('=');
            String name = decode(eq < 0 ? pair : pair.substring(0, eq));
            if (name.equals(VERSION_HEADER)) {
                versions.add(eq < 0 ? "" : decode(pair.substring(eq + 1)));
            }
        }
    }

    /** Percent-decodes one query component ({@code +} is a space); text with a broken escape is kept as written. */
    private static String decode(String s) {
        try {
            return URLDecoder.decode(s, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return s;
        }
    }

    private static void contentLength(List<String> values, int line, int bodyBytes, List<Finding> findings) {
        if (values.isEmpty()) {
            findings.add(Finding.advisory(MISSING_CONTENT_LENGTH, "the head has no Content-Length; the body is taken"
                    + " to be the rest of the file (" + bodyBytes + " bytes)", "", null));
            return;
        }
        String first = values.get(0);
        boolean digits = !first.isEmpty() && first.length() <= 18 && first.chars().allMatch(c -> c >= '0' && c <= '9');
        if (!digits || values.stream().anyMatch(v -> !v.equals(first))) {
            findings.add(error(INVALID_CONTENT_LENGTH, "Content-Length is " + String.join(", ", values)
                    + ": it must be one decimal number of bytes", line));
            return;
        }
        long declared = Long.parseLong(first);
        if (declared != bodyBytes) {
            findings.add(error(CONTENT_LENGTH_MISMATCH, "Content-Length says " + declared + " bytes but the body has "
                    + bodyBytes + ": a server would cut the body short or wait for bytes that never come", line));
        }
    }

    private static Finding error(A2aCode code, String message, int line) {
        return Finding.error(code, message, "", SourceLocation.ofLineColumn(line, 1));
    }

    private static boolean isToken(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
                    || "!#$%&'*+-.^_`|~".indexOf(c) >= 0)) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(byte[] bytes, byte b, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
