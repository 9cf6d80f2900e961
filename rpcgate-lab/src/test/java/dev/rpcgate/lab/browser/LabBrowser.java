package dev.rpcgate.lab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.rpcgate.lab.LabOptions;
import dev.rpcgate.lab.LabServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One lab server and one headless Chromium session for a test class (PLATFORM.md §3: Debian's chromium driven
 * through an explicit chromedriver, so Selenium Manager never runs), with the page operations the tests share.
 * A missing browser fails the class with the way to install it; it never skips.
 */
final class LabBrowser implements AutoCloseable {
    static final Path CHROMIUM = Path.of(System.getProperty("rpcgate.chromium", "/usr/bin/chromium"));
    static final Path CHROMEDRIVER = Path.of(System.getProperty("rpcgate.chromedriver", "/usr/bin/chromedriver"));
    static final Path SCREENSHOTS = Path.of("target", "screenshots");
    static final List<String> GATES = List.of("PARSE", "ENVELOPE", "DISPATCH", "PARAMS", "HANDLER", "CORRELATION");
    static final Duration WAIT = Duration.ofSeconds(10);

    final LabServer server;
    final WebDriver driver;
    final String base;

    private LabBrowser(LabServer server, WebDriver driver) {
        this.server = server;
        this.driver = driver;
        this.base = server.uri().toString();
    }

    /** Starts the server on a free port and a browser session of 1280×800, plus any extra Chromium switches. */
    static LabBrowser open(String... extraArguments) {
        requireExecutable(CHROMIUM, "Chromium");
        requireExecutable(CHROMEDRIVER, "ChromeDriver");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,800", "--no-first-run", "--no-default-browser-check",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-default-apps", "--disable-extensions", "--metrics-recording-only",
                "--disable-domain-reliability", "--disable-client-side-phishing-detection");
        options.addArguments(extraArguments);
        LabServer server = LabServer.start(LabOptions.onPort(0));
        try {
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
            WebDriver driver = new ChromeDriver(service, options);
            driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
            return new LabBrowser(server, driver);
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    private static void requireExecutable(Path path, String what) {
        if (!Files.isExecutable(path)) {
            fail(what + " is not installed at " + path + ": the lab's browser tests need Debian's chromium and "
                    + "chromium-driver (bin/test installs them; by hand: apt-get install -y chromium chromium-driver)");
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            server.close();
        }
    }

    // ---- navigation and waiting ---------------------------------------------------------------------------------

    /**
     * Opens the page with a viewport of the given size (the window is sized so that the page itself gets exactly
     * {@code width} × {@code height} CSS pixels, whatever the browser's own frame takes) and waits for the first
     * fixture's trace.
     */
    void load(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
        driver.get(base);
        long[] inner = innerSize();
        if (inner[0] != width || inner[1] != height) {
            Dimension outer = driver.manage().window().getSize();
            driver.manage().window().setSize(new Dimension((int) (outer.getWidth() + width - inner[0]),
                    (int) (outer.getHeight() + height - inner[1])));
        }
        waitUntil("the first trace is ready", () -> "ready".equals(bodyData("state")) && traceSeq() >= 1);
    }

    /** The viewport's {innerWidth, innerHeight}. */
    long[] innerSize() {
        List<?> size = (List<?>) js("return [window.innerWidth, window.innerHeight];");
        return new long[] {((Number) size.get(0)).longValue(), ((Number) size.get(1)).longValue()};
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    String bodyData(String name) {
        return (String) js("return document.body.dataset[arguments[0]] || '';", name);
    }

    int traceSeq() {
        String s = bodyData("trace");
        return s.isEmpty() ? 0 : Integer.parseInt(s);
    }

    void waitUntil(String what, java.util.function.BooleanSupplier condition) {
        waitUntil(what, condition, WAIT);
    }

    void waitUntil(String what, java.util.function.BooleanSupplier condition, Duration timeout) {
        new WebDriverWait(driver, timeout).withMessage(what).until(d -> condition.getAsBoolean());
    }

    /** Waits until a trace newer than {@code before} is shown. */
    void waitForTraceAfter(int before) {
        waitUntil("a new trace after #" + before + " (state " + bodyData("state") + ")",
                () -> traceSeq() > before && "ready".equals(bodyData("state")));
    }

    WebElement byId(String id) {
        return driver.findElement(By.id(id));
    }

    /** Chooses a fixture in the menu, as a person would, and waits for its trace. */
    void chooseFixture(String name) {
        Select menu = new Select(byId("fixture"));
        if (name.equals(menu.getFirstSelectedOption().getAttribute("value"))) {
            // choosing the selected option again fires no change: go through another one
            String other = menu.getOptions().stream().map(o -> o.getAttribute("value"))
                    .filter(v -> !v.equals(name)).findFirst().orElseThrow();
            chooseFixture(other);
        }
        int before = traceSeq();
        menu.selectByValue(name);
        waitForTraceAfter(before);
    }

    // ---- reading the page ---------------------------------------------------------------------------------------

    /** The six gates' {@code data-status}, in track order. */
    @SuppressWarnings("unchecked")
    List<String> gateStatuses() {
        return new ArrayList<>((List<String>) js(
                "return [...document.querySelectorAll('#track .gate')].map(g => g.dataset.status);"));
    }

    String gateText(String gate) {
        return byId("gate-" + gate).findElement(By.className("gate-status")).getText();
    }

    long timeline() {
        return Long.parseLong(byId("timeline").getDomProperty("value"));
    }

    boolean playing() {
        return "true".equals(bodyData("playing"));
    }

    String text(String id) {
        return Objects.requireNonNullElse(byId(id).getText(), "");
    }

    /** The exact text content (getText normalises whitespace of some elements). */
    String textContent(String id) {
        return (String) js("return document.getElementById(arguments[0]).textContent;", id);
    }

    boolean shown(String id) {
        return byId(id).isDisplayed();
    }

    /** Presses Next gate until the inspection is at its end. */
    void stepToEnd() {
        for (int i = 0; i < GATES.size() && timeline() < 60000; i++) {
            byId("next-gate").click();
        }
        assertThat(timeline()).isEqualTo(60000);
    }

    String editorText() {
        return byId("editor").getDomProperty("value");
    }

    // ---- screenshots --------------------------------------------------------------------------------------------

    /**
     * Saves the whole page, beyond the viewport, as target/screenshots/NAME.png (Chrome's own capture through
     * chromedriver's CDP passthrough; no DevTools library needed).
     */
    Path screenshot(String name) {
        return screenshot(name, ((Number) js("return Math.ceil(document.documentElement.scrollHeight);")).longValue());
    }

    /** Saves the page from its top down to the bottom of the element {@code id} (plus a margin). */
    Path screenshotDownTo(String name, String id) {
        return screenshot(name, ((Number) js("return Math.ceil(document.getElementById(arguments[0])"
                + ".getBoundingClientRect().bottom + window.scrollY + 16);", id)).longValue());
    }

    private Path screenshot(String name, long height) {
        long width = ((Number) js("return document.documentElement.clientWidth;")).longValue();
        Map<String, Object> clip = Map.of("x", 0, "y", 0, "width", width, "height", Math.min(height, 6000), "scale", 1);
        Map<String, Object> shot = ((ChromeDriver) driver).executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true, "clip", clip));
        try {
            Files.createDirectories(SCREENSHOTS);
            Path target = SCREENSHOTS.resolve(name + ".png");
            Files.write(target, Base64.getDecoder().decode((String) shot.get("data")));
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
