package dev.rpcgate.lab.browser;

import static dev.rpcgate.lab.browser.Expected.num;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The editor as the source of truth: typing re-traces the text and rewinds the inspection without playing, a parse
 * error's line and column are marked, the gutter follows lines and scrolling, and the keyboard shortcuts act only
 * outside the editor.
 */
class EditorBrowserTest extends DesktopPage {

    @BeforeEach
    void startFromTheTextMessage() {
        lab.chooseFixture("text-message");
    }

    private static void assertAtStartNotPlaying() {
        assertThat(lab.timeline()).isZero();
        assertThat(lab.gateStatuses()).containsOnly("pending");
        assertThat(lab.playing()).isFalse();
        assertThat(lab.text("play")).isEqualTo("Play");
        assertThat(lab.byId("classification").getDomAttribute("data-state")).isEqualTo("pending");
        assertThat(lab.byId("verdict").getDomAttribute("data-verdict")).isEqualTo("pending");
    }

    @Test
    void typingAResetsTheInspectionWithoutAutoplayAndMarksTheParseError() throws InterruptedException {
        lab.byId("next-gate").click();
        lab.byId("next-gate").click();
        assertThat(lab.timeline()).isEqualTo(20000);
        assertThat(lab.gateStatuses()).startsWith("passed", "passed", "pending");
        int before = lab.traceSeq();

        WebElement editor = lab.byId("editor");
        editor.click();
        editor.sendKeys(Keys.chord(Keys.CONTROL, Keys.HOME), "x");

        // at once: rewound, nothing shown from the old trace
        assertAtStartNotPlaying();
        lab.waitForTraceAfter(before);
        assertThat(lab.editorText()).startsWith("x{");

        // the new trace is of the edited text: PARSE fails where the server says, and the editor marks it
        Expected expected = Expected.fromApi(lab, lab.editorText(), 65536, false, false, false, false);
        assertThat(expected.failedGate()).isEqualTo("PARSE");
        JsonObject finding = expected.locatedFinding();
        assertThat(finding).isNotNull();
        long line = num(finding.get("line"));
        assertThat(line).isEqualTo(1);
        String where = "line " + line + ", column " + num(finding.get("column"));
        assertThat(lab.shown("editor-marker")).isTrue();
        assertThat(lab.text("editor-marker")).contains("PARSE").contains(where);
        assertThat(lab.byId("editor-marker").getDomAttribute("data-line")).isEqualTo("1");
        assertThat(lab.driver.findElements(By.cssSelector("#gutter .gutter-line.marked")))
                .singleElement().extracting(WebElement::getText).asString().contains("1");
        assertThat(lab.shown("line-band")).isTrue();

        // no autoplay, even a while later
        Thread.sleep(1500);
        assertAtStartNotPlaying();

        // stepping now shows the edited text's trace, not the fixture's
        lab.byId("next-gate").click();
        assertThat(lab.gateStatuses().get(0)).isEqualTo("failed");
        assertThat(lab.gateText("PARSE")).isEqualTo("failed -32700");
        lab.screenshot("edited-parse-error");

        // undoing the edit clears the mark
        before = lab.traceSeq();
        editor.sendKeys(Keys.chord(Keys.CONTROL, Keys.HOME), Keys.DELETE);
        lab.waitForTraceAfter(before);
        assertThat(lab.shown("editor-marker")).isFalse();
        assertThat(lab.driver.findElements(By.cssSelector("#gutter .gutter-line.marked"))).isEmpty();
        lab.stepToEnd();
        assertThat(lab.gateStatuses()).containsOnly("passed");
    }

    @Test
    void theMalformedFixtureIsMarkedAtItsLineAndColumnBeforeAnyStep() {
        lab.chooseFixture("malformed-json");
        JsonObject finding = Expected.ofFixture("malformed-json").locatedFinding();
        String where = "line " + num(finding.get("line")) + ", column " + num(finding.get("column"));
        assertThat(where).as("the trailing comma itself").isEqualTo("line 10, column 73");
        assertThat(lab.timeline()).isZero();
        assertThat(lab.text("editor-marker")).contains(where);
        assertThat(lab.driver.findElements(By.cssSelector("#gutter .gutter-line.marked")))
                .singleElement().extracting(e -> e.getDomAttribute("data-line")).isEqualTo("10");
        // the band sits on line 10 of the text
        long bandTop = ((Number) lab.js("return document.getElementById('line-band').getBoundingClientRect().top;")).longValue();
        long lineTop = ((Number) lab.js(
                "return document.querySelector('#gutter .gutter-line[data-line=\"10\"]').getBoundingClientRect().top;"))
                .longValue();
        assertThat(Math.abs(bandTop - lineTop)).isLessThanOrEqualTo(2);
        lab.screenshot("malformed-json-marked");

        // "Go to" puts the caret on the offending character
        lab.byId("marker-goto").click();
        assertThat((String) lab.js("return document.activeElement.id;")).isEqualTo("editor");
        assertThat(((Number) lab.js("return document.getElementById('editor').selectionStart;")).longValue())
                .isEqualTo(num(finding.get("offset")));
        assertThat(lab.editorText().charAt((int) num(finding.get("offset")))).isEqualTo(',');
    }

