package dev.rpcgate.a2a.v1;

import static dev.rpcgate.a2a.v1.ProtoFields.AGENT_CAPABILITIES;
import static dev.rpcgate.a2a.v1.ProtoFields.AGENT_CARD;
import static dev.rpcgate.a2a.v1.ProtoFields.AGENT_CARD_SIGNATURE;
import static dev.rpcgate.a2a.v1.ProtoFields.AGENT_EXTENSION;
import static dev.rpcgate.a2a.v1.ProtoFields.AGENT_INTERFACE;
import static dev.rpcgate.a2a.v1.ProtoFields.AGENT_PROVIDER;
import static dev.rpcgate.a2a.v1.ProtoFields.AGENT_SKILL;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;

/** ProtoJSON reading and writing of the agent card and its parts; security schemes stay JSON objects. */
final class CardJson {
    private CardJson() {
    }

    // ---------------------------------------------------------------------------------------------- reading

    static AgentCard card(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, AGENT_CARD);
        return new AgentCard(in.string("name"), in.string("description"),
                in.list("supportedInterfaces", CardJson::agentInterface), in.opt("provider", CardJson::provider),
                in.string("version"), in.optString("documentationUrl"),
                in.one("capabilities", CardJson::capabilities), in.optStruct("securitySchemes"),
                in.optList("securityRequirements", ScalarReader::struct), in.strings("defaultInputModes"),
                in.strings("defaultOutputModes"), in.list("skills", CardJson::skill),
                in.optList("signatures", CardJson::signature), in.optString("iconUrl"), in.extra());
    }

    static AgentInterface agentInterface(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, AGENT_INTERFACE);
        return new AgentInterface(in.string("url"), in.string("protocolBinding"), in.optString("tenant"),
                in.string("protocolVersion"), in.extra());
    }

    static AgentProvider provider(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, AGENT_PROVIDER);
        return new AgentProvider(in.string("url"), in.string("organization"), in.extra());
    }

    static AgentCapabilities capabilities(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, AGENT_CAPABILITIES);
        return new AgentCapabilities(in.optBool("streaming"), in.optBool("pushNotifications"),
                in.optList("extensions", CardJson::extension), in.optBool("extendedAgentCard"), in.extra());
    }

    static AgentExtension extension(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, AGENT_EXTENSION);
        return new AgentExtension(in.optString("uri"), in.optString("description"), in.optBool("required"),
                in.optStruct("params"), in.extra());
    }

    static AgentSkill skill(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, AGENT_SKILL);
        return new AgentSkill(in.string("id"), in.string("name"), in.string("description"), in.strings("tags"),
                in.optStrings("examples"), in.optStrings("inputModes"), in.optStrings("outputModes"),
                in.optList("securityRequirements", ScalarReader::struct), in.extra());
    }

    static AgentCardSignature signature(JsonValue v, String path) {
        FieldReader in = FieldReader.of(v, path, AGENT_CARD_SIGNATURE);
        return new AgentCardSignature(in.string("protected"), in.string("signature"), in.optStruct("header"),
                in.extra());
    }

    // ---------------------------------------------------------------------------------------------- writing

    static JsonObject write(AgentCard c) {
        return new FieldWriter(AGENT_CARD).put("name", c.name()).put("description", c.description())
                .put("supportedInterfaces", FieldWriter.list(c.supportedInterfaces(), CardJson::write))
                .opt("provider", c.provider(), CardJson::write).put("version", c.version())
                .optString("documentationUrl", c.documentationUrl()).put("capabilities", write(c.capabilities()))
                .optStruct("securitySchemes", c.securitySchemes())
                .optList("securityRequirements", c.securityRequirements(), o -> o)
                .put("defaultInputModes", FieldWriter.strings(c.defaultInputModes()))
                .put("defaultOutputModes", FieldWriter.strings(c.defaultOutputModes()))
                .put("skills", FieldWriter.list(c.skills(), CardJson::write))
                .optList("signatures", c.signatures(), CardJson::write).optString("iconUrl", c.iconUrl())
                .with(c.extra());
    }

    static JsonObject write(AgentInterface i) {
        return new FieldWriter(AGENT_INTERFACE).put("url", i.url()).put("protocolBinding", i.protocolBinding())
                .optString("tenant", i.tenant()).put("protocolVersion", i.protocolVersion()).with(i.extra());
    }

    static JsonObject write(AgentProvider p) {
        return new FieldWriter(AGENT_PROVIDER).put("url", p.url()).put("organization", p.organization())
                .with(p.extra());
    }

    static JsonObject write(AgentCapabilities c) {
        return new FieldWriter(AGENT_CAPABILITIES).optBool("streaming", c.streaming())
                .optBool("pushNotifications", c.pushNotifications())
                .optList("extensions", c.extensions(), CardJson::write)
                .optBool("extendedAgentCard", c.extendedAgentCard()).with(c.extra());
    }

    static JsonObject write(AgentExtension e) {
        return new FieldWriter(AGENT_EXTENSION).optString("uri", e.uri()).optString("description", e.description())
                .optBool("required", e.required()).optStruct("params", e.params()).with(e.extra());
    }

    static JsonObject write(AgentSkill s) {
        return new FieldWriter(AGENT_SKILL).put("id", s.id()).put("name", s.name()).put("description", s.description())
                .put("tags", FieldWriter.strings(s.tags())).optStrings("examples", s.examples())
                .optStrings("inputModes", s.inputModes()).optStrings("outputModes", s.outputModes())
                .optList("securityRequirements", s.securityRequirements(), o -> o).with(s.extra());
    }

    static JsonObject write(AgentCardSignature s) {
        return new FieldWriter(AGENT_CARD_SIGNATURE).put("protected", s.protectedHeader())
                .put("signature", s.signature()).optStruct("header", s.header()).with(s.extra());
    }
}
