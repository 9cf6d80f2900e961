package dev.rpcgate.conformance.peers;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;

/**
 * The conformance service as an LSP4J service: {@link JsonRequest} methods taking the raw params as a Gson tree
 * (LSP4J hands one params value to a one-argument method), answering with futures, rejecting bad params with a
 * {@link ResponseErrorException} and letting {@code fail} throw.
 */
public class LspService {

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

    @JsonRequest("echo")
    public CompletableFuture<JsonElement> echo(JsonElement params) {
        return CompletableFuture.completedFuture(params);
    }

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