    @Test
    void theGutterNumbersEveryLineAndScrollsWithTheText() {
        WebElement editor = lab.byId("editor");
        editor.click();
        int before = lab.traceSeq();
        editor.sendKeys(Keys.chord(Keys.CONTROL, Keys.END));
        for (int i = 0; i < 40; i++) {
            editor.sendKeys(Keys.ENTER);
        }
        lab.waitForTraceAfter(before);
        long lines = lab.editorText().split("\n", -1).length;
        assertThat(lab.driver.findElements(By.cssSelector("#gutter .gutter-line"))).hasSize((int) lines);
        assertThat(lines).isGreaterThan(50);
        // whitespace is still valid JSON: the trace passes
        lab.stepToEnd();
        assertThat(lab.gateStatuses()).containsOnly("passed");

        lab.js("document.getElementById('editor').scrollTop = 10000;");
        lab.waitUntil("the gutter follows the editor's scroll", () -> {
            Object tops = lab.js("return [document.getElementById('editor').scrollTop,"
                    + " document.getElementById('gutter').scrollTop];");
            List<?> t = (List<?>) tops;
            return ((Number) t.get(0)).doubleValue() > 0
                    && Math.abs(((Number) t.get(0)).doubleValue() - ((Number) t.get(1)).doubleValue()) < 1;
        });
        // the last gutter number sits level with the text's last line
        long lastNumberBottom = ((Number) lab.js("const g = [...document.querySelectorAll('#gutter .gutter-line')];"
                + " return g[g.length - 1].getBoundingClientRect().top;")).longValue();
        long editorBottom = ((Number) lab.js("return document.getElementById('editor').getBoundingClientRect().bottom;"))
                .longValue();
        assertThat(lastNumberBottom).isLessThan(editorBottom).isGreaterThan(editorBottom - 60);
    }

    @Test
    void editingTheWholeHttpRequestKeepsItTracedAsAnHttpRequest() {
        lab.chooseFixture("http-request");
        WebElement editor = lab.byId("editor");
        editor.click();
        // select "HTTP." in the body and type five characters over it: the Content-Length still holds
        lab.js("const t = document.getElementById('editor'); const at = t.value.indexOf('HTTP.\"');"
                + " t.setSelectionRange(at, at + 5);");
        int before = lab.traceSeq();
        editor.sendKeys("HTTPS");
        lab.waitForTraceAfter(before);
        String text = lab.editorText();
        assertThat(text).startsWith("POST /a2a HTTP/1.1\n").contains("\"Sent over HTTPS\"");

        Expected asHttp = Expected.fromApi(lab, text, 65536, false, false, false, true);
        Expected asJson = Expected.fromApi(lab, text, 65536, false, false, false, false);
        assertThat(asHttp.failedGate()).isNull();
        assertThat(asJson.failedGate()).as("the same text read as a bare document").isEqualTo("PARSE");
        lab.stepToEnd();
        assertThat(lab.gateStatuses()).containsOnly("passed");
        assertThat(lab.driver.findElement(By.cssSelector("#parts-body .part-preview")).getText())
                .isEqualTo("Sent over HTTPS");
        List<WebElement> runs = lab.driver.findElements(By.cssSelector("#experiment-body tr"));
        assertThat(runs.get(runs.size() - 1).findElement(By.className("run-case")).getText())
                .isEqualTo("edited http-request");
    }

    @Test
    void spaceInTheEditorTypesASpaceAndDoesNotPlay() {
        WebElement editor = lab.byId("editor");
        editor.click();
        int before = lab.traceSeq();
        editor.sendKeys(Keys.chord(Keys.CONTROL, Keys.END), " ");
        assertThat(lab.editorText()).endsWith(" ");
        assertThat(lab.playing()).isFalse();
        lab.waitForTraceAfter(before);
        editor.sendKeys(Keys.ARROW_RIGHT);
        assertAtStartNotPlaying();
    }

    @Test
    void spaceAndRightArrowDriveThePlaybackWhenFocusIsOutsideTheEditor() throws InterruptedException {
        lab.driver.findElement(By.tagName("h1")).click();
        assertThat((String) lab.js("return document.activeElement.tagName;")).isEqualTo("BODY");
        long scrolled = ((Number) lab.js("return window.scrollY;")).longValue();
        Actions keys = new Actions(lab.driver);

        keys.sendKeys(Keys.ARROW_RIGHT).perform();
        assertThat(lab.timeline()).isEqualTo(10000);
        assertThat(lab.gateStatuses()).startsWith("passed", "pending");
        keys.sendKeys(Keys.ARROW_RIGHT).perform();
        assertThat(lab.timeline()).isEqualTo(20000);

        keys.sendKeys(" ").perform();
        assertThat(lab.playing()).isTrue();
        assertThat(lab.text("play")).isEqualTo("Pause");
        lab.waitUntil("the clock moves", () -> lab.timeline() > 20000);
        keys.sendKeys(" ").perform();
        assertThat(lab.playing()).isFalse();
        long paused = lab.timeline();
        Thread.sleep(300);
        assertThat(lab.timeline()).isEqualTo(paused);
        // the page did not scroll on space: the shortcut took it
        assertThat(((Number) lab.js("return window.scrollY;")).longValue()).isEqualTo(scrolled);
    }
}
