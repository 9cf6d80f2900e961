package dev.rpcgate.runtime.bind;

import static dev.rpcgate.runtime.bind.CodecRoundTripTest.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Severity;
import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.SourceLocation;
import dev.rpcgate.runtime.bind.Fixtures.Item;
import dev.rpcgate.runtime.bind.Fixtures.Order;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every way a value can fail to decode, as findings with exact JSON Pointers relative to the message. */
class DecodeFindingsTest {
    private static final Codecs CODECS = Codecs.standard();

    private static String findings(Decoded<?> d) {
        return d.findings().stream().map(f -> f.code() + " " + f.path()).collect(Collectors.joining("; "));
    }

    private static Decoded<?> decode(Codecs codecs, String type, String in) {
        return codecs.of(Fixtures.type(type)).decode(json(in), "/params");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            order       | {"id":"o","items":[{"name":"a","price":1,"qty":1},{"name":"b","price":2,"qty":1},{"name":"c","price":"9.99","qty":1}]} | TypeMismatch /params/items/2/price
            item        | {"name":"a","price":1}                          | MissingRequired /params/qty
            item        | {"name":"a","price":1,"qty":1,"colour":"red"}   | UnknownMember /params/colour
            item        | {"name":"a","price":1,"qty":1e10}               | OutOfRange /params/qty
            item        | {"name":null,"price":1,"qty":1}                 | NullValue /params/name
            item        | [{"name":"a","price":1,"qty":1}]                | TypeMismatch /params
            item        | {"price":true,"qty":1.5,"x~/y":0}               | MissingRequired /params/name; TypeMismatch /params/price; TypeMismatch /params/qty; UnknownMember /params/x~0~1y
            order       | {"items":[{"name":"a","price":1,"qty":1,"extra":1}],"priority":"high","note":7} | MissingRequired /params/id; UnknownMember /params/items/0/extra; TypeMismatch /params/note; TypeMismatch /params/priority
            optionalItem | {"name":"a"}                                   | MissingRequired /params/price; MissingRequired /params/qty
            setOfInt    | [1,2,1.0]                                       | DuplicateElement /params/2
            mapOfInt    | {"a/b":"x","ok":1}                              | TypeMismatch /params/a~1b
            color       | "PURPLE"                                        | OutOfRange /params
            color       | 1                                               | TypeMismatch /params
            positive    | {"n":0}                                         | InvalidValue /params
            listOfListOfInt | [[1],[2,"x"],{}]                            | TypeMismatch /params/1/1; TypeMismatch /params/2
            intArray    | [1,null,3]                                      | NullValue /params/1
            tree        | {"name":"a","kids":[{"name":"b","kids":[{"name":1,"kids":[]}]}]} | TypeMismatch /params/kids/0/kids/0/name
            jsonObject  | []                                              | TypeMismatch /params
            boxedBool   | "true"                                          | TypeMismatch /params
            string      | 1                                               | TypeMismatch /params
            decimal     | "0.1"                                           | TypeMismatch /params
            pageOfItem  | {"items":[{"name":"a","price":1,"qty":-1e99}]}  | OutOfRange /params/items/0/qty; MissingRequired /params/total
            """)
    void aValueThatDoesNotFitGivesFindingsAtExactPaths(String type, String in, String expected) {
        Decoded<?> d = decode(CODECS, type, in);
        assertThat(d.isValid()).isFalse();
        assertThat(d.value()).isNull();
        assertThat(findings(d)).isEqualTo(expected);
        assertThat(d.findings()).allMatch(f -> f.severity() == Severity.ERROR);
    }

    @Test
    void findingsSayWhatWasExpectedAndWhereInTheText() {
        Decoded<?> d = decode(CODECS, "item", "{\"name\": \"a\",\n \"price\": \"1\", \"qty\": 1, \"zz\": 0}");
        Finding wrong = d.findings().get(0);
        assertThat(wrong.message()).isEqualTo("expected a number, got a string");
        assertThat(wrong.location()).isEqualTo(new SourceLocation(2, 11, 24));
        Finding unknown = d.findings().get(1);
        assertThat(unknown.message()).isEqualTo("unknown member \"zz\"");
        assertThat(unknown.location()).isEqualTo(new SourceLocation(2, 26, 39));
        Finding missing = decode(CODECS, "item", "{\"name\":\"a\",\"price\":1}").findings().get(0);
        assertThat(missing.message()).isEqualTo("member \"qty\" is missing: expected an integer");
        assertThat(missing.location()).isEqualTo(new SourceLocation(1, 1, 0));
    }

    @Test
    void aRecordConstructorsCheckBecomesAFindingWithItsMessage() {
        Finding f = decode(CODECS, "positive", "{\"n\":-3}").findings().get(0);
        assertThat(f.code()).isEqualTo("InvalidValue");
        assertThat(f.message()).isEqualTo("the value does not make a valid Positive: n must be positive, not -3");
    }

    @Test
    void hugePeerTextIsShortenedInMessages() {
        String big = "9".repeat(100_000);
        Finding f = decode(CODECS, "int_", big).findings().get(0);
        assertThat(f.code()).isEqualTo("OutOfRange");
        assertThat(f.message()).hasSizeLessThan(200).startsWith("9999999999").contains("…");
    }

    @Test
    void anAbsentValueIsMissingUnlessItMayBe() {
        assertThat(findings(CODECS.of(Item.class).decode(null, "/params/0"))).isEqualTo("MissingRequired /params/0");
        assertThat(CODECS.of(Fixtures.type("optionalString")).decode(null, "/x").value()).isEqualTo(Optional.empty());
        Decoded<?> boxed = CODECS.of(Fixtures.type("boxedInt")).decode(null, "/x");
        assertThat(boxed.isValid()).isTrue();
        assertThat(boxed.value()).isNull();
        assertThat(findings(CODECS.of(Fixtures.type("json")).decode(null, ""))).isEqualTo("MissingRequired ");
    }

    @Test
    void unknownMembersAreIgnoredWhenTheBindingSaysSo() {
        Codecs tolerant = Codecs.create(BindOptions.builder().unknownMembers(UnknownMembers.IGNORE).build());
        Decoded<?> d = decode(tolerant, "order", "{\"id\":\"o\",\"items\":[{\"name\":\"a\",\"price\":1,\"qty\":1,"
                + "\"colour\":\"red\"}],\"v2\":{}}");
        assertThat(d.findings()).isEmpty();
        assertThat(((Order) d.value()).items()).containsExactly(new Item("a", new BigDecimal("1"), 1));
        assertThat(findings(decode(CODECS, "order", "{\"id\":\"o\",\"items\":[],\"v2\":{}}")))
                .isEqualTo("UnknownMember /params/v2");
    }

    @Test
    void findingsAreBoundedAndTheBoundIsReported() {
        List<JsonValue> strings = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            strings.add(JsonString.of("x" + i));
        }
        Decoded<?> d = CODECS.of(Fixtures.type("listOfInt")).decode(JsonArray.of(strings), "/params");
        assertThat(d.findings()).hasSize(100);
        assertThat(d.findings().get(98).path()).isEqualTo("/params/98");
        assertThat(d.findings().get(99).code()).isEqualTo("FindingLimit");
        assertThat(d.findings().get(99).path()).isEqualTo("/params/100");

        Codecs three = Codecs.create(BindOptions.builder().maxFindings(3).build());
        assertThat(findings(three.of(Fixtures.type("listOfInt")).decode(JsonArray.of(strings), "")))
                .isEqualTo("TypeMismatch /0; TypeMismatch /1; FindingLimit /3");
    }
}
