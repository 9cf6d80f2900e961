package dev.rpcgate.transcript.checker;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.message.Id;
import dev.rpcgate.transcript.CheckerOptions;
import dev.rpcgate.transcript.Completeness;
import dev.rpcgate.transcript.Models;
import dev.rpcgate.transcript.TranscriptLimits;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static dev.rpcgate.transcript.Models.client;
import static dev.rpcgate.transcript.Models.server;
import static org.assertj.core.api.Assertions.assertThat;

/** What a conversation remembers stays within the limits, however long the conversation runs. */
class ConversationMemoryTest {

    @Test
    void answeredIdsAreRememberedUpToTheLimitAndTheOldestAreForgotten() {
        CheckerOptions options = CheckerOptions.builder().completeness(Completeness.COMPLETE)
                .limits(TranscriptLimits.DEFAULT.withAnsweredIds(16).withActiveCalls(8)).build();
        Conversation c = new Conversation(Models.link(), options);
        List<Finding> found = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            c.check(2 * i, client("{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"method\":\"ping\"}"), null, null, found);
            c.check(2 * i + 1, server("{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"result\":null}"), null, null, found);
        }
        assertThat(found).isEmpty();
        PeerState caller = c.peers.get(Models.CLIENT);
        assertThat(caller.answered.size()).isEqualTo(16);
        assertThat(caller.answered.forgot()).isTrue();
        assertThat(caller.answered.find(IdKey.of(Id.of(JsonNumber.of(19_999))))).isNotNull();
        assertThat(caller.answered.find(IdKey.of(Id.of(JsonNumber.of(3))))).isNull();
        assertThat(caller.active).isEmpty();
        assertThat(c.incomplete()).isFalse();
    }

    @Test
    void aFloodOfUnansweredCallsTracksNoMoreThanTheActiveCallLimit() {
        CheckerOptions options = CheckerOptions.builder()
                .limits(TranscriptLimits.DEFAULT.withActiveCalls(4)).build();
        Conversation c = new Conversation(Models.link(), options);
        List<Finding> found = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            c.check(i, client("{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"method\":\"ping\"}"), null, null, found);
        }
        assertThat(c.peers.get(Models.CLIENT).tracked()).isEqualTo(4);
        assertThat(found).hasSize(10_000 - 4).allMatch(f -> f.code().equals("ActiveCallLimit"));
        assertThat(c.incomplete()).isTrue();
        assertThat(c.finish()).hasSize(4);
    }
}
