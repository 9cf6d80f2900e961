package dev.rpcgate.smithy.model;

/**
 * Internal to rpcgate-smithy: what a modeled error's {@code data} is checked against, as its {@code @rpcError} trait
 * selects it.
 */
public sealed interface DataSelection {

    /** The whole error structure; data is then required. The default. */
    record WholeError() implements DataSelection {
    }

    /** One error member ({@code dataMember}); data may be absent when the member is optional. */
    record Member(String name) implements DataSelection {
    }

    /** No data at all ({@code absentData: true}). */
    record Absent() implements DataSelection {
    }
}
