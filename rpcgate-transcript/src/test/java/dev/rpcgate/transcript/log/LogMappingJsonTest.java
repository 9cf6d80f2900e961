package dev.rpcgate.transcript.log;

import dev.rpcgate.transcript.PeerName;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LogMappingJsonTest {
    private static final PeerName CLIENT = new PeerName("client");
    private static final PeerName SERVER = new PeerName("server");
    private static final Set<PeerName> PEERS = Set.of(CLIENT, SERVER);

    @Test
    void readsEveryForm() {
        assertThat(LogMapping.fromJson("""
                {"prefix": {"fields": 2, "delimiter": " "},
                 "selector": {"field": "/event", "equals": "message"},
                 "message": {"escapedField": "/text"},
                 "sender": {"field": "/from", "values": {"c": "client", "s": "server"}}}
                """, PEERS)).isEqualTo(new LogMapping(LogPrefix.fields(2, " "),
                LogSelector.fieldEquals("/event", "message"), MessageSource.escapedField("/text"),
                SenderSource.field("/from", Map.of("c", CLIENT, "s", SERVER))));
        assertThat(LogMapping.fromJson("{\"sender\": \"client\"}", PEERS)).isEqualTo(LogMapping.raw(CLIENT));
        assertThat(LogMapping.fromJson("""
                {"prefix": "first-brace", "selector": {"hasField": "/m"}, "message": {"field": "/m"},
                 "sender": "server", "session": "/conn"}""", PEERS))
                .isEqualTo(new LogMapping(LogPrefix.toFirstBrace(), LogSelector.hasField("/m"),
                        MessageSource.field("/m"), SenderSource.fixed(SERVER), Optional.of("/conn")));
        assertThat(LogMapping.fromJson("{\"prefix\": \"none\", \"selector\": \"jsonrpc\", \"message\": \"record\", "
                + "\"sender\": \"client\"}", PEERS)).isEqualTo(LogMapping.raw(CLIENT));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            not JSON            | {"sender": "client"                                    | 1:20: the log mapping is not valid JSON
            duplicate key       | {"sender": "client", "sender": "server"}               | 1:22: the log mapping is not valid JSON (DuplicateKey)
            not an object       | ["client"]                                             | 1:1: the log mapping must be a JSON object
            no sender           | {"prefix": "none"}                                     | 1:1: the log mapping needs a sender
            unknown key         | {"sender": "client", "dir": "in"}                      | 1:22: unknown key "dir"
            unknown peer        | {"sender": "proxy"}                                    | 1:12: "proxy" is not a peer of the protocol
            invalid peer name   | {"sender": "a b"}                                      | 1:12: a peer name cannot contain whitespace
            unknown peer in map | {"sender": {"field": "/d", "values": {"x": "proxy"}}}  | 1:44: "proxy" is not a peer
            empty sender map    | {"sender": {"field": "/d", "values": {}}}              | 1:38: sender values cannot be empty
            sender map value    | {"sender": {"field": "/d", "values": {"x": 1}}}        | 1:44: sender value "x" must map to a peer name
            sender key          | {"sender": {"pointer": "/d", "values": {}}}            | 1:13: unknown key "pointer" in sender
            bad pointer         | {"sender": {"field": "d", "values": {"x": "client"}}}  | 1:22: invalid JSON Pointer "d"
            bad escape          | {"sender": "client", "message": {"field": "/a~2"}}     | 1:43: invalid JSON Pointer "/a~2"
            unknown prefix      | {"sender": "client", "prefix": "brace"}                | 1:32: unknown prefix "brace"
            negative fields     | {"sender": "client", "prefix": {"fields": -1, "delimiter": " "}} | 1:43: prefix fields must be zero or more
            fraction fields     | {"sender": "client", "prefix": {"fields": 1.5, "delimiter": " "}} | 1:43: prefix fields must be a whole number
            empty delimiter     | {"sender": "client", "prefix": {"fields": 1, "delimiter": ""}}   | 1:43: a prefix field delimiter cannot be empty
            no delimiter        | {"sender": "client", "prefix": {"fields": 1}}          | 1:32: prefix needs "delimiter"
            unknown selector    | {"sender": "client", "selector": "rpc"}                | 1:34: unknown selector "rpc"
            selector both       | {"sender": "client", "selector": {"hasField": "/a", "field": "/a", "equals": "x"}} | 1:34: a selector has either
            selector no equals  | {"sender": "client", "selector": {"field": "/a"}}      | 1:34: selector needs "equals"
            unknown message     | {"sender": "client", "message": "whole"}               | 1:33: unknown message source "whole"
            message two sources | {"sender": "client", "message": {"field": "/a", "escapedField": "/b"}} | 1:33: a message source has exactly one
            message number      | {"sender": "client", "message": 3}                     | 1:33: message must be a string or an object
            bad session         | {"sender": "client", "session": "conn"}                | 1:33: invalid JSON Pointer "conn"
            """)
    void rejectsWithALocatedMessage(String name, String text, String message) {
        assertThatThrownBy(() -> LogMapping.fromJson(text, PEERS)).isInstanceOf(LogConfigurationException.class)
                .hasMessageStartingWith(message.substring(0, message.indexOf(':', 2) + 2))
                .hasMessageContaining(message.substring(message.indexOf(':', 2) + 2));
    }
}
