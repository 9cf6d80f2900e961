package dev.rpcgate.smithy.check;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.message.Id;

import java.util.List;

/** What an original request makes the only right replies: none, a given protocol error, any error, or an answer. */
sealed interface Expectation {

    /**
     * A well-formed notification: no response may be given.
     *
     * @param why what the request is, for messages
     */
    record NoReply(String why) implements Expectation {
    }

    /**
     * One protocol error: the code a server owes for an unreadable or invalid request.
     *
     * @param code  the code
     * @param id    the id the reply must carry
     * @param rules the method, when the request named one of the service (stamped on findings), else {@code null}
     * @param why   what was wrong with the request, for messages
     */
    record ProtocolError(long code, Id id, MethodRules rules, String why) implements Expectation {
    }

    /**
     * A 1.0 call that no server can answer with a result: any non-null error.
     *
     * @param why for messages
     */
    record AnyError(Id id, MethodRules rules, String why) implements Expectation {
    }

    /** A valid call: a result or error the method's contract allows, with the call's id. */
    record Answer(MethodRules rules, Id id) implements Expectation {
    }

    /** The original cannot serve as context; the findings say why. */
    record Unusable(List<Finding> findings) implements Expectation {
        /** Copies the findings. */
        public Unusable {
            findings = List.copyOf(findings);
        }
    }

    /** The method a reply is judged by, when known. */
    default MethodRules rulesOrNull() {
        return switch (this) {
            case ProtocolError p -> p.rules();
            case AnyError a -> a.rules();
            case Answer a -> a.rules();
            default -> null;
        };
    }

    /** The id the reply must carry, when a reply is due. */
    default Id idOrNull() {
        return switch (this) {
            case ProtocolError p -> p.id();
            case AnyError a -> a.id();
            case Answer a -> a.id();
            default -> null;
        };
    }
}
