package dev.rpcgate.transcript.protocols;

import dev.rpcgate.transcript.PeerName;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Internal to rpcgate-transcript: a protocol's session rules, read once: the states (the first is the initial one), the capability sources, and
 * the order rules of every method each peer models.
 *
 * @param states       the state names in declared order
 * @param capabilities the capability sources in declared order
 * @param methods      per receiving peer, the rules of each method it models, by wire name
 * @param progress     per caller, where its calls give the tokens of the progress reports it accepts
 */
public record SessionRules(List<String> states, List<CapabilitySource> capabilities,
                    Map<PeerName, Map<String, MethodOrder>> methods, Map<PeerName, List<JsonPointer>> progress) {

    /** The initial state. */
    public String initial() {
        return states.get(0);
    }

    /** The rules of a method the receiver models, or {@code null}. */
    public MethodOrder find(PeerName receiver, String wireName) {
        Map<String, MethodOrder> of = methods.get(receiver);
        return of == null ? null : of.get(wireName);
    }

    /** Where {@code caller}'s calls give progress tokens; empty when it accepts no progress reports. */
    public List<JsonPointer> progressPointers(PeerName caller) {
        return progress.getOrDefault(caller, List.of());
    }

    /**
     * A capability and the result (or request params) that advertises it.
     *
     * @param name     the capability
     * @param method   the wire name of the method whose successful result (or accepted request) advertises it
     * @param pointer  where in that result, or in the request's params
     * @param inParams true when the request's params advertise it, as the request is accepted
     */
    public record CapabilitySource(String name, String method, JsonPointer pointer, boolean inParams) {
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
     * @param advertises the capability sources its successful result (or its params) feeds
     * @param progress   what the method reports progress on, when it is a progress report
     */
    public record MethodOrder(String method, List<String> allowedIn, Optional<String> onCall, Optional<String> onSuccess,
                       Optional<String> onError, List<String> requires, Optional<Cancellation> cancels,
                       List<CapabilitySource> advertises, Optional<Progress> progress) {
    }

    /**
     * A progress report's token and value, by their member names in its params.
     *
     * @param tokenMember the member holding the token a call gave
     * @param callPointer where a call's params give the token
     * @param valueMember the member whose value must increase, when declared
     */
    public record Progress(String tokenMember, JsonPointer callPointer, Optional<String> valueMember) {
    }

    /**
     * Where a cancellation names its call, and the code the cancelled call may answer with.
     *
     * @param member   the member's name in named params
     * @param position its index in positional params, when the method takes them
     * @param code     the excused error code, when declared
     * @param noReply  the cancelled call gets no reply: the cancellation settles it
     */
    public record Cancellation(String member, OptionalInt position, OptionalLong code, boolean noReply) {
    }
}
