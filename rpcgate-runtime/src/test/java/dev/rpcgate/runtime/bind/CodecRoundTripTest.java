package dev.rpcgate.runtime.bind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.runtime.bind.Fixtures.Color;
import dev.rpcgate.runtime.bind.Fixtures.Item;
import dev.rpcgate.runtime.bind.Fixtures.Order;
import dev.rpcgate.runtime.bind.Fixtures.Scalars;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each bound type decodes to the Java value expected and encodes back to exactly the JSON expected. */
class CodecRoundTripTest {
    private static final Codecs CODECS = Codecs.standard();

    static JsonValue json(String text) {
        return JsonReader.standard().read(text).findValue().orElseThrow(() -> new AssertionError("bad JSON " + text));
    }

    private static String show(Object value) {
        if (value instanceof Object[] a) {
            return Arrays.deepToString(a);
        }
        if (value instanceof int[] a) {
            return Arrays.toString(a);
        }
        return String.valueOf(value);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            bool               | true                                      | true                          | true
            boxedBool          | null                                      | null                          | null
            byte_              | -128                                      | -128                          | -128
            short_             | 32767                                     | 32767                         | 32767
            int_               | 42                                        | 42                            | 42
            int_               | 42.0                                      | 42                            | 42
            int_               | 420e-1                                    | 42                            | 42
            boxedInt           | 7                                         | 7                             | 7
            long_              | -9223372036854775808                      | -9223372036854775808          | -9223372036854775808
            boxedLong          | null                                      | null                          | null
            float_             | 0.1                                       | 0.1                           | 0.1
            double_            | 0.1                                       | 0.1                           | 0.1
            double_            | 1e300                                     | 1.0E300                       | 1.0E300
            double_            | -0.0                                      | -0.0                          | -0.0
            boxedDouble        | 2.5                                       | 2.5                           | 2.5
            decimal            | 0.10                                      | 0.10                          | 0.10
            decimal            | 1e400                                     | 1E+400                        | 1E+400
            decimal            | 9007199254740993                          | 9007199254740993              | 9007199254740993
            bigInteger         | 123456789012345678901234567890            | 123456789012345678901234567890 | 123456789012345678901234567890
            bigInteger         | 1e30                                      | 1000000000000000000000000000000 | 1000000000000000000000000000000
            string             | "a\\"b\\u00e9"                            | a"bé                          | "a\\"bé"
            color              | "GREEN"                                   | GREEN                         | "GREEN"
            listOfInt          | [1,2,null]                                | [1, 2, null]                  | [1,2,null]
            listOfListOfInt    | [[1],[],[2,3]]                            | [[1], [], [2, 3]]             | [[1],[],[2,3]]
            setOfString        | ["b","a"]                                 | [b, a]                        | ["b","a"]
            collectionOfString | ["x"]                                     | [x]                           | ["x"]
            intArray           | [1,2,3]                                   | [1, 2, 3]                     | [1,2,3]
            stringArray        | ["x","y"]                                 | [x, y]                        | ["x","y"]
            arrayOfListOfInt   | [[1],[2]]                                 | [[1], [2]]                    | [[1],[2]]
            mapOfInt           | {"b":1,"a":null}                          | {b=1, a=null}                 | {"b":1,"a":null}
            optionalString     | "x"                                       | Optional[x]                   | "x"
            optionalString     | null                                      | Optional.empty                | null
            optionalItem       | {"name":"pen","price":1.50,"qty":2}       | Optional[Item[name=pen, price=1.50, qty=2]] | {"name":"pen","price":1.50,"qty":2}
            json               | {"a":[1.50,null,1E2]}                     | {"a":[1.50,null,1E2]}         | {"a":[1.50,null,1E2]}
            json               | null                                      | null                          | null
            jsonObject         | {}                                        | {}                            | {}
            item               | {"qty":2,"price":1.50,"name":"pen"}       | Item[name=pen, price=1.50, qty=2] | {"name":"pen","price":1.50,"qty":2}
            order              | {"id":"o1","items":[],"note":"hi","priority":3} | Order[id=o1, items=[], note=Optional[hi], priority=3] | {"id":"o1","items":[],"note":"hi","priority":3}
            order              | {"id":"o1","items":[]}                    | Order[id=o1, items=[], note=Optional.empty, priority=null] | {"id":"o1","items":[],"priority":null}
            order              | {"id":"o1","items":[],"note":null,"priority":null} | Order[id=o1, items=[], note=Optional.empty, priority=null] | {"id":"o1","items":[],"priority":null}
            tree               | {"name":"a","kids":[{"name":"b","kids":[]}]} | Tree[name=a, kids=[Tree[name=b, kids=[]]]] | {"name":"a","kids":[{"name":"b","kids":[]}]}
            pageOfItem         | {"items":[{"name":"p","price":1,"qty":1}],"total":9} | Page[items=[Item[name=p, price=1, qty=1]], total=9] | {"items":[{"name":"p","price":1,"qty":1}],"total":9}
            positive           | {"n":5}                                   | Positive[n=5]                 | {"n":5}
            """)
    void aValueDecodesAndEncodesBack(String type, String in, String value, String out) {
        @SuppressWarnings("unchecked")
        JsonCodec<Object> codec = (JsonCodec<Object>) CODECS.of(Fixtures.type(type));
        Decoded<Object> decoded = codec.decode(json(in));
        assertThat(decoded.findings()).as(type + " " + in).isEmpty();
        assertThat(show(decoded.value())).isEqualTo(value);
        assertThat(JsonWriter.write(codec.encode(decoded.value()))).isEqualTo(out);
    }

    @Test
    void aRecordIsWrittenInComponentOrderWithEveryScalarKind() {
        Scalars s = new Scalars(true, null, (byte) -1, (short) 2, 3, null, 4L, 0.5f, 0.25, null, new BigDecimal("1.10"),
                BigInteger.TEN.pow(20), "s", Color.BLUE, json("[1.0]"));
        JsonCodec<Scalars> codec = CODECS.of(Scalars.class);
        String text = JsonWriter.write(codec.encode(s));
        assertThat(text).isEqualTo("{\"b\":true,\"boxedB\":null,\"by\":-1,\"sh\":2,\"i\":3,\"boxedI\":null,\"l\":4,"
                + "\"f\":0.5,\"d\":0.25,\"boxedD\":null,\"dec\":1.10,\"big\":100000000000000000000,\"s\":\"s\","
                + "\"c\":\"BLUE\",\"raw\":[1.0]}");
        assertThat(codec.decode(json(text)).expectValue()).isEqualTo(s);
    }

    @Test
    void randomNumbersSurviveTheTripThroughText() {
        Random random = new Random(20240601);
        JsonCodec<Scalars> codec = CODECS.of(Scalars.class);
        for (int n = 0; n < 2000; n++) {
            BigDecimal dec = new BigDecimal(new BigInteger(random.nextInt(200) + 1, random), random.nextInt(80) - 40);
            Scalars s = new Scalars(random.nextBoolean(), null, (byte) random.nextInt(), (short) random.nextInt(),
                    random.nextInt(), random.nextInt(), random.nextLong(), Float.intBitsToFloat(random.nextInt()
                    & 0x7effffff), Double.longBitsToDouble(random.nextLong() & 0x7fefffffffffffffL), null, dec,
                    new BigInteger(random.nextInt(300) + 1, random).negate(), Long.toHexString(random.nextLong()),
                    Color.values()[random.nextInt(3)], json("0"));
            String text = JsonWriter.write(codec.encode(s));
            Scalars back = codec.decode(json(text)).expectValue();
            assertThat(back).as(text).isEqualTo(s);
            assertThat(back.dec().scale()).isEqualTo(dec.scale());
        }
    }

    @Test
    void anEmptyOptionalMemberIsLeftOutAndNullIsWritten() {
        JsonCodec<Order> codec = CODECS.of(Order.class);
        assertThat(JsonWriter.write(codec.encode(new Order("o", List.of(), Optional.empty(), null))))
                .isEqualTo("{\"id\":\"o\",\"items\":[],\"priority\":null}");
        assertThat(JsonWriter.write(codec.encode(new Order(null, List.of(), null, 1))))
                .isEqualTo("{\"id\":null,\"items\":[],\"priority\":1}");
        assertThat(JsonWriter.write(codec.encode(null))).isEqualTo("null");
    }

    @Test
    void valuesWithoutAJsonFormAreRefusedWhenEncoding() {
        @SuppressWarnings("unchecked")
        JsonCodec<Object> doubles = (JsonCodec<Object>) CODECS.of(Fixtures.type("double_"));
        assertThatThrownBy(() -> doubles.encode(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> doubles.encode(Double.POSITIVE_INFINITY))
                .isInstanceOf(IllegalArgumentException.class);
        @SuppressWarnings("unchecked")
        JsonCodec<Object> maps = (JsonCodec<Object>) CODECS.of(Fixtures.type("mapOfInt"));
        Map<String, Integer> nullKey = new HashMap<>();
        nullKey.put(null, 1);
        assertThatThrownBy(() -> maps.encode(nullKey)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void decodedCollectionsCannotBeChanged() {
        Order o = CODECS.of(Order.class).decode(json("{\"id\":\"o\",\"items\":[{\"name\":\"a\",\"price\":1,"
                + "\"qty\":1}]}")).expectValue();
        assertThatThrownBy(() -> o.items().add(null)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aCodecIsPreparedOncePerType() {
        Codecs codecs = Codecs.standard();
        assertThat(codecs.prepare(Item.class, "Item")).isSameAs(codecs.prepare(Item.class, "Item"));
        assertThat(codecs.prepare(Fixtures.type("pageOfItem"), "page"))
                .isSameAs(codecs.prepare(Fixtures.type("pageOfItem"), "page"));
    }
}
