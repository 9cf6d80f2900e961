package dev.rpcgate.smithy;

import java.util.Objects;

/**
 * How a prepared service reads payloads: which member names params use, what happens to members the contract does
 * not name, how 1.0 error values are read, and the resource limits. Immutable; made with {@link #builder()}, changed
 * with {@link #toBuilder()}:
 * {@code ValidationPolicy.DEFAULT.toBuilder().unknownMembers(UnknownMembers.IGNORE).build()}.
 */
public final class ValidationPolicy {

    /** Smithy member names, unknown members rejected, opaque 1.0 errors, default limits. */
    public static final ValidationPolicy DEFAULT = builder().build();

    private final MemberNames memberNames;
    private final UnknownMembers unknownMembers;
    private final LegacyErrors legacyErrors;
    private final ValidationLimits limits;

    private ValidationPolicy(Builder b) {
        this.memberNames = b.memberNames;
        this.unknownMembers = b.unknownMembers;
        this.legacyErrors = b.legacyErrors;
        this.limits = b.limits;
    }

    /** A builder holding the {@linkplain #DEFAULT defaults}. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this policy. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.memberNames = memberNames;
        b.unknownMembers = unknownMembers;
        b.legacyErrors = legacyErrors;
        b.limits = limits;
        return b;
    }

    /** Smithy member names (the default) or their {@code jsonName}. */
    public MemberNames memberNames() {
        return memberNames;
    }

    /** Reject members the contract does not name (the default) or ignore them. */
    public UnknownMembers unknownMembers() {
        return unknownMembers;
    }

    /** Read 1.0 error values as opaque (the default) or as code/message/data objects. */
    public LegacyErrors legacyErrors() {
        return legacyErrors;
    }

    /** The text, depth and finding bounds. */
    public ValidationLimits limits() {
        return limits;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ValidationPolicy p && p.memberNames == memberNames && p.unknownMembers == unknownMembers
                && p.legacyErrors == legacyErrors && p.limits.equals(limits);
    }

    @Override
    public int hashCode() {
        return Objects.hash(memberNames, unknownMembers, legacyErrors, limits);
    }

    @Override
    public String toString() {
        return "ValidationPolicy[memberNames=" + memberNames + ", unknownMembers=" + unknownMembers + ", legacyErrors="
                + legacyErrors + ", limits=" + limits + "]";
    }

    /** Builds a {@link ValidationPolicy}; starts from the defaults. Not thread-safe. */
    public static final class Builder {
        private MemberNames memberNames = MemberNames.SMITHY;
        private UnknownMembers unknownMembers = UnknownMembers.REJECT;
        private LegacyErrors legacyErrors = LegacyErrors.OPAQUE;
        private ValidationLimits limits = ValidationLimits.DEFAULT;

        private Builder() {
        }

        /** Which names a structure's members have on the wire. */
        public Builder memberNames(MemberNames value) {
            this.memberNames = Objects.requireNonNull(value, "memberNames");
            return this;
        }

        /** What happens to an object member the structure does not declare. */
        public Builder unknownMembers(UnknownMembers value) {
            this.unknownMembers = Objects.requireNonNull(value, "unknownMembers");
            return this;
        }

        /** How a JSON-RPC 1.0 {@code error} value is read. */
        public Builder legacyErrors(LegacyErrors value) {
            this.legacyErrors = Objects.requireNonNull(value, "legacyErrors");
            return this;
        }

        /** The text, depth and finding bounds. */
        public Builder limits(ValidationLimits value) {
            this.limits = Objects.requireNonNull(value, "limits");
            return this;
        }

        /** The policy. */
        public ValidationPolicy build() {
            return new ValidationPolicy(this);
        }
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
