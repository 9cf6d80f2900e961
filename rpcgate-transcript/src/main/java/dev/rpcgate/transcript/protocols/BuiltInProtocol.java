package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.LoadedModel;
import dev.rpcgate.smithy.model.ModelFormat;
import dev.rpcgate.smithy.model.RpcModels;
import dev.rpcgate.smithy.model.SourcedFinding;
import dev.rpcgate.transcript.TranscriptCode;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * A protocol that ships with rpcgate: one revision of a named protocol (such as MCP's {@code 2025-11-25}), its
 * protocol model generated from the protocol's official machine-readable definition, and the policy its messages are
 * read with. The model is loaded and the protocol prepared once, on first use; immutable and thread-safe.
 */
public final class BuiltInProtocol {
    /** Where the generated protocol models are, on the class path. */
    static final String RESOURCE_FOLDER = "/dev/rpcgate/transcript/protocols/generated/";

    private final String name;
    private final String revision;
    private final String source;
    private final String resource;
    private final ShapeId protocol;
    private final JsonRpcVersion version;
    private final ValidationPolicy policy;
    private volatile Prepared prepared;

    BuiltInProtocol(String name, String revision, String source, String resource, ShapeId protocol,
                    JsonRpcVersion version, ValidationPolicy policy) {
        this.name = Objects.requireNonNull(name, "name");
        this.revision = Objects.requireNonNull(revision, "revision");
        this.source = Objects.requireNonNull(source, "source");
        this.resource = Objects.requireNonNull(resource, "resource");
        this.protocol = Objects.requireNonNull(protocol, "protocol");
        this.version = Objects.requireNonNull(version, "version");
        this.policy = Objects.requireNonNull(policy, "policy");
    }

    /** The protocol's name, such as {@code mcp}. */
    public String name() {
        return name;
    }

    /** The revision, such as {@code 2025-11-25}. */
    public String revision() {
        return revision;
    }

    /** The id that pins this revision: {@code name@revision}. */
    public String id() {
        return name + "@" + revision;
    }

    /** What the model was generated from: the official definition, with where it comes from. */
    public String source() {
        return source;
    }

    /** The file name of the generated model, as findings about it name it. */
    public String modelName() {
        return resource;
    }

    /** The {@code @jsonRpcProtocol} structure in the generated model. */
    public ShapeId protocolShape() {
        return protocol;
    }

    /** The JSON-RPC version the protocol runs over. */
    public JsonRpcVersion version() {
        return version;
    }

    /** The policy the protocol's messages are read with. */
    public ValidationPolicy policy() {
        return policy;
    }

    /** The generated model, loaded once; empty (with the findings of {@link #prepare()}) when it cannot be. */
    public Optional<Model> model() {
        return prepared().model;
    }

    /** The prepared protocol, made once; never throws: a model that cannot be read or prepared is its findings. */
    public ProtocolPreparation prepare() {
        return prepared().preparation;
    }

    private Prepared prepared() {
        Prepared p = prepared;
        if (p == null) {
            synchronized (this) {
                p = prepared;
                if (p == null) {
                    p = load();
                    prepared = p;
                }
            }
        }
        return p;
    }

    private Prepared load() {
        String text;
        try (InputStream in = BuiltInProtocol.class.getResourceAsStream(RESOURCE_FOLDER + resource)) {
            if (in == null) {
                return failed("the generated model " + resource + " of " + id() + " is not on the class path");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return failed("the generated model " + resource + " of " + id() + " cannot be read: " + e.getMessage());
        }
        LoadedModel loaded = RpcModels.loader().addText(resource, text, ModelFormat.IDL).load();
        if (loaded.model().isEmpty() || loaded.hasErrors()) {
            return new Prepared(Optional.empty(), new ProtocolPreparation(Optional.empty(), loaded.findings()));
        }
        Model model = loaded.expectModel();
        return new Prepared(Optional.of(model), ProtocolDescription.fromSmithy(model, protocol, version, policy));
    }

    private Prepared failed(String message) {
        Finding f = new ModelRef(protocol.toString(), null, null)
                .on(Finding.error(TranscriptCode.UNKNOWN_PROTOCOL, message, "", null));
        return new Prepared(Optional.empty(), new ProtocolPreparation(Optional.empty(),
                List.of(new SourcedFinding(null, f))));
    }

    @Override
    public String toString() {
        return "BuiltInProtocol[" + id() + "]";
    }

    private record Prepared(Optional<Model> model, ProtocolPreparation preparation) {
    }
}
