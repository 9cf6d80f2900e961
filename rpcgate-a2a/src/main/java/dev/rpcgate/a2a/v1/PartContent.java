package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonValue;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Objects;

/** What a {@link Part} carries: the proto's {@code content} oneof, exactly one of text, raw bytes, a URL or data. */
public sealed interface PartContent {
    /** The oneof member's json name: {@code text}, {@code raw}, {@code url} or {@code data}. */
    String fieldName();

    /**
     * Text.
     *
     * @param text the text
     */
    record Text(String text) implements PartContent {
        /** Checks the text is there. */
        public Text {
            Objects.requireNonNull(text, "text");
        }

        @Override
        public String fieldName() {
            return "text";
        }
    }

    /**
     * Raw bytes, held as a private copy: the constructor copies the array it is given and {@link #bytes()} returns a
     * fresh copy, so the content never changes; equality and hash code are by content.
     *
     * @param bytes the bytes
     */
    record Raw(byte[] bytes) implements PartContent {
        /** Copies the bytes. */
        public Raw {
            bytes = Objects.requireNonNull(bytes, "bytes").clone();
        }

        /** A copy of the bytes. */
        @Override
        public byte[] bytes() {
            return bytes.clone();
        }

        /** The number of bytes. */
        public int length() {
            return bytes.length;
        }

        /** The bytes as standard padded Base64, as ProtoJSON writes them. */
        public String base64() {
            return Base64.getEncoder().encodeToString(bytes);
        }

        @Override
        public String fieldName() {
            return "raw";
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Raw r && Arrays.equals(r.bytes, bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }

        /** The length and at most the first 16 bytes in hex. */
        @Override
        public String toString() {
            String hex = HexFormat.of().formatHex(bytes, 0, Math.min(bytes.length, 16));
            return "Raw[" + bytes.length + " bytes: " + hex + (bytes.length > 16 ? "...]" : "]");
        }
    }

    /**
     * A URL pointing to the content.
     *
     * @param url the URL, as given
     */
    record Url(String url) implements PartContent {
        /** Checks the URL is there. */
        public Url {
            Objects.requireNonNull(url, "url");
        }

        @Override
        public String fieldName() {
            return "url";
        }
    }

    /**
     * Structured data: any JSON value ({@code google.protobuf.Value}), kept exactly; JSON {@code null} included.
     *
     * @param data the value
     */
    record Data(JsonValue data) implements PartContent {
        /** Checks the value is there. */
        public Data {
            Objects.requireNonNull(data, "data");
        }

        @Override
        public String fieldName() {
            return "data";
        }
    }
}
