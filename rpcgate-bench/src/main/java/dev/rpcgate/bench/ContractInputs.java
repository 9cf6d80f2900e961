package dev.rpcgate.bench;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The inputs of {@link ContractBench}: for each, a Smithy model, the service in it, a valid request, the JSON Schema
 * twin of the request's contract, and broken variants that every candidate must reject. All are resources under
 * {@code bench/}; the benchmark and the report share this table.
 */
public enum ContractInputs {
    /** The calculator's {@code subtract} with named params (the model of {@code examples/json-rpc/}). */
    CALCULATOR("calculator", "bench/examples/calculator.smithy", "example#Calculator",
            "bench/contracts/calculator-request.json", "bench/contracts/calculator-request.schema.json",
            "`examples/json-rpc/calculator.smithy`",
            "the spec's `subtract` call with named params `{\"minuend\":42,\"subtrahend\":23}`: two required `Integer`"
                    + " members",
            List.of(new Broken("subtrahend is a string", "\"subtrahend\":23", "\"subtrahend\":\"23\""),
                    new Broken("minuend is missing", "\"minuend\":42,", ""),
                    new Broken("minuend is a fraction", "\"minuend\":42", "\"minuend\":42.5"),
                    new Broken("subtrahend is above Integer's range", "\"subtrahend\":23",
                            "\"subtrahend\":2147483648"))),
    /** A 20-member structure of mixed types as named params. */
    ORDERS("orders", "bench/contracts/orders.smithy", "bench.orders#Orders",
            "bench/contracts/orders-request.json", "bench/contracts/orders-request.schema.json",
            "`rpcgate-bench/src/main/resources/bench/contracts/orders.smithy`",
            "`placeOrder` with a 20-member params structure: strings with lengths and patterns, integers and longs"
                    + " with ranges, a double with a range, a string enum and an int enum, a nested structure, two"
                    + " structures of the same shape, a list of 3 structures, lists of constrained strings, a map, a"
                    + " date-time timestamp and booleans",
            List.of(new Broken("orderId breaks its pattern", "\"orderId\":\"ord-2024-000123\"",
                            "\"orderId\":\"ORD_2024_000123\""),
                    new Broken("a line item's quantity is out of range", "\"quantity\":10", "\"quantity\":1000"),
                    new Broken("currency is not in the enum", "\"currency\":\"EUR\"", "\"currency\":\"eur\""),
                    new Broken("priority is not in the int enum", "\"priority\":2", "\"priority\":4"),
                    new Broken("placedAt is not a date-time", "\"placedAt\":\"2024-05-17T09:30:00Z\"",
                            "\"placedAt\":\"2024-05-17 09:30\""),
                    new Broken("the shipping address lacks its city", "\"city\":\"London\",\"postalCode\"",
                            "\"postalCode\""),
                    new Broken("gift is a string", "\"gift\":false", "\"gift\":\"false\""),
                    new Broken("a tag is too long", "\"repeat\"", "\"repeat-repeat-repeat-repeat-repeat\""),
                    new Broken("a coupon breaks its pattern", "\"WELCOME10\"", "\"welcome\""),
                    new Broken("the customer's name is empty", "\"name\":\"Ada Lovelace\"", "\"name\":\"\"")));

    /**
     * A broken variant: the first occurrence of {@code find} in the valid request replaced by {@code replace}.
     *
     * @param what    what is wrong, for messages
     * @param find    text that must occur in the valid request
     * @param replace its replacement
     */
    public record Broken(String what, String find, String replace) {
        /** Applies the change to {@code text}; throws when {@code find} does not occur there. */
        public String apply(String text) {
            int at = text.indexOf(find);
            if (at < 0) {
                throw new IllegalStateException("broken variant \"" + what + "\": " + find + " is not in the input");
            }
            return text.substring(0, at) + replace + text.substring(at + find.length());
        }
    }

    private final String key;
    private final String model;
    private final String service;
    private final String request;
    private final String schema;
    private final String modelFile;
    private final String description;
    private final List<Broken> broken;

    ContractInputs(String key, String model, String service, String request, String schema, String modelFile,
                   String description, List<Broken> broken) {
        this.key = key;
        this.model = model;
        this.service = service;
        this.request = request;
        this.schema = schema;
        this.modelFile = modelFile;
        this.description = description;
        this.broken = broken;
    }

    /** The name used as the benchmark's {@code input} parameter. */
    public String key() {
        return key;
    }

    /** The resource path of the Smithy IDL model. */
    public String model() {
        return model;
    }

    /** The id of the service the request is checked against. */
    public String service() {
        return service;
    }

    /** The resource path of the request. */
    public String request() {
        return request;
    }

    /** The resource path of the JSON Schema twin. */
    public String schema() {
        return schema;
    }

    /** Where the model lives in the repository, as Markdown. */
    public String modelFile() {
        return modelFile;
    }

    /** One line for the report. */
    public String description() {
        return description;
    }

    /** Variants that every candidate must reject. */
    public List<Broken> broken() {
        return broken;
    }

    /** The request text, without its trailing newline. */
    public String requestText() {
        return text(request).strip();
    }

    /** A resource as UTF-8 text. */
    static String text(String resource) {
        return new String(Inputs.load(resource), StandardCharsets.UTF_8);
    }

    /** The input named {@code key}. */
    public static ContractInputs of(String key) {
        for (ContractInputs i : values()) {
            if (i.key.equals(key)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no contract benchmark input named " + key + "; known: " + keys());
    }

    /** The known input names. */
    public static List<String> keys() {
        return java.util.Arrays.stream(values()).map(ContractInputs::key).toList();
    }
}
