package dev.rpcgate.cli;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.SharedCode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * Reads an input named on the command line (a file, or {@code -} for standard input) fully as bytes, but never more
 * than the size limit plus one byte: a larger input, even an endless one like {@code /dev/zero}, costs at most that
 * much memory and still reaches the reader, which reports it over the limit.
 */
final class InputFiles {
    /** The name that stands for standard input. */
    static final String STDIN = "-";

    private InputFiles() {
    }

    /**
     * What reading one input gave: its bytes, or the finding that says why there are none.
     *
     * @param bytes     at most {@code limit + 1} bytes, or {@code null} when unreadable
     * @param readError an {@code InputRead} finding, or {@code null} when read
     */
    record Read(byte[] bytes, Finding readError) {
    }

    /**
     * Reads {@code name}: standard input for {@code -}, else a file resolved against {@code workDir}.
     *
     * @param maxBytes the reader's size limit; at most {@code maxBytes + 1} bytes are read
     */
    static Read read(String name, Path workDir, InputStream stdin, int maxBytes) {
        int cap = maxBytes == Integer.MAX_VALUE ? maxBytes : maxBytes + 1;
        if (name.equals(STDIN)) {
            try {
                return new Read(stdin.readNBytes(cap), null);
            } catch (IOException e) {
                return failure("cannot read standard input: " + reason(e));
            }
        }
        Path path = workDir.resolve(name);
        if (Files.isDirectory(path)) {
            return failure("cannot read the file: it is a directory");
        }
        try (InputStream in = Files.newInputStream(path)) {
            return new Read(in.readNBytes(cap), null);
        } catch (IOException | SecurityException e) {
            return failure("cannot read the file: " + reason(e));
        }
    }

    static Read failure(String message) {
        return new Read(null, Finding.error(SharedCode.INPUT_READ, message, "", null));
    }

    /** The operating system's reason, in the words a shell would use. */
    static String reason(Exception e) {
        return switch (e) {
            case NoSuchFileException ignored -> "no such file or directory";
            case AccessDeniedException ignored -> "permission denied";
            case NotDirectoryException ignored -> "not a directory";
            case FileSystemException f when f.getReason() != null -> lowerFirst(f.getReason());
            default -> e.getMessage() == null ? e.getClass().getSimpleName() : lowerFirst(e.getMessage());
        };
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
