package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * A service with no methods, for a peer that accepts nothing: requests to it then get the usual message checks
 * (envelope, {@code UnknownMethod}) and its replies the usual original-request context. Prepared once per version
 * and policy.
 */
final class EmptyService {
    private static final ShapeId ID = ShapeId.from("rpcgate.transcript#NoMethods");
    private static final Map<String, Model> MODELS = new ConcurrentHashMap<>();
    private static final Map<ValidationPolicy, Map<JsonRpcVersion, PreparedService>> SERVICES = new ConcurrentHashMap<>();

    private EmptyService() {
    }

    static PreparedService prepare(JsonRpcVersion version, ValidationPolicy policy) {
        return SERVICES.computeIfAbsent(policy, p -> new ConcurrentHashMap<>())
                .computeIfAbsent(version, v -> PreparedService.prepare(model(v), ID, v, policy).expectService());
    }

    private static Model model(JsonRpcVersion version) {
        return MODELS.computeIfAbsent(version.label(), label -> RpcModels.loader().addText("rpcgate-no-methods.smithy",
                "$version: \"2\"\nnamespace rpcgate.transcript\nuse smithy.rpc#jsonRpc\n"
                        + "@jsonRpc(versions: [\"" + label + "\"])\nservice NoMethods { version: \"0\" }\n",
                ModelFormat.IDL).load().expectModel());
    }
}
