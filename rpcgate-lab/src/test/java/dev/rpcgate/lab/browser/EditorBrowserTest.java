package dev.rpcgate.lab.browser;

import static dev.rpcgate.lab.browser.Expected.num;
import static dev.rpcgate.lab.browser.Expected.str;
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
    void aMarkOnALongLineIsScrolledIntoViewAndTheLineReadsSideways() {
        lab.chooseFixture("malformed-json");
        JsonObject finding = Expected.ofFixture("malformed-json").locatedFinding();
        long line = num(finding.get("line"));
        long column = num(finding.get("column"));
        // the line is longer than the editor is wide: it does not wrap (one gutter number per line), it scrolls
        assertThat((String) lab.js("return getComputedStyle(document.getElementById('editor')).whiteSpace;"))
                .isEqualTo("pre");
        assertThat(number("const t = document.getElementById('editor'); return t.scrollWidth - t.clientWidth;"))
                .isPositive();
        assertThat(lab.driver.findElements(By.cssSelector("#gutter .gutter-line")))
                .hasSize(lab.editorText().split("\n", -1).length);

        // without a click, the editor has scrolled sideways to the trailing comma, and the column mark sits on it
        lab.waitUntil("the marked column in view", () -> markVisible());
        assertThat(number("return document.getElementById('editor').scrollLeft;")).isPositive();
        assertMarkOnCharacter(line, column);
        lab.screenshot("long-line-marked");

        // scrolled back to the line's start, the mark follows the text out of view; "Go to" brings it back
        lab.js("const t = document.getElementById('editor'); t.scrollLeft = 0; t.dispatchEvent(new Event('scroll'));");
        lab.waitUntil("the mark follows the scroll", () -> !markVisible());
        lab.byId("marker-goto").click();
        lab.waitUntil("the marked column in view again", () -> markVisible());
        assertMarkOnCharacter(line, column);
    }

    @Test
    void aMarkFarDownIsScrolledIntoViewWithItsLineNumber() {
        // a long document whose mistake is on line 90, put in as a paste would (no caret in the editor)
        String text = "{\n" + "  \"m%d\": 1,\n".repeat(88).formatted(java.util.stream.IntStream.range(0, 88)
                .boxed().toArray()) + "  \"last\": 2,\n}\n";
        int before = lab.traceSeq();
        lab.js("const t = document.getElementById('editor'); t.blur(); t.value = arguments[0];"
                + " t.dispatchEvent(new Event('input', {bubbles: true}));", text);
        lab.waitForTraceAfter(before);
        Expected expected = Expected.fromApi(lab, lab.editorText(), 65536, false, false, false, false);
        JsonObject finding = expected.locatedFinding();
        assertThat(num(finding.get("line"))).isEqualTo(90);
        assertThat(str(finding.get("message"))).startsWith("trailing comma");

        lab.waitUntil("the marked line in view", () -> markVisible());
        assertThat(number("return document.getElementById('editor').scrollTop;")).isPositive();
        assertMarkOnCharacter(90, num(finding.get("column")));
        // the gutter followed: its marked number is level with the band
        long bandTop = number("return document.getElementById('line-band').getBoundingClientRect().top;");
        long numberTop = number("return document.querySelector('#gutter .gutter-line.marked').getBoundingClientRect().top;");
        assertThat(Math.abs(bandTop - numberTop)).isLessThanOrEqualTo(2);
    }

    private static long number(String script) {
        return Math.round(((Number) lab.js(script)).doubleValue());
    }

    /**
     * True when the column mark is shown and lies inside the editor's visible text area (a line's last character,
     * scrolled as far as the editor goes, may touch its right edge: Chromium leaves no right padding to scroll to).
     */
    private static boolean markVisible() {
        return (Boolean) lab.js("const m = document.getElementById('column-mark'); if (m.hidden) return false;"
                + " const r = m.getBoundingClientRect(); const t = document.getElementById('editor');"
                + " const e = t.getBoundingClientRect(); return r.width > 0 && r.left >= e.left && r.right <= e.left"
                + " + t.clientWidth + 1 && r.top >= e.top && r.bottom <= e.top + t.clientHeight;");
    }

    /**
     * The column mark covers the character at (line, column), measured independently: the text before it, laid out
     * by the browser in a span with the editor's font, from the editor's padding edge, less the scroll.
     */
    private static void assertMarkOnCharacter(long line, long column) {
        @SuppressWarnings("unchecked")
        List<Number> got = (List<Number>) lab.js("const t = document.getElementById('editor'); const s = getComputedStyle(t);"
                + " const text = t.value.split('\\n')[arguments[0] - 1]; const span = document.createElement('span');"
                + " span.style.font = s.font; span.style.whiteSpace = 'pre'; span.style.position = 'absolute';"
                + " span.style.visibility = 'hidden'; span.textContent = text.slice(0, arguments[1] - 1);"
                + " document.body.append(span); const w = span.getBoundingClientRect().width; span.remove();"
                + " const e = t.getBoundingClientRect(); const m = document.getElementById('column-mark').getBoundingClientRect();"
                + " const band = document.getElementById('line-band').getBoundingClientRect();"
                + " return [m.left, e.left + t.clientLeft + parseFloat(s.paddingLeft) + w - t.scrollLeft, m.top, band.top];",
                line, column);
        assertThat(got.get(0).doubleValue()).as("the mark's left edge at column %d", column)
                .isCloseTo(got.get(1).doubleValue(), org.assertj.core.data.Offset.offset(2.0));
        assertThat(got.get(2).doubleValue()).as("the mark on the band's line")
                .isCloseTo(got.get(3).doubleValue(), org.assertj.core.data.Offset.offset(2.0));
        assertThat(lab.editorText().split("\n", -1)[(int) line - 1].charAt((int) column - 1)).isEqualTo(',');
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
