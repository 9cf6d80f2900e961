package dev.rpcgate.a2a.v1;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.util.Locale;
import java.util.Map;

/** The words of the v1.0 findings: what was found, and hints for names and values that v0.3.0 spelled otherwise. */
final class FindingText {
    /** Message.member of a v0.3.0 spelling, to what v1.0 has instead. */
    private static final Map<String, String> RENAMED = Map.ofEntries(
            Map.entry("kind", "v0.3.0's discriminator: v1.0 has none, the member name tells the kind"),
            Map.entry("Part.file", "v0.3.0's file part: v1.0 puts \"raw\" or \"url\" in the Part itself"),
            Map.entry("Part.mimeType", "v1.0 calls it \"mediaType\""),
            Map.entry("Part.name", "v1.0 calls it \"filename\""),
            Map.entry("Part.bytes", "v1.0 calls it \"raw\""),
            Map.entry("Part.uri", "v1.0 calls it \"url\""),
            Map.entry("SendMessageConfiguration.pushNotificationConfig",
                    "v1.0 calls it \"taskPushNotificationConfig\""),
            Map.entry("SendMessageConfiguration.blocking",
                    "v1.0 has \"returnImmediately\", true where blocking was false"),
            Map.entry("AuthenticationInfo.schemes", "v1.0 has one \"scheme\""),
            Map.entry("AgentCard.url", "v1.0 lists endpoints in \"supportedInterfaces\""),
            Map.entry("AgentCard.preferredTransport", "v1.0 lists endpoints in \"supportedInterfaces\""),
            Map.entry("AgentCard.additionalInterfaces", "v1.0 lists endpoints in \"supportedInterfaces\""),
            Map.entry("AgentCard.protocolVersion", "v1.0 gives a \"protocolVersion\" per supported interface"),
            Map.entry("AgentCard.supportsAuthenticatedExtendedCard",
                    "v1.0 has \"capabilities.extendedAgentCard\""),
            Map.entry("AgentCard.supportsExtendedAgentCard", "v1.0 has \"capabilities.extendedAgentCard\""),
            Map.entry("AgentCard.security", "v1.0 calls it \"securityRequirements\""),
            Map.entry("AgentSkill.security", "v1.0 calls it \"securityRequirements\""));

    private FindingText() {
    }

    /** The name with its indefinite article: "a Task", "an OAuthFlows". */
    static String a(String name) {
        return ("AEIOU".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }

    static String found(JsonValue v) {
        if (v instanceof JsonNumber n) {
            return n.isIntegral() ? "the integer " + n.lexeme() : "the number " + n.lexeme();
        } else if (v instanceof JsonObject) {
            return "an object";
        } else if (v instanceof JsonArray) {
            return "an array";
        } else if (v instanceof JsonString) {
            return "a string";
        } else if (v instanceof JsonBoolean) {
            return "a boolean";
        } else if (v instanceof JsonNull) {
            return "null";
        }
        return v.typeName();
    }

    /** The compact JSON of {@code v} for a message, cut after 60 characters so a huge value never floods one. */
    static String shown(JsonValue v) {
        if (v instanceof JsonString s && s.value().length() > 60) {
            return dev.rpcgate.core.json.JsonWriter.write(JsonString.of(s.value().substring(0, 60))) + "\u2026";
        }
        if (v instanceof JsonNumber n && n.lexeme().length() > 60) {
            return n.lexeme().substring(0, 60) + "\u2026";
        }
        String text = dev.rpcgate.core.json.JsonWriter.write(v);
        return text.length() > 60 ? text.substring(0, 60) + "\u2026" : text;
    }

    /** A parenthesized hint when {@code name} is how v0.3.0 called a member of {@code d}, else "". */
    static String memberHint(MessageDesc d, String name) {
        String hint = RENAMED.get(d.name + "." + name);
        if (hint == null && name.equals("kind")) {
            hint = RENAMED.get("kind");
        }
        return hint == null ? "" : " (" + hint + ")";
    }

    /** A hint when {@code value} is a v0.3.0 spelling of a value of {@code e} ({@code "working"}, {@code "user"}). */
    static String enumHint(EnumDesc e, String value) {
        if (value.length() > 40) {
            return "";
        }
        String prefix = e.names[0].substring(0, e.names[0].length() - "UNSPECIFIED".length());
        String upper = prefix + value.toUpperCase(Locale.ROOT).replace('-', '_');
        return e.indexOfName(upper) >= 0 ? " (v0.3.0 spelling: v1.0 writes \"" + upper + "\")" : "";
    }
}
