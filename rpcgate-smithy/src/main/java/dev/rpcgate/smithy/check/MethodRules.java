package dev.rpcgate.smithy.check;

import dev.rpcgate.smithy.ParamsMode;
import dev.rpcgate.smithy.RequestResult;
import dev.rpcgate.smithy.payload.FindingOwner;
import dev.rpcgate.smithy.payload.PayloadValidator;

import software.amazon.smithy.model.shapes.ShapeId;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One method's message contract compiled for the message layer: everything a request or response check needs, with
 * no model look-ups left. Immutable.
 *
 * @param wireName   the method name on the wire
 * @param operation  the operation, whose id is stamped on findings
 * @param params     how params may be given
 * @param named      the input structure's validator, for params by name (and omitted params)
 * @param inputShape the input structure's id
 * @param positional the positional slots in argument order
 * @param result     what a success's result must be
 * @param errors     the modeled application errors by code (operation and service errors)
 * @param results    the wire name and operation as results report them, made once rather than per request
 * @param openErrors whether an application code that no error models is accepted, its data unchecked
 * @param kind       {@code call} or {@code notification} when the method is sent only so, else {@code null}
 */
record MethodRules(String wireName, ShapeId operation, ParamsMode params, PayloadValidator named, String inputShape,
                   List<ParamSlot> positional, ResultRule result, Map<Long, ErrorRule> errors, ResultParts results,
                   boolean openErrors, String kind) {

    /** Copies the collections. */
    MethodRules {
        positional = List.copyOf(positional);
        errors = Map.copyOf(errors);
    }

    /** The rules, with their result parts made from the wire name and operation. */
    MethodRules(String wireName, ShapeId operation, ParamsMode params, PayloadValidator named, String inputShape,
                List<ParamSlot> positional, ResultRule result, Map<Long, ErrorRule> errors, boolean openErrors,
                String kind) {
        this(wireName, operation, params, named, inputShape, positional, result, errors,
                new ResultParts(Optional.of(wireName), Optional.of(operation)), openErrors, kind);
    }

    /**
     * The method name and operation of a request of this method, as {@link RequestResult} holds them.
     *
     * @param method    the wire name (equal to the name a request sent to find this method)
     * @param operation the operation id
     */
    record ResultParts(Optional<String> method, Optional<ShapeId> operation) {
    }

    /**
     * One positional argument.
     *
     * @param member    the member's full id, e.g. {@code example#SubtractInput$subtrahend}
     * @param required  whether the member is {@code @required}
     * @param validator the member's validator
     */
    record ParamSlot(String member, boolean required, PayloadValidator validator) {
    }

    /** What a success's result must be. */
    sealed interface ResultRule {
        /**
         * The whole output structure, or one member of it.
         *
         * @param owner the structure or member
         */
        record Value(PayloadValidator validator, FindingOwner owner) implements ResultRule {
        }

        /** Always JSON null. */
        record AlwaysNull() implements ResultRule {
        }
    }

    /**
     * One modeled error.
     *
     * @param code      the application code
     * @param shape     the error structure's id
     * @param data      how {@code error.data} is selected
     * @param validator the data's validator (structure or member); {@code null} for {@link DataRule#ABSENT}
     * @param dataMember the selected member's full id, for {@link DataRule#MEMBER}
     * @param required  for {@link DataRule#MEMBER}: the member is {@code @required}, so data must be present
     */
    record ErrorRule(long code, String shape, DataRule data, PayloadValidator validator, String dataMember,
                     boolean required) {
    }

    /** How an error's data is selected. */
    enum DataRule {
        /** The whole error structure: data is required. */
        WHOLE,
        /** One member: data may be absent when the member is optional. */
        MEMBER,
        /** No data: it must be absent. */
        ABSENT
    }
}
