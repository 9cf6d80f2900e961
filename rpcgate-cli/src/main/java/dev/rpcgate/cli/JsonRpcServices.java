package dev.rpcgate.cli;

import java.util.List;
import java.util.Optional;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ServiceShape;
import software.amazon.smithy.model.shapes.ShapeId;

/** The services of a model with {@code @smithy.rpc#jsonRpc}: the default of {@code --service} when there is one. */
final class JsonRpcServices {
    private static final ShapeId JSON_RPC = ShapeId.from("smithy.rpc#jsonRpc");

    private JsonRpcServices() {
    }

    /** The model's one service with {@code @smithy.rpc#jsonRpc}, when there is exactly one. */
    static Optional<ShapeId> only(Model model) {
        List<ShapeId> services = all(model);
        return services.size() == 1 ? Optional.of(services.get(0)) : Optional.empty();
    }

    /** Why no service was chosen: the message of an {@code UnknownService} finding. */
    static String which(Model model) {
        List<ShapeId> services = all(model);
        return services.isEmpty()
                ? "expected a service with @smithy.rpc#jsonRpc in the model, found none"
                : "expected --service to name one of the model's " + services.size() + " services with"
                        + " @smithy.rpc#jsonRpc, found it left out: " + services;
    }

    private static List<ShapeId> all(Model model) {
        return model.getServiceShapes().stream().filter(s -> s.findTrait(JSON_RPC).isPresent())
                .map(ServiceShape::getId).sorted().toList();
    }
}
