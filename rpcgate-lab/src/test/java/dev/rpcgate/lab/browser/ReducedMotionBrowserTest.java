package dev.rpcgate.lab.browser;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * With the system asking for reduced motion, nothing on the page animates, and the inspection still steps (the
 * control case, transitions when motion is allowed, is in {@link LayoutBrowserTest}).
 */
class ReducedMotionBrowserTest {
    static LabBrowser lab;

    @BeforeAll
    static void open() {
        lab = LabBrowser.open("--force-prefers-reduced-motion");
        lab.load(1280, 800);
    }

    @AfterAll
    static void close() {
        lab.close();
    }

    private static String transition(String id) {
        return (String) lab.js("return getComputedStyle(document.getElementById(arguments[0])).transitionDuration;", id);
    }

    @Test
    void gatesChangeWithoutTransitionsAndPlaybackStillSteps() {
        assertThat((Boolean) lab.js("return matchMedia('(prefers-reduced-motion: reduce)').matches;")).isTrue();
        for (String gate : LabBrowser.GATES) {
            assertThat(transition("gate-" + gate)).isEqualTo("0s");
        }
        lab.byId("next-gate").click();
        assertThat(lab.gateStatuses().get(0)).isEqualTo("passed");
        assertThat((String) lab.js("return getComputedStyle(document.getElementById('gate-PARSE')).transform;"))
                .isEqualTo("none");
        lab.stepToEnd();
        assertThat(lab.gateStatuses()).containsOnly("passed");
    }
}
