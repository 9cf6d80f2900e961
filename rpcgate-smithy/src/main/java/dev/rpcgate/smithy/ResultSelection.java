package dev.rpcgate.smithy;

import java.util.Objects;

/** What a method's successful result is checked against, as its {@code @method} trait selects it. */
public sealed interface ResultSelection {

    /** The whole output structure: the default. */
    record WholeOutput() implements ResultSelection {
    }

    /**
     * One output member ({@code resultMember}).
     *
     * @param name the Smithy member name
     */
    record Member(String name) implements ResultSelection {
        /** Checks the name is given. */
        public Member {
            Objects.requireNonNull(name, "name");
        }
    }

    /** Always JSON {@code null} ({@code nullResult: true}). */
    record NullResult() implements ResultSelection {
    }
}
