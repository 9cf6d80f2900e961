package dev.rpcgate.smithy.model;

import dev.rpcgate.smithy.MethodInfo;
import dev.rpcgate.smithy.ResultSelection;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import software.amazon.smithy.model.shapes.MemberShape;
import software.amazon.smithy.model.shapes.OperationShape;
import software.amazon.smithy.model.shapes.StructureShape;

/**
 * Internal to rpcgate-smithy: everything the message checks need about one method, resolved at preparation so that
 * checking does no model look-ups.
 *
 * @param info         the public description
 * @param operation    the operation
 * @param input        the input structure ({@code smithy.api#Unit}, with no members, when there is none)
 * @param positional   the input members in argument order; empty for a named-only method
 * @param output       the output structure ({@code smithy.api#Unit} when there is none)
 * @param resultMember the selected output member, present exactly when the result is a
 *                     {@link ResultSelection.Member}
 * @param errors       the modeled errors of the operation and the service, by code, in declared order
 * @param openErrors   whether application codes that no error models are accepted (the service's {@code openErrors})
 * @param kind         {@code call} or {@code notification} when the method is sent only so, else {@code null}
 */
public record MethodContract(MethodInfo info, OperationShape operation, StructureShape input, List<MemberShape> positional,
                      StructureShape output, Optional<MemberShape> resultMember, Map<Long, ErrorContract> errors,
                      boolean openErrors, String kind) {

    public MethodContract {
        positional = List.copyOf(positional);
        errors = Collections.unmodifiableMap(new LinkedHashMap<>(errors));
    }

    /** The modeled error with this code, if any. */
    Optional<ErrorContract> findError(long code) {
        return Optional.ofNullable(errors.get(code));
    }
}
