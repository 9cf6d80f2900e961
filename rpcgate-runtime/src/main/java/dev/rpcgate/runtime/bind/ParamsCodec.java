package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.CallContext;
import dev.rpcgate.runtime.InvalidParams;
import java.util.ArrayList;
import java.util.List;

/**
 * One method's params on the wire, both ways: JSON params to the Java argument array (server) and Java arguments to
 * JSON params (client). Params by position map to the Java parameters in order; params by name map to parameter
 * names, or, for a method whose only parameter is a record, to that record's components. {@link CallContext}
 * parameters take no part in the params and are injected. Prepared once; immutable and thread-safe.
 */
final class ParamsCodec {
    private static final JsonObject NO_MEMBERS = JsonObject.builder().build();
    private static final JsonArray NO_ELEMENTS = JsonArray.of();

    private final int arity;
    private final int[] contexts;
    private final int[] slots;
    private final Codec[] codecs;
    private final MemberReader byName;
    private final RecordCodec flattened;
    private final ParamStyle style;
    private final BindOptions options;

    /**
     * @param arity     the Java parameter count
     * @param contexts  the Java indices of {@link CallContext} parameters
     * @param slots     for each param, its Java index
     * @param codecs    for each param, its codec
     * @param byName    the params by name, or {@code null} when they travel only by position or as one record
     * @param flattened the record whose components are the params by name, or {@code null}
     */
    ParamsCodec(int arity, int[] contexts, int[] slots, Codec[] codecs, MemberReader byName, RecordCodec flattened,
                ParamStyle style, BindOptions options) {
        this.arity = arity;
        this.contexts = contexts.clone();
        this.slots = slots.clone();
        this.codecs = codecs.clone();
        this.byName = byName;
        this.flattened = flattened;
        this.style = style;
        this.options = options;
    }

    /**
     * The Java arguments for these params.
     *
     * @param params  the params as received, or {@code null} when absent (as if empty)
     * @param context injected where the method takes a {@link CallContext}
     * @throws InvalidParams with every finding (JSON Pointers from {@code /params}) when the params do not fit
     */
    Object[] decode(JsonValue params, CallContext context) {
        Decoding d = new Decoding("/params", options);
        JsonValue p = params != null ? params : style == ParamStyle.BY_POSITION ? NO_ELEMENTS : NO_MEMBERS;
        Object[] values = new Object[codecs.length];
        if (p instanceof JsonArray a && style != ParamStyle.BY_NAME) {
            byPosition(a, d, values);
        } else if (p instanceof JsonObject o && style != ParamStyle.BY_POSITION) {
            if (flattened != null) {
                values[0] = flattened.decode(o, d);
            } else {
                byName.read(o, d, values);
            }
        } else {
            d.wrongType(switch (style) {
                case EITHER -> "an array or an object";
                case BY_NAME -> "an object (params by name)";
                case BY_POSITION -> "an array (params by position)";
            }, p);
        }
        if (d.errorCount() > 0) {
            throw new InvalidParams(d.findings());
        }
        Object[] args = new Object[arity];
        for (int k = 0; k < slots.length; k++) {
            args[slots[k]] = values[k];
        }
        for (int c : contexts) {
            args[c] = context;
        }
        return args;
    }

    private void byPosition(JsonArray a, Decoding d, Object[] values) {
        for (int k = 0; k < codecs.length && !d.isFull(); k++) {
            d.push(k);
            values[k] = k < a.size() ? codecs[k].decode(a.get(k), d) : codecs[k].absent(d, a);
            d.pop();
        }
        if (d.rejectsUnknown()) {
            for (int k = codecs.length; k < a.size() && !d.isFull(); k++) {
                d.push(k);
                d.unknownPosition(a.get(k), codecs.length);
                d.pop();
            }
        }
    }

    /**
     * The params for a call with these Java arguments: {@code null} (none) for a method without params, an array
     * by position (trailing empty {@code Optional}s left out), else an object by name.
     *
     * @throws IllegalArgumentException when an argument has no JSON form, or the params record is null
     */
    JsonValue encode(Object[] args) {
        if (codecs.length == 0) {
            return null;
        }
        Object[] values = new Object[codecs.length];
        for (int k = 0; k < slots.length; k++) {
            values[k] = args[slots[k]];
        }
        if (style == ParamStyle.BY_POSITION) {
            int n = codecs.length;
            while (n > 0 && codecs[n - 1].omits(values[n - 1])) {
                n--;
            }
            List<JsonValue> out = new ArrayList<>(n);
            for (int k = 0; k < n; k++) {
                out.add(codecs[k].encode(values[k]));
            }
            return JsonArray.of(out);
        }
        if (flattened != null) {
            if (values[0] == null) {
                throw new IllegalArgumentException("the params record is null; params by name must be an object");
            }
            return flattened.encode(values[0]);
        }
        return byName.write(values);
    }
}
