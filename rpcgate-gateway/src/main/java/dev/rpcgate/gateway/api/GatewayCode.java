package dev.rpcgate.gateway.api;

import dev.rpcgate.core.gate.FindingCode;

/**
 * The finding codes the gateway reports of its own in traces and {@code error.data.findings}. It also reports codes
 * declared elsewhere: {@code MethodNotFound}, {@code NotARequest} and {@code MessageTooLarge} are
 * {@link dev.rpcgate.core.gate.SharedCode}'s, {@code ContentType} is the runtime's and a request's A2A findings keep
 * the A2A codes. The snake_case codes of the admin and card routes' HTTP errors are not finding codes.
 */
public enum GatewayCode implements FindingCode {
    /** A batch: the gateway forwards one request per HTTP call. */
    BATCH_NOT_SUPPORTED("BatchNotSupported"),
    /** The agent id in the path is not a valid id. */
    INVALID_AGENT_ID("InvalidAgentId"),
    /** The credentials were missing or not accepted. */
    AUTH_FAILED("AuthFailed"),
    /** No live agent is registered under the id. */
    AGENT_NOT_FOUND("AgentNotFound"),
    /** The agent's route is pinned to another A2A version than the request's. */
    VERSION_NOT_SERVED("VersionNotServed"),
    /** Params that are not a JSON object. */
    PARAMS_NOT_OBJECT("ParamsNotObject"),
    /** {@code params.configuration} that is not a JSON object. */
    INVALID_CONFIGURATION("InvalidConfiguration"),
    /** A request timeout (in the params or the header) that is not one positive number of seconds. */
    INVALID_TIMEOUT("InvalidTimeout"),
    /** An interceptor refused the request. */
    INTERCEPTOR_REFUSED("InterceptorRefused"),
    /** An interceptor threw. */
    INTERCEPTOR_FAILED("InterceptorFailed"),
    /** The gateway itself failed at a gate. */
    INTERNAL_ERROR("InternalError");

    private final String code;

    GatewayCode(String code) {
        this.code = code;
    }

    @Override
    public String code() {
        return code;
    }
}
