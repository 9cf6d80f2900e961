package dev.rpcgate.runtime.contract;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.ParamsContract;
import dev.rpcgate.smithy.PreparedService;
import java.util.List;
import java.util.Objects;

/**
 * A prepared Smithy service as the dispatcher's contract: a method the service lacks is -32601 (DISPATCH), params
 * that break the operation's input are -32602 with the findings in {@code error.data.findings} (PARAMS), located in
 * the text received, and a call's result that breaks its output is withheld and answered -32603 (see
 * {@link dev.rpcgate.runtime.Dispatcher}). The checks are {@link PreparedService#validateParams} and
 * {@link PreparedService#validateResult}, so the findings are those a whole-message check of the same call or reply
 * gives. Immutable and thread-safe, as the prepared service is.
 */
public final class SmithyContract implements ParamsContract {
    private final PreparedService service;

    private SmithyContract(PreparedService service) {
        this.service = service;
    }

    /**
     * The contract of {@code service}.
     *
     * @throws IllegalArgumentException when the service is prepared for JSON-RPC 1.0: the runtime serves 2.0
     */
    public static SmithyContract of(PreparedService service) {
        Objects.requireNonNull(service, "service");
        if (service.version() != JsonRpcVersion.V2_0) {
            throw new IllegalArgumentException("the runtime serves JSON-RPC 2.0; " + service.id()
                    + " is prepared for " + service.version().label());
        }
        return new SmithyContract(service);
    }

    /** Dispatch options with this contract: {@code DispatchOptions.builder().contract(of(service)).build()}. */
    public static DispatchOptions options(PreparedService service) {
        return DispatchOptions.builder().contract(of(service)).build();
    }

    /** The service this contract checks against. */
    public PreparedService service() {
        return service;
    }

    @Override
    public boolean hasMethod(String method) {
        return service.findMethod(method).isPresent();
    }

    @Override
    public List<Finding> checkParams(String method, JsonValue params) {
        return service.validateParams(method, params).findings();
    }

    @Override
    public List<Finding> checkResult(String method, JsonValue result) {
        return service.validateResult(method, result).findings();
    }

    @Override
    public String toString() {
        return "SmithyContract[" + service.id() + "]";
    }
}
