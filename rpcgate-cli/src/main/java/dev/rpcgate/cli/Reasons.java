package dev.rpcgate.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/** An exception as the short reason a person reads after a colon: the operating system's words, no class names. */
final class Reasons {
    private Reasons() {
    }

    static String of(Throwable e) {
        return switch (e) {
            case NoSuchFileException ignored -> "no such file or directory";
            case AccessDeniedException ignored -> "permission denied";
            case FileSystemException f when f.getReason() != null -> lowerFirst(f.getReason());
            default -> e.getMessage() == null || e.getMessage().isBlank()
                    ? e.getClass().getSimpleName() : lowerFirst(e.getMessage());
        };
    }

    /**
     * Why a command could not be started, as {@code cannot start NAME: reason}: ProcessBuilder's message repeats the
     * command and directory, so the system's reason is taken from its cause when there is one.
     */
    static String cannotStart(String name, Exception e) {
        Throwable why = e.getCause() instanceof IOException system ? system : e;
        return "cannot start " + name + ": " + of(why).strip();
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
