package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a card signature covers: signatures out, proto defaults out, RFC 8785 canonical form. */
class CardCanonicalFormTest {
    static JsonObject json(String text) {
        return (JsonObject) JsonReader.standard().read(text).value();
    }

    static String canonical(String card) {
        Jcs.Outcome out = CardCanonicalForm.of(json(card));
        assertThat(out).isInstanceOf(Jcs.Text.class);
        return ((Jcs.Text) out).value();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            the specification's example |\
             {"name":"Example Agent","description":"","capabilities":{"streaming":false,"pushNotifications":false,\
            "extensions":[]},"skills":[]} |\
             {"capabilities":{"pushNotifications":false,"streaming":false},"description":"","name":"Example Agent",\
            "skills":[]}
            signatures are left out, whatever they hold |\
             {"name":"A","signatures":[{"protected":"eyJ9","signature":"c2ln"}],"version":"1"} |\
             {"name":"A","version":"1"}
            an interface's empty tenant goes, REQUIRED fields stay empty |\
             {"supportedInterfaces":[{"url":"","protocolBinding":"JSONRPC","tenant":"","protocolVersion":"1.0"}]} |\
             {"supportedInterfaces":[{"protocolBinding":"JSONRPC","protocolVersion":"1.0","url":""}]}
            optional strings stay when empty, null means not set |\
             {"documentationUrl":"","iconUrl":"","provider":null,"securitySchemes":null} |\
             {"documentationUrl":"","iconUrl":""}
            empty repeated and map fields go unless REQUIRED |\
             {"securitySchemes":{},"securityRequirements":[],"defaultInputModes":[],"skills":[{"id":"s",\
            "name":"S","description":"","tags":[],"examples":[],"inputModes":[],"outputModes":[]}]} |\
             {"defaultInputModes":[],"skills":[{"description":"","id":"s","name":"S","tags":[]}]}
            an extension's default fields go, its params are free JSON |\
             {"capabilities":{"extensions":[{"uri":"","description":"","required":false,\
            "params":{"off":false,"none":"","zero":0,"list":[]}},{"uri":"u","required":true}]}} |\
             {"capabilities":{"extensions":[{"params":{"list":[],"none":"","off":false,"zero":0}},\
            {"required":true,"uri":"u"}]}}
            security schemes and requirements are walked by their messages |\
             {"securitySchemes":{"k":{"apiKeySecuritySchemes":1,"apiKeySecurityScheme":{"description":"",\
            "location":"header","name":"X"}}},"securityRequirements":[{"schemes":{"g":{"list":[]}}}]} |\
             {"securityRequirements":[{"schemes":{"g":{}}}],"securitySchemes":{"k":{"apiKeySecurityScheme":\
            {"location":"header","name":"X"},"apiKeySecuritySchemes":1}}}
            proto names count as the fields they name |\
             {"supported_interfaces":[{"url":"u","protocol_binding":"JSONRPC","tenant":"","protocol_version":"1.0"}],\
            "default_input_modes":[]} |\
             {"default_input_modes":[],"supported_interfaces":[{"protocol_binding":"JSONRPC","protocol_version":"1.0",\
            "url":"u"}]}
            a v0.3 card's own fields stay as they are |\
             {"name":"E","url":"http://a/rpc","preferredTransport":"JSONRPC","additionalInterfaces":[],\
            "protocolVersion":"0.3.0","capabilities":{"stateTransitionHistory":false},"weight":1.50} |\
             {"additionalInterfaces":[],"capabilities":{"stateTransitionHistory":false},"name":"E",\
            "preferredTransport":"JSONRPC","protocolVersion":"0.3.0","url":"http://a/rpc","weight":1.5}
            """)
    void theSignedContent(String title, String card, String expected) {
        assertThat(canonical(card)).isEqualTo(expected);
    }
}
