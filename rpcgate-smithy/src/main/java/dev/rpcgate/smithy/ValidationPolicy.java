package dev.rpcgate.smithy;

import java.util.Objects;

/**
 * How a prepared service reads payloads: which member names params use, what happens to members the contract does
 * not name, how 1.0 error values are read, and the resource limits. Immutable.
 *
 * @param memberNames    Smithy member names (default) or their {@code jsonName}
 * @param unknownMembers reject members the contract does not name (default) or ignore them
 * @param legacyErrors   read 1.0 error values as opaque (default) or as code/message/data objects
 * @param limits         text, depth and finding bounds
 */
public record ValidationPolicy(MemberNames memberNames, UnknownMembers unknownMembers, LegacyErrors legacyErrors,
                               ValidationLimits limits) {

    /** Smithy member names, unknown members rejected, opaque 1.0 errors, default limits. */
    public static final ValidationPolicy DEFAULT =
            new ValidationPolicy(MemberNames.SMITHY, UnknownMembers.REJECT, LegacyErrors.OPAQUE, ValidationLimits.DEFAULT);

    /** Checks that every part is given. */
    public ValidationPolicy {
        Objects.requireNonNull(memberNames, "memberNames");
        Objects.requireNonNull(unknownMembers, "unknownMembers");
        Objects.requireNonNull(legacyErrors, "legacyErrors");
        Objects.requireNonNull(limits, "limits");
    }

    /** This policy with other member names. */
    public ValidationPolicy withMemberNames(MemberNames names) {
        return new ValidationPolicy(names, unknownMembers, legacyErrors, limits);
    }

    /** This policy with another unknown-member rule. */
    public ValidationPolicy withUnknownMembers(UnknownMembers rule) {
        return new ValidationPolicy(memberNames, rule, legacyErrors, limits);
    }

    /** This policy with another 1.0 error mapping. */
    public ValidationPolicy withLegacyErrors(LegacyErrors mapping) {
        return new ValidationPolicy(memberNames, unknownMembers, mapping, limits);
    }

    /** This policy with other limits. */
    public ValidationPolicy withLimits(ValidationLimits bounds) {
        return new ValidationPolicy(memberNames, unknownMembers, legacyErrors, bounds);
    }

    /** Which names a structure's members have on the wire. */
    public enum MemberNames {
        /** The Smithy member name. */
        SMITHY,
        /** The member's {@code jsonName} trait, else its Smithy name. */
        JSON_NAME
    }

    /** What happens to an object member that the structure does not declare. */
    public enum UnknownMembers {
        /** An {@code UnknownMember} error. */
        REJECT,
        /** Accepted without a finding. */
        IGNORE
    }

    /** How a JSON-RPC 1.0 {@code error} value is read. */
    public enum LegacyErrors {
        /** Any non-null value is an error; its content is not checked ({@code LimitedScope} advisory). */
        OPAQUE,
        /** The value is read as a 2.0-style {@code {code, message, data}} object and mapped to modeled errors. */
        CODE_MESSAGE_DATA
    }
}
