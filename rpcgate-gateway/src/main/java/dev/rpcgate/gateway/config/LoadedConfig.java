package dev.rpcgate.gateway.config;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What {@link GatewayConfigLoader} read: a configuration, or the problems that kept it from being one.
 *
 * @param config   the configuration, or {@code null} when there are problems
 * @param problems every problem found, by line and then column (problems of the whole file, which have no location,
 *                 first; problems at one place keep the order they were found in); empty when {@code config} is set
 */
public record LoadedConfig(GatewayConfig config, List<ConfigProblem> problems) {
    /** Problems of the whole file first, then by line, then by column; the sort is stable. */
    private static final Comparator<ConfigProblem> BY_PLACE = Comparator
            .comparingLong((ConfigProblem p) -> p.location() == null ? -1 : p.location().line())
            .thenComparingLong(p -> p.location() == null ? -1 : p.location().column());

    /** Copies the problems, sorted by place: the checks run key by key, not in the file's order. */
    public LoadedConfig {
        problems = problems.stream().sorted(BY_PLACE).toList();
        if ((config == null) == problems.isEmpty()) {
            throw new IllegalArgumentException("either a configuration or problems");
        }
    }

    /** True when the file was a valid configuration. */
    public boolean isValid() {
        return config != null;
    }

    /** The configuration, when valid. */
    public Optional<GatewayConfig> findConfig() {
        return Optional.ofNullable(config);
    }

    /**
     * The configuration.
     *
     * @throws IllegalArgumentException listing every problem, one per line, when the file was not valid
     */
    public GatewayConfig expectConfig() {
        if (config == null) {
            throw new IllegalArgumentException(report());
        }
        return config;
    }

    /** The problems, one per line ({@code file:line:column: key: message}). */
    public String report() {
        return problems.stream().map(ConfigProblem::toString).collect(Collectors.joining("\n"));
    }
}
