package dev.rpcgate.transcript;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * A protocol's session rules, read once: the states (the first is the initial one), the capability sources, and
 * the order rules of every method each peer models.
 *
 * @param states       the state names in declared order
 * @param capabilities the capability sources in declared order
 * @param methods      per receiving peer, the rules of each method it models, by wire name
 */
record SessionRules(List<String> states, List<CapabilitySource> capabilities,
                    Map<PeerName, Map<String, MethodOrder>> methods) {

    String initial() {
        return states.get(0);
    }

    /** The rules of a method the receiver models, or {@code null}. */
    MethodOrder find(PeerName receiver, String wireName) {
        Map<String, MethodOrder> of = methods.get(receiver);
        return of == null ? null : of.get(wireName);
    }

    /**
     * A capability and the result that advertises it.
     *
     * @param name    the capability
     * @param method  the wire name of the method whose successful result advertises it
     * @param pointer where in that result
     */
    record CapabilitySource(String name, String method, ResultPointer pointer) {
    }

    /**
     * One method's order rules; a method without {@code @jsonRpcLifecycle} is allowed in every state.
     *
     * @param method     the wire name
     * @param allowedIn  the states it may be sent in; empty means every state
     * @param onCall     the state entered when the request is accepted
     * @param onSuccess  the state entered when a successful reply arrives
     * @param onError    the state entered when an error reply arrives
     * @param requires   the capabilities that must be advertised
     * @param cancels    what the method cancels, when it is a cancellation
     * @param advertises the capability sources its successful result feeds
     */
    record MethodOrder(String method, List<String> allowedIn, Optional<String> onCall, Optional<String> onSuccess,
                       Optional<String> onError, List<String> requires, Optional<Cancellation> cancels,
                       List<CapabilitySource> advertises) {
    }

    /**
     * Where a cancellation names its call, and the code the cancelled call may answer with.
     *
     * @param member   the member's name in named params
     * @param position its index in positional params, when the method takes them
     * @param code     the excused error code, when declared
     */
    record Cancellation(String member, OptionalInt position, OptionalLong code) {
    }
}
