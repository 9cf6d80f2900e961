package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.smithy.ContractCode;

import java.util.List;

/**
 * Blobs: a string of canonical padded Base64 (RFC 4648 section 4: the standard alphabet, {@code =} padding to a
 * multiple of four, and zero bits in the unused tail, so each byte sequence has exactly one spelling), and
 * {@code @length} counted in decoded bytes. Checked without decoding.
 */
final class BlobValidator implements PayloadValidator {
    private static final String EXPECTED = "a Base64 string (blob)";

    private final FindingOwner owner;
    private final LengthRange[] lengths;

    BlobValidator(FindingOwner owner, List<LengthRange> lengths) {
        this.owner = owner;
        this.lengths = lengths.toArray(LengthRange[]::new);
    }

    @Override
    public boolean accepts(JsonValue value) {
        return value instanceof JsonString s && lengths.length == 0 && problem(s.value()) == null;
    }

    @Override
    public void validate(JsonValue value, JsonPath path, FindingSink sink) {
        if (!(value instanceof JsonString s)) {
            ValueText.mismatch(sink, EXPECTED, value, path, owner);
            return;
        }
        String v = s.value();
        String problem = problem(v);
        if (problem != null) {
            sink.error(ContractCode.INVALID_BLOB, "expected canonical padded Base64, found " + ValueText.found(s) + ": " + problem,
                    path, s, owner);
            return;
        }
        if (lengths.length > 0) {
            int pad = v.endsWith("==") ? 2 : v.endsWith("=") ? 1 : 0;
            LengthRange.check(lengths, (long) v.length() / 4 * 3 - pad, "bytes", s, path, sink, owner);
        }
    }

    /** Why {@code v} is not canonical padded Base64, or {@code null}. */
    static String problem(String v) {
        int n = v.length();
        if (n % 4 != 0) {
            return "its length " + n + " is not a multiple of 4";
        }
        int pad = n > 0 && v.charAt(n - 1) == '=' ? (v.charAt(n - 2) == '=' ? 2 : 1) : 0;
        for (int i = 0; i < n - pad; i++) {
            if (sextet(v.charAt(i)) < 0) {
                return v.charAt(i) == '=' ? "padding '=' may only end the text"
                        : "the character at " + i + " is not in the Base64 alphabet";
            }
        }
        if (pad > 0) {
            int last = sextet(v.charAt(n - pad - 1));
            int unused = pad == 2 ? 0x0f : 0x03;
            if ((last & unused) != 0) {
                return "the bits after the last byte are not zero, so this is not the canonical spelling";
            }
        }
        return null;
    }

    private static int sextet(char c) {
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 26;
        }
        if (c >= '0' && c <= '9') {
            return c - '0' + 52;
        }
        return c == '+' ? 62 : c == '/' ? 63 : -1;
    }
}
