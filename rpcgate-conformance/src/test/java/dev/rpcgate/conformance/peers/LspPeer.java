package dev.rpcgate.conformance.peers;

import com.google.gson.GsonBuilder;
import dev.rpcgate.conformance.Peer;
import java.io.IOException;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.lsp4j.jsonrpc.Launcher;

/**
 * Eclipse LSP4J's JSON-RPC {@link Launcher} (org.eclipse.lsp4j.jsonrpc) serving {@link LspService} with its
 * Content-Length framing on the accepted side of a loopback socket. Every session is a new launcher on a new
 * connection with its own executor; closing cancels the listener, closes both sockets and stops the threads.
 * LSP4J has no batches and no HTTP server of its own, so batch and HTTP cases are not applicable. LSP4J logs its
 * protocol complaints through java.util.logging; those logs are silenced here (the replies are what is compared).
 *
 * <p>Settings: LSP4J's defaults (no {@code validateMessages}), except that its Gson is told to serialise nulls
 * ({@code configureGson(GsonBuilder::serializeNulls)}): by default LSP4J's Gson leaves out object members whose
 * value is {@code null}, so {@code echo} could not return {@code {"b": null}} as received. This changes only how
 * results are written (an error's absent {@code data} is now written as {@code "data": null}, which is valid);
 * parsing, validation and dispatch are untouched. See {@link LspService} for how params are bound.
 */
public final class LspPeer implements Peer {
    private static final Logger LSP4J_LOG = Logger.getLogger("org.eclipse.lsp4j.jsonrpc");

    static {
        LSP4J_LOG.setLevel(Level.OFF);
    }

    /** LSP4J needs a remote interface; the conformance service never calls the client back. */
    interface NoRemote {
    }

    @Override
    public String name() {
        return "lsp4j";
    }

    @Override
    public String description() {
        return "Eclipse LSP4J 0.24.0 jsonrpc Launcher, Content-Length framing, in-process over a loopback socket";
    }

    @Override
    public Set<Transport> transports() {
        return Set.of(Transport.STREAM);
    }

    @Override
    public boolean supportsBatches() {
        return false;
    }

    @Override
    public StreamFraming framing() {
        return StreamFraming.CONTENT_LENGTH;
    }

    @Override
    public StreamSession openStream() throws IOException {
        Loopback loopback = Loopback.open();
        ExecutorService executor = Executors.newCachedThreadPool(Thread.ofPlatform().daemon().name("conformance-lsp4j-", 0).factory());
        try {
            Launcher<NoRemote> launcher = new Launcher.Builder<NoRemote>()
                    .setLocalService(new LspService())
                    .setRemoteInterface(NoRemote.class)
                    .setInput(loopback.server().getInputStream())
                    .setOutput(loopback.server().getOutputStream())
                    .setExecutorService(executor)
                    .configureGson(GsonBuilder::serializeNulls)
                    .create();
            Future<Void> listening = launcher.startListening();
            return loopback.session(framing(), () -> {
                listening.cancel(true);
                executor.shutdownNow();
            });
        } catch (IOException | RuntimeException e) {
            executor.shutdownNow();
            Closing.quietly(loopback.client(), loopback.server());
            throw e;
        }
    }

    @Override
    public HttpResult post(byte[] body, String contentType, Duration timeout) {
        throw new UnsupportedOperationException("LSP4J has no HTTP server of its own");
    }

    @Override
    public void close() {
        // every session owns its launcher, sockets and threads; nothing is shared between sessions
    }
}
