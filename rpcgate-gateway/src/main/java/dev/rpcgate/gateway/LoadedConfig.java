package dev.rpcgate.gateway;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What {@link GatewayConfigLoader} read: a configuration, or the problems that kept it from being one.
 *
 * @param config   the configuration, or {@code null} when there are problems
 * @param problems every problem found, in document order; empty when {@code config} is set
 */
public record LoadedConfig(GatewayConfig config, List<ConfigProblem> problems) {
    /** Copies the problems. */
    public LoadedConfig {
        problems = List.copyOf(problems);
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
