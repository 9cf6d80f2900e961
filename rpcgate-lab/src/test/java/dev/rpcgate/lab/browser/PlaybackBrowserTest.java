package dev.rpcgate.lab.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * Playback over inspection time: Play at 4× reaches the end in about fifteen seconds and records the run; the
 * experiment table survives a reload and empties on Clear; Pause, Restart, speed and dragging the timeline.
 */
class PlaybackBrowserTest extends DesktopPage {

    @BeforeEach
    void emptyExperiment() {
        lab.byId("clear-experiment").click();
        assertThat(rows()).isEmpty();
    }

    static List<WebElement> rows() {
        return lab.driver.findElements(By.cssSelector("#experiment-body tr"));
    }

    static List<String> cells(WebElement row) {
        return row.findElements(By.tagName("td")).stream().map(WebElement::getText).toList();
    }

    @Test
    void playAtFourTimesReachesTheEndAndRecordsTheRunWhichSurvivesAReloadUntilCleared() {
        lab.chooseFixture("handler-fault");
        new Select(lab.byId("speed")).selectByValue("4");
        long started = System.nanoTime();
        lab.byId("play").click();
        assertThat(lab.playing()).isTrue();
        assertThat(lab.text("play")).isEqualTo("Pause");
        lab.waitUntil("the timeline reaches 60 s", () -> lab.timeline() == 60000, Duration.ofSeconds(20));
        double seconds = (System.nanoTime() - started) / 1e9;
        assertThat(seconds).as("60 s of inspection at 4×").isBetween(13.0, 20.0);
        assertThat(lab.playing()).isFalse();
        assertThat(lab.text("play")).isEqualTo("Play");
        assertThat(lab.text("clock")).isEqualTo("60.0 s / 60 s");
        // the client correlates the handler's error reply too: CORRELATION ran and passed
        assertThat(lab.gateStatuses()).containsExactly("passed", "passed", "passed", "passed", "failed", "passed");
        assertThat(lab.textContent("announcer")).contains("End of the inspection.");

        assertThat(rows()).hasSize(1);
        assertThat(cells(rows().get(0))).containsExactly("handler-fault", "HANDLER", "-32603", "none");
        lab.screenshot("played-handler-fault");

        // a second run of another case is added beside it
        lab.chooseFixture("malformed-json");
        lab.byId("play").click();
        lab.waitUntil("the second run ends", () -> lab.timeline() == 60000, Duration.ofSeconds(20));
        assertThat(rows()).hasSize(2);
        assertThat(cells(rows().get(1))).containsExactly("malformed-json", "PARSE", "-32700",
                "ENVELOPE, DISPATCH, PARAMS, HANDLER");

        lab.driver.navigate().refresh();
        lab.waitUntil("the page is back", () -> "ready".equals(lab.bodyData("state")));
        assertThat(rows()).hasSize(2);
        assertThat(cells(rows().get(0)).get(0)).isEqualTo("handler-fault");
        assertThat(lab.shown("experiment-empty")).isFalse();

        lab.byId("clear-experiment").click();
        assertThat(rows()).isEmpty();
        assertThat(lab.shown("experiment-empty")).isTrue();
        lab.driver.navigate().refresh();
        lab.waitUntil("the page is back", () -> "ready".equals(lab.bodyData("state")));
        assertThat(rows()).isEmpty();
    }

    @Test
    void recordAddsTheCurrentCaseAtAnyTime() {
        lab.chooseFixture("unknown-method");
        assertThat(lab.timeline()).isZero();
        lab.byId("record").click();
        assertThat(rows()).hasSize(1);
        assertThat(cells(rows().get(0))).containsExactly("unknown-method", "DISPATCH", "-32601",
                "PARAMS, HANDLER");
        // reaching the end afterwards records it once more, once
        lab.stepToEnd();
        lab.byId("next-gate").click();
        assertThat(rows()).hasSize(2);
    }

    @Test
    void pauseHoldsTheClockRestartRewindsAndSpeedScalesIt() throws InterruptedException {
        lab.chooseFixture("text-message");
        new Select(lab.byId("speed")).selectByValue("1");
        lab.byId("play").click();
        Thread.sleep(1500);
        lab.byId("play").click();
        long paused = lab.timeline();
        assertThat(paused).isBetween(1000L, 3000L);
        Thread.sleep(500);
        assertThat(lab.timeline()).isEqualTo(paused);
        assertThat(lab.gateStatuses()).containsOnly("pending");

        lab.byId("next-gate").click();
        assertThat(lab.timeline()).isEqualTo(10000);
        lab.byId("restart").click();
        assertThat(lab.timeline()).isZero();
        assertThat(lab.gateStatuses()).containsOnly("pending");

        new Select(lab.byId("speed")).selectByValue("0.5");
        lab.byId("play").click();
        Thread.sleep(2000);
        lab.byId("play").click();
        assertThat(lab.timeline()).as("2 s at 0.5×").isBetween(600L, 1600L);
        new Select(lab.byId("speed")).selectByValue("1");
    }

    @Test
    void draggingTheTimelineRevealsAndHidesGates() {
        lab.chooseFixture("wrong-version");
        WebElement range = lab.byId("timeline");
        int width = range.getSize().getWidth();
        Actions drag = new Actions(lab.driver);
        drag.moveToElement(range).clickAndHold().moveByOffset(width / 2 + 20, 0).release().perform();
        assertThat(lab.timeline()).isEqualTo(60000);
        assertThat(lab.gateStatuses()).containsExactly("passed", "failed", "not-run", "not-run", "not-run", "passed");
        assertThat(lab.text("classification-gate")).isEqualTo("ENVELOPE");
        assertThat(rows()).hasSize(1);

        // down to the far left and back past the middle: three gates shown, the rest pending again
        new Actions(lab.driver).moveToElement(range).clickAndHold().moveByOffset(-width, 0)
                .moveByOffset(width + width / 12, 0).release().perform();
        long t = lab.timeline();
        assertThat(t).isBetween(31000L, 39000L);
        assertThat(lab.gateStatuses()).containsExactly("passed", "failed", "not-run", "pending", "pending", "pending");
        assertThat(lab.byId("classification").getDomAttribute("data-state")).isEqualTo("failed");
        assertThat(lab.byId("verdict").getDomAttribute("data-verdict")).isEqualTo("pending");
        assertThat(lab.byId("parts").getDomAttribute("data-state")).isEqualTo("pending");
    }
}
