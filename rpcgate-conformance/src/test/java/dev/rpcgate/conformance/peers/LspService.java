package dev.rpcgate.conformance.peers;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethodProvider;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;

/**
 * The conformance service as an LSP4J service: {@link JsonRequest} methods answering with futures, rejecting bad
 * params with a {@link ResponseErrorException} and letting {@code fail} throw. LSP4J's own {@code GenericEndpoint}
 * dispatches every call (and answers unknown methods); this class only describes and implements the three methods.
 *
 * <p>How LSP4J binds params, and what this service does about it:
 *
 * <ul>
 *   <li>LSP4J deserialises params by the parameter types of the method's {@link JsonRpcMethod}. With exactly ONE
 *       declared parameter type it unwraps a positional array: {@code ["x"]} reaches the method as {@code "x"}, and
 *       {@code []} or {@code [1, 2]} fail to parse (-32700). So {@code echo} and {@code fail} are not described by
 *       reflection: the service is a {@link JsonRpcMethodProvider} (LSP4J's hook for a local service to describe
 *       its methods) and declares them with NO parameter types, the form in which LSP4J hands the params over
 *       as the parsed Gson tree ({@link JsonElement}); the one-argument Java method receives that tree whole.
 *       {@code echo} returns it; {@code fail} throws for any params.</li>
 *   <li>Limitation kept (LSP4J's, not the adapter's): for a method without declared parameter types LSP4J turns
 *       {@code "params": []} and {@code "params": {}} into no params at all, so {@code echo} answers {@code null}
 *       for them (no case sends those). Params that are not structured ({@code true}, {@code 5}, {@code "bar"},
 *       {@code null}) are not refused by LSP4J either; they reach {@code echo}, which returns them, as rpcgate's
 *       echo returns whatever its runtime lets through.</li>
 *   <li>{@code subtract} keeps LSP4J's typed binding of two parameters: a positional array is spread over them
 *       (missing ones are {@code null}, extra ones are dropped by LSP4J with a logged warning), named params
 *       arrive as one {@link JsonObject} in the first parameter. A one-element array holding an object
 *       ({@code [{"minuend": 42, "subtrahend": 23}]}) therefore looks like named params here; no case sends it.</li>
 * </ul>
 *
 * <p>LSP4J's default Gson drops object members whose value is {@code null} when it writes a result, which would
 * turn {@code echo}'s {@code {"b": null}} into {@code {}}; {@link LspPeer} asks LSP4J's {@code Launcher.Builder}
 * to serialise nulls ({@code configureGson}), so the result is the params as received.
 */
public class LspService implements JsonRpcMethodProvider {

    @Override
    public Map<String, JsonRpcMethod> supportedMethods() {
        Map<String, JsonRpcMethod> methods = new LinkedHashMap<>(ServiceEndpoints.getSupportedMethods(LspService.class));
        methods.put("echo", JsonRpcMethod.request("echo", JsonElement.class));
        methods.put("fail", JsonRpcMethod.request("fail", JsonElement.class));
        return methods;
    }

    @JsonRequest("subtract")
    public CompletableFuture<JsonElement> subtract(JsonElement first, JsonElement second) {
        JsonElement minuend = first;
        JsonElement subtrahend = second;
        if (first instanceof JsonObject object && second == null) {
            minuend = object.get("minuend");
            subtrahend = object.get("subtrahend");
        }
        if (!integral(minuend) || !integral(subtrahend)) {
            throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
                    "subtract takes [minuend, subtrahend] or {minuend, subtrahend} integers", null));
        }
        return CompletableFuture.completedFuture(new JsonPrimitive(minuend.getAsLong() - subtrahend.getAsLong()));
    }

    /** The params as LSP4J parsed them (declared without parameter types, see the class comment). */
    @JsonRequest("echo")
    public CompletableFuture<JsonElement> echo(JsonElement params) {
        return CompletableFuture.completedFuture(params);
    }

    /** Throws whatever the params (declared without parameter types, see the class comment). */
    @JsonRequest("fail")
    public CompletableFuture<JsonElement> fail(JsonElement params) {
        throw new IllegalStateException(ServiceText.FAIL_MESSAGE);
    }

    private static boolean integral(JsonElement value) {
        if (!(value instanceof JsonPrimitive primitive) || !primitive.isNumber()) {
            return false;
        }
        try {
            primitive.getAsBigDecimal().longValueExact();
            return true;
        } catch (ArithmeticException | NumberFormatException e) {
            return false;
        }
    }
}
