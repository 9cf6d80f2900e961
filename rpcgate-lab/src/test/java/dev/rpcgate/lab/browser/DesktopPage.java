package dev.rpcgate.lab.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * What the browser test classes share: one lab server and one Chromium session per class, the page loaded at
 * 1280×800 before the first test and everything closed after the last. Classes run one after another, so each
 * assigns {@link #lab} for its own tests.
 */
abstract class DesktopPage {
    static LabBrowser lab;

    @BeforeAll
    static void openPage() {
        lab = LabBrowser.open();
        lab.load(1280, 800);
    }

    @AfterAll
    static void closePage() {
        lab.close();
    }
}
