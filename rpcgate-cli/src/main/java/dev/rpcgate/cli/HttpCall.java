package dev.rpcgate.cli;

import dev.rpcgate.runtime.http.HttpRpcClient;
import java.net.URI;
import java.util.Optional;

/**
 * {@code rpcgate call --url}: one POST through {@link HttpRpcClient}. The client returns the result or error, not the
 * body, so the reply line is rebuilt (compact, with the call's id, 1).
 */
final class HttpCall {
    private HttpCall() {
    }

    static CallOutcome run(CallRequest request, URI endpoint) {
        try (HttpRpcClient client = new HttpRpcClient(endpoint)) {
            if (request.notification()) {
                return CallOutcome.notifying(client, request);
            }
            return CallOutcome.of(client.call(request.method(), request.params(), request.timeout()),
                    Optional::empty, request, io -> "cannot reach " + endpoint + ": " + Reasons.of(io));
        }
    }
}
