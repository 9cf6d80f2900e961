package dev.rpcgate.transcript.log;

import dev.rpcgate.transcript.protocols.JsonPointer;

/** The JSON Pointers of a log mapping, checked as configuration: a bad one is a {@link LogConfigurationException}. */
final class MappingPointers {
    private MappingPointers() {
    }

    /**
     * Parses a pointer.
     *
     * @throws LogConfigurationException when the text is not a JSON Pointer
     */
    static JsonPointer parse(String text) {
        if (text == null) {
            throw new LogConfigurationException("a JSON Pointer is required");
        }
        return JsonPointer.parse(text).orElseThrow(() -> new LogConfigurationException("invalid JSON Pointer \""
                + text + "\": " + JsonPointer.problem(text)));
    }

    /** Checks a pointer's syntax, for record constructors; returns the text. */
    static String check(String text) {
        parse(text);
        return text;
    }
}
