package dev.rpcgate.cli;

import dev.rpcgate.a2a.VersionChoice;
import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.runtime.demo.Demo;
import dev.rpcgate.runtime.transport.Framing;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.ModelFormat;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Option values that several commands share, and those that name a runtime or contract choice. */
final class Converters {
    private Converters() {
    }

    /** How reports are written. */
    enum Format {
        /** For a person. */
        TEXT,
        /** JSON: one trace per line (explain), one report (validate). */
        JSON
    }

    /** Reads {@code 2.0} or {@code 1.0}. */
    static final class VersionConverter implements ITypeConverter<JsonRpcVersion> {
        @Override
        public JsonRpcVersion convert(String value) {
            try {
                return JsonRpcVersion.expectLabel(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("'" + value + "' is not a JSON-RPC version: use 2.0 or 1.0");
            }
        }
    }

    /** Reads {@code text} or {@code json}. */
    static final class DiagnosticsConverter implements ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            return switch (value) {
                case "text" -> Format.TEXT;
                case "json" -> Format.JSON;
                default -> throw new TypeConversionException("'" + value + "' is not a format: use text or json");
            };
        }
    }

    /** {@code 0.3}, {@code 1.0} or {@code auto}: the A2A version a document is checked as. */
    static final class A2aVersionConverter implements ITypeConverter<VersionChoice> {
        @Override
        public VersionChoice convert(String value) {
            return VersionChoice.findByLabel(value).orElseThrow(() -> new TypeConversionException("'" + value
                    + "' is not an A2A version: use 0.3, 1.0 or auto"));
        }
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

    /** {@code idl} or {@code json}: the form of a model read from standard input. */
    static final class ModelFormatConverter implements ITypeConverter<ModelFormat> {
        @Override
        public ModelFormat convert(String value) {
            return switch (value) {
                case "idl" -> ModelFormat.IDL;
                case "json" -> ModelFormat.JSON;
                default -> throw new TypeConversionException("'" + value
                        + "' is not a model format: use idl (Smithy IDL) or json (Smithy JSON AST)");
            };
        }
    }

    /** {@code smithy} or {@code json}: which member names named params use. */
    static final class MemberNamesConverter implements ITypeConverter<ValidationPolicy.MemberNames> {
        @Override
        public ValidationPolicy.MemberNames convert(String value) {
            return switch (value) {
                case "smithy" -> ValidationPolicy.MemberNames.SMITHY;
                case "json" -> ValidationPolicy.MemberNames.JSON_NAME;
                default -> throw new TypeConversionException("'" + value
                        + "' is not a naming: use smithy (member names) or json (jsonName)");
            };
        }
    }

    /** {@code reject} or {@code ignore}: what happens to members the contract does not name. */
    static final class UnknownMembersConverter implements ITypeConverter<ValidationPolicy.UnknownMembers> {
        @Override
        public ValidationPolicy.UnknownMembers convert(String value) {
            return switch (value) {
                case "reject" -> ValidationPolicy.UnknownMembers.REJECT;
                case "ignore" -> ValidationPolicy.UnknownMembers.IGNORE;
                default -> throw new TypeConversionException("'" + value + "' is not a rule: use reject or ignore");
            };
        }
    }

    /** {@code opaque} or {@code code-message-data}: how a 1.0 error value is read. */
    static final class LegacyErrorsConverter implements ITypeConverter<ValidationPolicy.LegacyErrors> {
        @Override
        public ValidationPolicy.LegacyErrors convert(String value) {
            return switch (value) {
                case "opaque" -> ValidationPolicy.LegacyErrors.OPAQUE;
                case "code-message-data" -> ValidationPolicy.LegacyErrors.CODE_MESSAGE_DATA;
                default -> throw new TypeConversionException("'" + value
                        + "' is not a 1.0 error mapping: use opaque or code-message-data");
            };
        }
    }
}
