package dev.rpcgate.cli;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * A command's positional words split at {@code --}: picocli hands over the positionals before and after it as one
 * list, so the split counts back from the end of the original arguments.
 *
 * @param before  the words before {@code --} (all of them when there is none)
 * @param command the words after {@code --}: the command to run
 * @param dashes  whether {@code --} was given
 */
record CommandWords(List<String> before, List<String> command, boolean dashes) {
    static CommandWords of(CommandSpec spec, List<String> words) {
        List<String> original = spec.commandLine().getParseResult().originalArgs();
        int dashes = original.indexOf("--");
        int after = dashes < 0 ? 0 : original.size() - dashes - 1;
        return new CommandWords(List.copyOf(words.subList(0, words.size() - after)),
                List.copyOf(words.subList(words.size() - after, words.size())), dashes >= 0);
    }
}
