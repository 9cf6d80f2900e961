package dev.rpcgate.smithy;

import java.util.regex.Pattern;

/**
 * A {@code @pattern} as written in the model and the java.util.regex pattern it was translated to.
 *
 * @param source  the ECMA-262 pattern from the model
 * @param pattern the compiled equivalent
 */
record CompiledPattern(String source, Pattern pattern) {
}
