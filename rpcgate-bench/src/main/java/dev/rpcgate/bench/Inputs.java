package dev.rpcgate.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The benchmark inputs: JSON documents stored as resources under {@code bench/}, read once as UTF-8 bytes.
 * The benchmark and the report share this table, so the report's MB/s use exactly the bytes that were measured.
 */
public enum Inputs {
    /** A small JSON-RPC 2.0 call. */
    REQUEST("request", "bench/request.json", "a JSON-RPC 2.0 call with named params (the spec's `subtract`)"),
    /** An A2A v0.3.0 message/send call with a text part and a 4 KiB file part. */
    A2A("a2a", "bench/a2a-message-send.json",
            "an A2A v0.3.0 `message/send` call: a text part (some non-ASCII) and a file part whose `bytes` are"
                    + " 4 KiB of deterministic data as canonical base64 (5,464 characters), plus message and"
                    + " request metadata and a `configuration`"),
    /** A batch of 64 small calls and notifications. */
    BATCH("batch", "bench/batch-64.json",
            "a batch of 64 small messages: 40 calls (number and string ids) and 24 notifications, params by"
                    + " position, by name, nested or absent");

    /** The JSON Schema of the JSON-RPC 2.0 envelope the networknt candidate validates against. */
    static final String SCHEMA_RESOURCE = "bench/jsonrpc-2.0.schema.json";

    private final String key;
    private final String resource;
    private final String description;

    Inputs(String key, String resource, String description) {
        this.key = key;
        this.resource = resource;
        this.description = description;
    }

    /** The name used as the benchmark's {@code input} parameter. */
    public String key() {
        return key;
    }

    /** The resource path of the document. */
    public String resource() {
        return resource;
    }

    /** One line for the report. */
    public String description() {
        return description;
    }

    /** The document's bytes (a fresh copy). */
    public byte[] bytes() {
        return load(resource);
    }

    /** The input named {@code key}. */
    public static Inputs of(String key) {
        for (Inputs i : values()) {
            if (i.key.equals(key)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no benchmark input named " + key + "; known: " + keys());
    }

    /** The known input names. */
    public static List<String> keys() {
        return java.util.Arrays.stream(values()).map(Inputs::key).toList();
    }

    static byte[] load(String resource) {
        try (InputStream in = Inputs.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
