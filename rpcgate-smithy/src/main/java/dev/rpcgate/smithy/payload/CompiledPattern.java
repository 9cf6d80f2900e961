package dev.rpcgate.smithy.payload;

import java.util.regex.Pattern;

/**
 * A {@code @pattern} as written in the model, the java.util.regex pattern it was translated to, and, for the simple
 * anchored forms that most models use, a matcher that needs no regex ({@link ClassSequence}) and agrees with it.
 *
 * @param source  the ECMA-262 pattern from the model
 * @param pattern the compiled equivalent
 * @param simple  the regex-free matcher, or {@code null} when the pattern is not of the simple form
 */
record CompiledPattern(String source, Pattern pattern, ClassSequence simple) {

    /** The pattern with its fast path, when it has one. */
    CompiledPattern(String source, Pattern pattern) {
        this(source, pattern, ClassSequence.compile(source));
    }

    /**
     * find() semantics, as ECMA's RegExp.test without anchors. java.util.regex recurses per repetition of some groups,
     * so a long enough string can overflow the stack: that string is treated as not matching rather than let a peer's
     * input end the validating thread.
     */
    boolean matches(String value) {
        if (simple != null) {
            return simple.matches(value);
        }
        try {
            return pattern.matcher(value).find();
        } catch (StackOverflowError tooLong) {
            return false;
        }
    }
}
