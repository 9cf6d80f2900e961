package dev.rpcgate.cli;

import dev.rpcgate.runtime.demo.Demo;
import dev.rpcgate.runtime.transport.Framing;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Option values of {@code serve} and {@code call} that name a runtime choice. */
final class Converters {
    private Converters() {
    }

    /** {@code ndjson} or {@code content-length}. */
    static final class FramingConverter implements ITypeConverter<Framing> {
        @Override
        public Framing convert(String value) {
            try {
                return Framing.expectLabel(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** {@code spec} or {@code progress}. */
    static final class DemoConverter implements ITypeConverter<Demo> {
        @Override
        public Demo convert(String value) {
            try {
                return Demo.expectLabel(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
