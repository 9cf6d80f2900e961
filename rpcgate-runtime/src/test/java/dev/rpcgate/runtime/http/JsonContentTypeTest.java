package dev.rpcgate.runtime.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Severity;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JsonContentTypeTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "application/json",
        "APPLICATION/JSON",
        "Application/Json",
        "  application/json  ",
        "application/json; charset=utf-8",
        "application/json;charset=UTF-8",
        "application/json ; charset=\"utf-8\"",
        "application/json;\tcharset=utf-8",
        "application/json;",
        "application/json;;charset=utf-8",
        "application/json; version=2",
        "application/json; q=\"a;b\"",
    })
    void accepted(String value) {
        assertThat(JsonContentType.findProblem(value)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "text/plain",
        "application/xml",
        "application/json-rpc",
        "application/jsonx",
        "application/*",
        "*/*",
        "application/ json",
        "application /json",
        "application",
        "application/",
        "application/json; charset=latin1",
        "application/json; charset=iso-8859-1",
        "application/json; charset=utf-16",
        "application/json; charset=\"latin1\"",
        "application/json; charset=utf8",
        "application/json; charset",
        "application/json; charset=",
        "application/json; charset=\"utf-8",
        "application/json charset=utf-8",
        "application/json, application/json",
        "",
        "   ",
    })
    void rejected(String value) {
        Optional<Finding> problem = JsonContentType.findProblem(value);
        assertThat(problem).isPresent();
        assertThat(problem.get().code()).isEqualTo("ContentType");
        assertThat(problem.get().severity()).isEqualTo(Severity.ERROR);
        assertThat(problem.get().path()).isEmpty();
    }

    @Test
    void missing() {
        assertThat(JsonContentType.findProblem(null)).get().extracting(Finding::message).asString()
                .contains("no Content-Type");
    }

    @Test
    void messagesSayWhatWasWrongAndQuoteTheHeaderShortened() {
        assertThat(JsonContentType.findProblem("text/plain; charset=utf-8").orElseThrow().message())
                .contains("'text/plain'").contains("application/json");
        assertThat(JsonContentType.findProblem("application/json; charset=latin1").orElseThrow().message())
                .contains("'latin1'").contains("UTF-8");
        String huge = "text/" + "x".repeat(10_000);
        assertThat(JsonContentType.findProblem(huge).orElseThrow().message()).hasSizeLessThan(300);
    }
}
