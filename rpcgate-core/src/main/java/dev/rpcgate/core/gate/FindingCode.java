package dev.rpcgate.core.gate;

/**
 * A stable finding code: {@link #code()} is the name reports print (UpperCamelCase, such as {@code DuplicateKey}),
 * never reworded once released. Each module declares its codes in one public enum implementing this interface; a code
 * name means one thing across rpcgate, so a module that reports another module's condition uses that module's code.
 */
public interface FindingCode {
    /** The name written in reports, e.g. {@code DuplicateKey}. */
    String code();
}
