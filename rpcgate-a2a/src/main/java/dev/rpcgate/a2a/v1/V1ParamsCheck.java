package dev.rpcgate.a2a.v1;

import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.Finding;
import java.util.List;

/**
 * The outcome of checking the params of one v1.0 request.
 *
 * @param findings the PARAMS findings, paths from the params root (e.g. {@code /message/parts/1/raw})
 * @param parts    a summary of each Part in the params that could be measured (or refers to a URL), in document
 *                 order; kinds {@code text}, {@code raw}, {@code url} and {@code data}
 */
public record V1ParamsCheck(List<Finding> findings, List<PartSummary> parts) {
    /** Copies the lists. */
    public V1ParamsCheck {
        findings = List.copyOf(findings);
        parts = List.copyOf(parts);
    }

    /** True when no finding is an ERROR (advisories such as {@code ProtoFieldName} are allowed). */
    public boolean isValid() {
        for (Finding f : findings) {
            if (f.isError()) {
                return false;
            }
        }
        return true;
    }
}
