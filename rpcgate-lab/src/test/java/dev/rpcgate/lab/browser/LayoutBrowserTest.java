package dev.rpcgate.lab.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The page as a person meets it: the header and scope note with the two specification links (open on a first
 * visit, folded after, so that the editor and the gates are above the fold at 1280×800), the classification's
 * caveat, nothing fetched from elsewhere, labelled controls in a sensible tab order, a polite live region, and a
 * layout that fits 1280×800 and 390×844 without sideways scrolling.
 */
class LayoutBrowserTest extends DesktopPage {

    private static long number(String script) {
        return ((Number) lab.js(script)).longValue();
    }

    private static void assertNoSidewaysScroll() {
        long scroll = number("return document.documentElement.scrollWidth;");
        long client = number("return document.documentElement.clientWidth;");
        assertThat(scroll).as("page width %d in a viewport of %d", scroll, client).isLessThanOrEqualTo(client);
    }

    @Test
    void theScopeNoteIsOpenOnTheFirstVisitAndFoldedAfterWithTheEditorAndGatesAboveTheFold() {
        lab.js("localStorage.removeItem('rpcgate-lab.scope-seen.v1');");
        lab.load(1280, 800);
        assertThat((Boolean) lab.js("return document.getElementById('scope').open;")).as("first visit").isTrue();
        lab.screenshot("first-visit-1280");

        lab.load(1280, 800);
        assertThat((Boolean) lab.js("return document.getElementById('scope').open;")).as("second visit").isFalse();
        assertThat(lab.shown("scope")).isTrue();
        // the editor and the whole gate track fit in the 800 pixels, with the page at its top
        assertThat(number("return window.scrollY;")).isZero();
        long fold = number("return window.innerHeight;");
        assertThat(fold).as("the viewport is 800 pixels high").isEqualTo(800);
        for (String id : List.of("editor-frame", "track")) {
            long bottom = Math.round(((Number) lab.js(
                    "return Math.ceil(document.getElementById(arguments[0]).getBoundingClientRect().bottom);", id))
                    .doubleValue());
            assertThat(bottom).as("bottom of #%s above the fold at %d", id, fold).isLessThanOrEqualTo(fold);
        }
        lab.screenshot("second-visit-1280");

        // one click away: the summary opens it, and it says what it said on the first visit
        lab.driver.findElement(By.cssSelector("#scope summary")).click();
        assertThat((Boolean) lab.js("return document.getElementById('scope').open;")).isTrue();
        assertThat(lab.text("scope")).contains("not an A2A SDK");
        lab.driver.findElement(By.cssSelector("#scope summary")).click();
    }

    @Test
    void theClassificationSaysItIsEvidenceNotARetryPolicy() {
        lab.load(1280, 800);
        assertThat(lab.shown("classification-evidence")).isTrue();
        assertThat(lab.text("classification-evidence"))
                .contains("evidence for a recovery decision, not an automatic retry policy");
        lab.chooseFixture("handler-fault");
        lab.stepToEnd();
        assertThat(lab.shown("classification-evidence")).as("still there beside a classification").isTrue();
    }

    @Test
    void theHeaderNamesTheLessonAndTheScopeNoteLinksBothSpecifications() {
        lab.load(1280, 800);
        lab.js("document.getElementById('scope').open = true;");
        assertThat(lab.driver.findElement(By.tagName("h1")).getText()).isEqualTo("Classify the failing layer");
        assertThat(lab.driver.findElement(By.className("kicker")).getText()).containsIgnoringCase("parse")
                .containsIgnoringCase("validate").containsIgnoringCase("correlate");
        String scope = lab.text("scope");
        assertThat(scope).contains("JSON-RPC 2.0").contains("A2A v0.3.0").contains("message/send")
                .contains("not an A2A SDK").contains("Batches, streaming, tasks, authentication and extensions")
                .contains("notification").contains("not a full schema validation").contains("never downloaded")
                .contains("never guessed").contains("Neither one authenticates").contains("sixty seconds");
        List<String> links = lab.driver.findElements(By.cssSelector("#scope a")).stream()
                .map(a -> a.getDomAttribute("href")).toList();
        assertThat(links).containsExactly("https://www.jsonrpc.org/specification",
                "https://a2a-protocol.org/v0.3.0/specification/");
    }

