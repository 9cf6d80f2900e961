package dev.rpcgate.cli;

import dev.rpcgate.transcript.protocols.BuiltInProtocol;
import dev.rpcgate.transcript.protocols.BuiltInProtocols;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import software.amazon.smithy.model.shapes.ShapeId;

/**
 * The value of {@code --protocol}: a built-in protocol by name ({@code mcp}, {@code mcp@2025-11-25}), which needs no
 * model files, or the shape id of a {@code @jsonRpcProtocol} structure in the given model files.
 */
sealed interface ProtocolChoice {

    /** A protocol that ships with rpcgate. */
    record BuiltIn(BuiltInProtocol protocol) implements ProtocolChoice {
    }

    /** A protocol structure in the user's models. */
    record Shape(ShapeId id) implements ProtocolChoice {
    }

    /** Reads a built-in name (no {@code #}) or a shape id. */
    final class Converter implements ITypeConverter<ProtocolChoice> {
        @Override
        public ProtocolChoice convert(String value) {
            if (!BuiltInProtocols.isName(value)) {
                return new Shape(new ValidateRpcCommand.ShapeIdConverter().convert(value));
            }
            return BuiltInProtocols.find(value).<ProtocolChoice>map(BuiltIn::new).orElseThrow(() ->
                    new TypeConversionException("'" + value + "' is neither a built-in protocol ("
                            + String.join(", ", BuiltInProtocols.ids()) + ", see 'rpcgate protocols') nor a Smithy"
                            + " shape id such as example.peers#EchoChat"));
        }
    }
}
