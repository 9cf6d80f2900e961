package dev.rpcgate.gateway.demo;

/**
 * The agents {@code rpcgate demo} registers, each showing one upstream outcome of the gateway.
 */
public enum DemoAgent {
    /** Answers {@code message/send} at once with a message echoing the parts. */
    ECHO("echo-agent-01", "answers message/send with an echo of the parts"),
    /** Answers like the echo agent after {@link DemoAgents#SLOW_DELAY}. */
    SLOW("slow-agent-01", "answers after 5 s: give the call a 1 s timeout to see -32001"),
    /** Answers 200 with a body that is not JSON-RPC. */
    GARBAGE("garbage-agent-01", "answers 200 with a body that is not JSON-RPC (-32004)"),
    /** Answers 503 Service Unavailable. */
    UNAVAILABLE("unavailable-agent-01", "answers 503 (-32003, retryable)"),
    /** Answers 200 with a JSON-RPC reply larger than the gateway's default agentMaxResponseBytes. */
    OVERSIZED("oversized-agent-01", "answers with 10 MiB + 1 KiB (-32003, agent response too large)"),
    /** Answers 500 with a plain-text body: an application error, wrapped as -32603. */
    FAILING("failing-agent-01", "answers 500 with a plain-text body (-32603, executed)");

    private final String id;
    private final String shows;

    DemoAgent(String id, String shows) {
        this.id = id;
        this.shows = shows;
    }

    /** The agent id it is registered under. */
    public String id() {
        return id;
    }

    /** What calling it shows, in one line. */
    public String shows() {
        return shows;
    }
}
