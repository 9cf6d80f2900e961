package dev.rpcgate.a2a.v1;

import dev.rpcgate.a2a.validation.PartPolicy;
import java.util.Objects;

/**
 * What the v1.0 validator enforces beyond the proto: the part policy of every Part, and whether a member that is no
 * field of its message is an ERROR (strict, the default) or an ADVISORY (the protocol asks receivers to ignore them).
 *
 * @param parts                  the part policy applied to every Part
 * @param unknownFieldsAreErrors true: {@code UnknownMember} is an ERROR; false: an ADVISORY
 */
public record V1Policy(PartPolicy parts, boolean unknownFieldsAreErrors) {
    /** {@link PartPolicy#DEFAULT}, unknown fields are ERRORs. */
    public static final V1Policy DEFAULT = new V1Policy(PartPolicy.DEFAULT, true);

    /** Checks the required part. */
    public V1Policy {
        Objects.requireNonNull(parts, "parts");
    }

    /** This policy with another part policy. */
    public V1Policy withParts(PartPolicy p) {
        return new V1Policy(p, unknownFieldsAreErrors);
    }

    /** This policy with unknown fields reported as ADVISORY findings, kept and not checked. */
    public V1Policy withUnknownFieldsAsAdvisories() {
        return new V1Policy(parts, false);
    }
}
