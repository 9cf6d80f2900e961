package dev.rpcgate.runtime.bind;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The types the tests bind (public, as a shared API's would be), and a table of generic types by name. */
public final class Fixtures {
    private Fixtures() {
    }

    public record Item(String name, BigDecimal price, int qty) {
    }

    public record Order(String id, List<Item> items, Optional<String> note, Integer priority) {
    }

    public enum Color { RED, GREEN, BLUE }

    public record Tree(String name, List<Tree> kids) {
    }

    public record Page<T>(List<T> items, long total) {
    }

    public record Positive(int n) {
        public Positive {
            if (n <= 0) {
                throw new IllegalArgumentException("n must be positive, not " + n);
            }
        }
    }

    /** Every kind of scalar in one record, to round-trip encoding order and boxes. */
    public record Scalars(boolean b, Boolean boxedB, byte by, short sh, int i, Integer boxedI, long l, float f, double d,
                   Double boxedD, BigDecimal dec, BigInteger big, String s, Color c, JsonValue raw) {
    }

    /** Types by name: each method's generic return type is the type of its name. */
    @SuppressWarnings("unused")
    private interface Table {
        boolean bool();

        Boolean boxedBool();

        byte byte_();

        short short_();

        int int_();

        Integer boxedInt();

        long long_();

        Long boxedLong();

        float float_();

        double double_();

        Double boxedDouble();

        BigDecimal decimal();

        BigInteger bigInteger();

        String string();

        Color color();

        List<Integer> listOfInt();

        List<List<Integer>> listOfListOfInt();

        Set<String> setOfString();

        Set<Integer> setOfInt();

        Collection<String> collectionOfString();

        int[] intArray();

        String[] stringArray();

        List<Integer>[] arrayOfListOfInt();

        Map<String, Integer> mapOfInt();

        Optional<String> optionalString();

        Optional<Item> optionalItem();

        JsonValue json();

        JsonObject jsonObject();

        Item item();

        Order order();

        Tree tree();

        Page<Item> pageOfItem();

        Positive positive();

        Scalars scalars();
    }

    private static final Map<String, Type> TYPES = new HashMap<>();

    static {
        for (Method m : Table.class.getDeclaredMethods()) {
            TYPES.put(m.getName(), m.getGenericReturnType());
        }
    }

    /** The type named {@code name} in the table. */
    static Type type(String name) {
        Type t = TYPES.get(name);
        if (t == null) {
            throw new IllegalArgumentException("no type " + name + " in the table");
        }
        return t;
    }
}
