package dev.rpcgate.transcript.protocols;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.smithy.ValidationPolicy;

import java.util.ArrayList;
import java.util.List;

import software.amazon.smithy.model.shapes.ShapeId;

/**
 * The catalog of built-in protocols: one entry per revision, each naming its generated model (under
 * {@code dev/rpcgate/transcript/protocols/generated/}) and the official definition it was generated from. A
 * protocol family adds its entries as one block; exactly one entry per name is its default.
 */
final class BuiltInCatalog {
    /**
     * The policy of protocols generated from JSON Schema: members keep their JSON names (which Smithy names cannot
     * always spell), and objects are open, as a schema without {@code additionalProperties: false} says.
     */
    static final ValidationPolicy JSON_SCHEMA_POLICY = ValidationPolicy.builder()
            .memberNames(ValidationPolicy.MemberNames.JSON_NAME)
            .unknownMembers(ValidationPolicy.UnknownMembers.IGNORE)
            .build();

    /**
     * The policy of LSP: members are the meta model's property names, and properties it does not declare are
     * ignored, as LSP peers add their own (and a newer peer adds those of a newer LSP).
     */
    static final ValidationPolicy LSP_POLICY = ValidationPolicy.builder()
            .unknownMembers(ValidationPolicy.UnknownMembers.IGNORE)
            .build();

    private static final String LSP_SOURCE = "LSP meta model %s (generator/lsp.json of github.com/microsoft/lsprotocol)";

    private static final String MCP_SOURCE = "MCP JSON Schema %s (schema/%s/schema.json of"
            + " github.com/modelcontextprotocol/modelcontextprotocol)";

    static final List<Entry> ENTRIES = entries();

    private BuiltInCatalog() {
    }

    private static List<Entry> entries() {
        List<Entry> all = new ArrayList<>();
        // MCP: the default is the revision the current official SDKs implement
        all.add(mcp("2025-11-25", true));
        all.add(mcp("2026-07-28", false));
        // LSP: 3.17, the current specification
        all.add(lsp("3.17", "3.17.0", true));
        return List.copyOf(all);
    }

    private static Entry mcp(String revision, boolean isDefault) {
        return new Entry(new BuiltInProtocol("mcp", revision, MCP_SOURCE.formatted(revision, revision),
                "mcp-" + revision + ".smithy", ShapeId.from("mcp.v" + revision.replace('-', '_') + "#Mcp"),
                JsonRpcVersion.V2_0, JSON_SCHEMA_POLICY), isDefault);
    }

    private static Entry lsp(String revision, String metaVersion, boolean isDefault) {
        return new Entry(new BuiltInProtocol("lsp", revision, LSP_SOURCE.formatted(metaVersion),
                "lsp-" + revision + ".smithy", ShapeId.from("lsp.v" + revision.replace('.', '_') + "#Lsp"),
                JsonRpcVersion.V2_0, LSP_POLICY), isDefault);
    }

    /**
     * One catalog entry.
     *
     * @param protocol  the revision
     * @param isDefault whether the bare name means this revision
     */
    record Entry(BuiltInProtocol protocol, boolean isDefault) {
    }
}
