package dev.rpcgate.smithy.payload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rpcgate.core.json.JsonObject;
import org.junit.jupiter.api.Test;

class JsonPathTest {

    @Test
    void buildsPointersFromAnyBase() {
        assertThat(JsonPath.root().pointer()).isEmpty();
        assertThat(JsonPath.root().child("a").index(0).pointer()).isEqualTo("/a/0");
        assertThat(JsonPath.of("/2/params").index(1).pointer()).isEqualTo("/2/params/1");
        assertThat(JsonPath.of("/params").child("minuend").pointer()).isEqualTo("/params/minuend");
        assertThat(JsonPath.of("").pointer()).isEmpty();
    }

    @Test
    void escapesTildeAndSlashInThatOrder() {
        assertThat(JsonPath.root().child("a/b~c").pointer()).isEqualTo("/a~1b~0c");
        assertThat(JsonPath.root().child("~1").pointer()).isEqualTo("/~01");
        assertThat(JsonPath.root().child("").pointer()).isEqualTo("/");
    }

    @Test
    void memberAtReadsTheNameOnlyWhenAsked() {
        JsonObject o = JsonObject.builder().put("x/y", 1).put("z", 2).build();
        JsonPath p = JsonPath.of("/params").memberAt(o, 0);
        assertThat(p.pointer()).isEqualTo("/params/x~1y");
        assertThat(p.depth()).isEqualTo(1);
    }

    @Test
    void countsDepthBelowTheBase() {
        assertThat(JsonPath.of("/0/params").depth()).isZero();
        assertThat(JsonPath.of("/0/params").child("a").index(3).child("b").depth()).isEqualTo(3);
    }

    @Test
    void aBaseMustBeAPointer() {
        assertThatThrownBy(() -> JsonPath.of("params")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void isImmutable() {
        JsonPath base = JsonPath.of("/params");
        base.child("a");
        base.index(2);
        assertThat(base.pointer()).isEqualTo("/params");
        assertThat(base).hasToString("/params");
    }
}