    @Test
    void everyResourceComesFromTheLabServerItself() {
        lab.load(1280, 800);
        lab.stepToEnd();
        @SuppressWarnings("unchecked")
        List<String> urls = (List<String>) lab.js(
                "return performance.getEntriesByType('resource').map(e => e.name).concat([location.href]);");
        String origin = lab.base.substring(0, lab.base.indexOf("/lab/"));
        assertThat(urls).isNotEmpty().allSatisfy(u -> assertThat(u).startsWith(origin + "/lab/"));
        assertThat(urls).anyMatch(u -> u.endsWith("/lab/api/fixtures")).anyMatch(u -> u.endsWith("/lab/api/trace"));
    }

    @Test
    void everyControlHasALabelAndTheGateResultsAreAnnouncedPolitely() {
        lab.load(1280, 800);
        @SuppressWarnings("unchecked")
        List<String> unlabelled = (List<String>) lab.js(
                "return [...document.querySelectorAll('input, select, textarea, button')]"
                        + ".filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label')"
                        + " && !e.textContent.trim()).map(e => e.id || e.outerHTML);");
        assertThat(unlabelled).isEmpty();
        WebElement announcer = lab.byId("announcer");
        assertThat(announcer.getDomAttribute("aria-live")).isEqualTo("polite");
        lab.byId("next-gate").click();
        assertThat(lab.textContent("announcer")).isEqualTo("PARSE passed.");
        lab.byId("next-gate").click();
        assertThat(lab.textContent("announcer")).isEqualTo("ENVELOPE passed.");
        // the status is never colour alone: every revealed gate has a word and a symbol
        for (String gate : List.of("PARSE", "ENVELOPE")) {
            WebElement g = lab.byId("gate-" + gate);
            assertThat(g.findElement(By.className("gate-icon")).getText()).isEqualTo("✓");
            assertThat(g.findElement(By.className("gate-status")).getText()).isEqualTo("passed");
        }
        assertThat(lab.byId("gate-DISPATCH").findElement(By.className("gate-status")).getText()).isEqualTo("pending");
    }

    @Test
    void tabbingFromTheFixtureMenuFollowsTheReadingOrder() {
        lab.load(1280, 800);
        lab.js("document.getElementById('fixture').focus();");
        List<String> expected = List.of("editor", "part-limit", "allow-uri", "mismatch-id", "inject-fault",
                "play", "next-gate", "restart", "speed", "timeline", "record", "clear-experiment");
        Actions keys = new Actions(lab.driver);
        for (String id : expected) {
            keys.sendKeys(Keys.TAB).perform();
            assertThat((String) lab.js("return document.activeElement.id;")).as("after %s", id).isEqualTo(id);
        }
    }

    @Test
    void theWideLayoutPutsTheGatesInOneRowWithoutSidewaysScroll() {
        lab.load(1280, 800);
        assertThat(number("return window.innerWidth;")).isEqualTo(1280);
        @SuppressWarnings("unchecked")
        List<Number> tops = (List<Number>) lab.js(
                "return [...document.querySelectorAll('#track .gate')].map(g => g.getBoundingClientRect().top);");
        assertThat(tops.stream().map(Number::longValue).distinct()).hasSize(1);
        // motion is allowed here, so the gates do transition (ReducedMotionBrowserTest checks the opposite)
        assertThat((String) lab.js("return getComputedStyle(document.getElementById('gate-PARSE')).transitionDuration;"))
                .isNotEqualTo("0s");
        lab.stepToEnd();
        assertNoSidewaysScroll();
        lab.screenshot("wide-1280");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"text-message", "file-message", "data-message", "http-request", "batch", "malformed-json",
            "uri-refused"})
    void aPhoneWideViewportNeedsNoSidewaysScroll(String fixture) {
        lab.load(390, 844);
        assertThat(number("return window.innerWidth;")).isEqualTo(390);
        lab.chooseFixture(fixture);
        assertNoSidewaysScroll();
        lab.stepToEnd();
        assertNoSidewaysScroll();
        // nothing sticks out sideways, not even inside a scrolling box (tables and panels fit the width)
        @SuppressWarnings("unchecked")
        List<String> outside = (List<String>) lab.js(
                "const w = document.documentElement.clientWidth; return [...document.querySelectorAll('body *')]"
                        + ".filter(e => e.offsetParent !== null && !e.matches('.skip, .visually-hidden')).filter(e => { const r = e.getBoundingClientRect();"
                        + " return r.width > 0 && (r.left < -0.5 || r.right > w + 0.5); })"
                        + ".map(e => e.tagName + '#' + e.id + '.' + e.className);");
        assertThat(outside).isEmpty();
        if (fixture.equals("file-message") || fixture.equals("malformed-json")) {
            lab.screenshot("narrow-390-" + fixture);
        }
        lab.load(1280, 800);
    }
}
