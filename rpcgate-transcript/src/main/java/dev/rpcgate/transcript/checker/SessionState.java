package dev.rpcgate.transcript.checker;

import dev.rpcgate.transcript.protocols.SessionRules;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The one session state both peers share: the current state, the advertised capabilities, the entry of the last
 * accepted call of each capability source and the entry of the last transition. Mutable, owned by one checker.
 */
final class SessionState {
    final SessionRules rules;
    String state;
    final Set<String> advertised = new HashSet<>();
    final Map<String, Integer> lastSourceCall = new HashMap<>();
    Integer lastTransition;

    SessionState(SessionRules rules) {
        this.rules = rules;
        this.state = rules.initial();
    }

    void enter(String next, int entry) {
        state = next;
        lastTransition = entry;
    }
}
