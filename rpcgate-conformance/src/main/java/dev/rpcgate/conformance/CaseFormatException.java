package dev.rpcgate.conformance;

/** A case file that does not follow the format of {@code conformance/README.md}; the message names file and member. */
public final class CaseFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** A problem at {@code pointer} in {@code file}. */
    public CaseFormatException(String file, String pointer, String problem) {
        super(file + (pointer.isEmpty() ? "" : " at " + pointer) + ": " + problem);
    }
}
