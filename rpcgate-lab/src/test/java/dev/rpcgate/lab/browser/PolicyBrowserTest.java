package dev.rpcgate.lab.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * Each policy control, switched on the page: the inspection rewinds without playing, the page shows the trace the
 * API computes for the text under the new policy, and the run is recorded under a name that says what changed.
 */
class PolicyBrowserTest extends DesktopPage {

    /** fixture, control, value ("toggle" or a limit), then the expected gate, code, verdict, receipts and case. */
    static Stream<Arguments> changes() {
        return Stream.of(
                Arguments.of("text-message", "inject-fault", "toggle", "HANDLER", "-32603", "accepted", 0,
                        "text-message (fault on)"),
                Arguments.of("text-message", "mismatch-id", "toggle", "CORRELATION", "no JSON-RPC code",
                        "rejected-id-mismatch", 1, "text-message (id mismatch on)"),
                Arguments.of("uri-refused", "allow-uri", "toggle", null, "—", "accepted", 1, "uri-refused (URI allowed)"),
                Arguments.of("text-message", "part-limit", "8", "PARAMS", "-32602", "accepted", 0,
                        "text-message (limit 8)"),
                Arguments.of("oversized-part", "part-limit", "48", null, "—", "accepted", 1, "oversized-part (limit 48)"),
                Arguments.of("handler-fault", "inject-fault", "toggle", null, "—", "accepted", 1,
                        "handler-fault (fault off)"),
                Arguments.of("uri-allowed", "allow-uri", "toggle", "PARAMS", "-32602", "accepted", 0,
                        "uri-allowed (URI refused)"),
                Arguments.of("id-mismatch", "mismatch-id", "toggle", null, "—", "accepted", 1, "id-mismatch (id mismatch off)"),
                // a fault can only be injected into a request that reaches the handler
                Arguments.of("malformed-json", "inject-fault", "toggle", "PARSE", "-32700", "uncorrelated", 0,
                        "malformed-json (fault on)"));
    }

    @ParameterizedTest(name = "{0}: {1} {2}")
    @MethodSource("changes")
    void aPolicyChangeRewindsAndRetracesTheEditorText(String fixture, String control, String value, String gate,
                                                       String code, String verdict, int receipts, String caseName)
            throws InterruptedException {
        lab.chooseFixture(fixture);
        lab.byId("next-gate").click();
        lab.byId("next-gate").click();
        assertThat(lab.timeline()).isEqualTo(20000);
        int before = lab.traceSeq();

        WebElement input = lab.byId(control);
        if (value.equals("toggle")) {
            input.click();
        } else {
            input.sendKeys(Keys.chord(Keys.CONTROL, "a"), value);
        }
        assertThat(lab.timeline()).isZero();
        assertThat(lab.gateStatuses()).containsOnly("pending");
        lab.waitForTraceAfter(before);
        Thread.sleep(400);
        assertThat(lab.timeline()).isZero();
        assertThat(lab.playing()).isFalse();
        assertThat(lab.traceSeq()).as("one trace per change").isEqualTo(before + 1);

        Expected oracle = Expected.fromApi(lab, lab.editorText(),
                Long.parseLong(lab.byId("part-limit").getDomProperty("value")), lab.byId("allow-uri").isSelected(),
                lab.byId("mismatch-id").isSelected(), lab.byId("inject-fault").isSelected(), false);
        assertThat(oracle.failedGate()).isEqualTo(gate);

        lab.stepToEnd();
        assertThat(lab.gateStatuses()).containsExactlyElementsOf(oracle.statuses());
        assertThat(lab.text("classification-gate")).isEqualTo(gate == null ? "none — no gate failed" : gate);
        assertThat(lab.text("classification-code")).isEqualTo(code);
        assertThat(lab.byId("verdict").getDomAttribute("data-verdict")).isEqualTo(verdict);
        assertThat(lab.byId("receipts").getDomAttribute("data-count")).isEqualTo(String.valueOf(receipts));
        assertThat(oracle.receipts()).isEqualTo(receipts);
        if (gate != null && !gate.equals("CORRELATION")) {
            assertThat(lab.textContent("reply-json")).contains("\"code\": " + code);
        }
        List<WebElement> runs = lab.driver.findElements(By.cssSelector("#experiment-body tr"));
        assertThat(runs.get(runs.size() - 1).findElement(By.className("run-case")).getText()).isEqualTo(caseName);
        if (fixture.equals("text-message") && control.equals("inject-fault")) {
            lab.screenshot("policy-text-message-fault");
        }
    }

    @Test
    void aPartLimitOfEightBytesFlagsTheTextPartInTheInspector() {
        lab.chooseFixture("text-message");
        int before = lab.traceSeq();
        lab.byId("part-limit").sendKeys(Keys.chord(Keys.CONTROL, "a"), "8");
        lab.waitForTraceAfter(before);
        lab.stepToEnd();
        assertThat(lab.gateText("PARAMS")).isEqualTo("failed -32602");
        assertThat(lab.driver.findElement(By.cssSelector("#parts-body .part-bytes")).getText())
                .isEqualTo("27 / 8 — over the limit");
        assertThat(lab.text("receipts-none")).isEqualTo("None — the handler never ran (the request stopped at PARAMS).");
        assertThat(lab.text("classification-findings")).contains("PartTooLarge");
    }

    @Test
    void aRefusedPolicyIsShownInTheErrorBannerAndThePageRecovers() {
        lab.chooseFixture("text-message");
        assertThat(lab.shown("error-banner")).isFalse();
        WebElement limit = lab.byId("part-limit");
        limit.sendKeys(Keys.chord(Keys.CONTROL, "a"), "-1");
        lab.waitUntil("the error banner", () -> lab.shown("error-banner"));
        assertThat(lab.bodyData("state")).isEqualTo("error");
        assertThat(lab.text("error-text")).contains("partLimit").contains("HTTP 400");
        assertThat(lab.gateStatuses()).containsOnly("pending");
        lab.screenshot("api-error-banner");

        int before = lab.traceSeq();
        limit.sendKeys(Keys.chord(Keys.CONTROL, "a"), "65536");
        lab.waitForTraceAfter(before);
        assertThat(lab.shown("error-banner")).isFalse();
        lab.stepToEnd();
        assertThat(lab.gateStatuses()).containsOnly("passed");
    }

    @Test
    void anOversizedEditIsRefusedVisiblyNotWithABlankPage() {
        lab.chooseFixture("text-message");
        // over the API's 1 MiB body limit: the page refuses it as the server would (413), says so and keeps the editor
        lab.js("const t = document.getElementById('editor'); t.value = t.value + ' '.repeat(1100000);"
                + " t.dispatchEvent(new Event('input', {bubbles: true}));");
        lab.waitUntil("the error banner", () -> lab.shown("error-banner"));
        assertThat(lab.text("error-text")).containsIgnoringCase("too large");
        assertThat(lab.editorText()).hasSizeGreaterThan(1_000_000);

        lab.chooseFixture("data-message");
        assertThat(lab.shown("error-banner")).isFalse();
    }
}
