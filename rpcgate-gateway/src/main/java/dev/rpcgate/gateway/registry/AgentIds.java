package dev.rpcgate.gateway.registry;

/**
 * The agent id rule shared by the request path, the admin API and the configuration: 1 to {@value #MAX_LENGTH}
 * lower-case ASCII letters, digits and hyphens. Nothing is decoded or normalized first, so {@code ..}, {@code %2F},
 * upper case and non-ASCII letters are all refused.
 */
public final class AgentIds {
    /** The longest agent id, in characters. */
    public static final int MAX_LENGTH = 128;

    private AgentIds() {
    }

    /** True when {@code id} is a valid agent id as written (no decoding). */
    public static boolean isValid(String id) {
        if (id == null || id.isEmpty() || id.length() > MAX_LENGTH) {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    /** {@code id} shortened and quoted for a message, so a hostile path cannot make an error message large. */
    public static String quote(String id) {
        String s = id.length() > 64 ? id.substring(0, 64) + "..." : id;
        return "\"" + s + "\"";
    }
}
