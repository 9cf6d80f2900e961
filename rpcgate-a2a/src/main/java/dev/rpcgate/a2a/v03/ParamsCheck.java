package dev.rpcgate.a2a.v03;

import dev.rpcgate.a2a.validation.PartSummary;
import dev.rpcgate.core.gate.Finding;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of checking the params of one {@code message/send}.
 *
 * @param findings the PARAMS findings, paths from the params root (e.g. {@code /message/parts/1/file/bytes})
 * @param parts    a summary of each part that could be measured, in part order
 * @param params   the params as records, present exactly when there is no ERROR finding
 */
public record ParamsCheck(List<Finding> findings, List<PartSummary> parts, Optional<MessageSendParams> params) {
    /** Copies the lists. */
    public ParamsCheck {
        findings = List.copyOf(findings);
        parts = List.copyOf(parts);
        java.util.Objects.requireNonNull(params, "params");
    }

    /** True when no finding is an ERROR (advisories such as {@code UnknownMember} are allowed). */
    public boolean isValid() {
        for (Finding f : findings) {
            if (f.isError()) {
                return false;
            }
        }
        return true;
    }
}
