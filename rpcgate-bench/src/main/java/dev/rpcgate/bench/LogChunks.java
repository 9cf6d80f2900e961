package dev.rpcgate.bench;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Writes a generated {@code dir-message} JSONL log (the records {@code MessageTracer} writes) as the 64 KiB chunks
 * {@code rpcgate transcript} reads, so lines are split across chunks anywhere; {@link EditorLog} and {@link McpLog}
 * write through it.
 */
final class LogChunks {
    /** The chunk size of {@code rpcgate transcript}'s reads. */
    static final int CHUNK = 64 * 1024;

    private final List<byte[]> chunks = new ArrayList<>();
    private byte[] chunk = new byte[CHUNK];
    private int fill;
    private long bytes;
    private int lines;

    /** Writes one record: {@code {"dir": dir, "message": message}}. */
    void record(String dir, String message) {
        write(("{\"dir\":\"" + dir + "\",\"message\":" + message + "}\n").getBytes(StandardCharsets.UTF_8));
        lines++;
    }

    /** The bytes written so far. */
    long bytes() {
        return bytes;
    }

    /** The log: its chunks (the last one may be shorter) and counts. */
    EditorLog.Log finish(int calls, int errors, int cancels) {
        if (fill > 0) {
            chunks.add(Arrays.copyOf(chunk, fill));
            fill = 0;
        }
        return new EditorLog.Log(List.copyOf(chunks), bytes, lines, calls, errors, cancels);
    }

    private void write(byte[] b) {
        int at = 0;
        while (at < b.length) {
            int n = Math.min(b.length - at, CHUNK - fill);
            System.arraycopy(b, at, chunk, fill, n);
            fill += n;
            at += n;
            if (fill == CHUNK) {
                chunks.add(chunk);
                chunk = new byte[CHUNK];
                fill = 0;
            }
        }
        bytes += b.length;
    }
}
