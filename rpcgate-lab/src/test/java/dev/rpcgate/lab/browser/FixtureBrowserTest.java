package dev.rpcgate.lab.browser;

import static dev.rpcgate.lab.browser.Expected.num;
import static dev.rpcgate.lab.browser.Expected.str;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.RepoFiles;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Every fixture of the menu, stepped gate by gate with Next gate: what each step reveals (track, classification,
 * parts at PARAMS, receipts at HANDLER, reply and verdict at the end) against the fixture's {@code .trace.json}.
 */
class FixtureBrowserTest extends DesktopPage {

    /** A phrase of each case's recovery hint (the hint is the page's words; these are its load-bearing parts). */
    static final Map<String, String> HINTS = Map.ofEntries(
            Map.entry("text-message", "client accepts the result"),
            Map.entry("file-message", "client accepts the result"),
            Map.entry("data-message", "client accepts the result"),
            Map.entry("uri-allowed", "client accepts the result"),
            Map.entry("http-request", "client accepts the result"),
            Map.entry("malformed-json", "sending the same bytes again fails in exactly the same way"),
            Map.entry("wrong-version", "the request itself has to change"),
            Map.entry("unknown-method", "resending the same call cannot succeed"),
            Map.entry("unsupported-method", "this receiver does not implement it"),
            Map.entry("invalid-part", "the handler never ran"),
            Map.entry("oversized-part", "the handler never ran"),
            Map.entry("uri-refused", "the handler never ran"),
            Map.entry("notification", "no confirmation"),
            Map.entry("handler-fault", "does not show that a retry is safe"),
            Map.entry("id-mismatch", "must not accept it"),
            Map.entry("batch", "Batches are outside this lesson"));

    /** Fixtures worth a screenshot at the end of their inspection. */
    static final Set<String> SHOTS = Set.of("text-message", "malformed-json", "handler-fault", "id-mismatch",
            "file-message", "batch", "notification");

    static List<String> fixtures() {
        return Expected.fixtureNames();
    }

    @Test
    void theMenuListsTheSixteenFixturesInOrderAndStartsWithTheFirst() {
        List<String> names = new Select(lab.byId("fixture")).getOptions().stream()
                .map(o -> o.getAttribute("value")).toList();
        assertThat(names).containsExactlyElementsOf(Expected.fixtureNames()).hasSize(16);
        assertThat(new Select(lab.byId("fixture")).getOptions().get(0).getText()).isEqualTo("Valid text message");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void eachFixtureRevealsItsTraceGateByGate(String name) {
        lab.chooseFixture(name);
        Expected expected = Expected.ofFixture(name);
        JsonObject fixture = fixtureEntry(name);

        // the editor holds the fixture (a textarea keeps line ends as LF), the policy is the fixture's
        String file = RepoFiles.read(Expected.EXAMPLES.resolve(str(fixture.get("file"))));
        assertThat(lab.editorText()).isEqualTo(file.replace("\r\n", "\n"));
        JsonObject policy = (JsonObject) fixture.get("policy");
        assertThat(lab.byId("part-limit").getDomProperty("value")).isEqualTo(String.valueOf(num(policy.get("partLimit"))));
        assertThat(lab.byId("allow-uri").isSelected()).isEqualTo(Expected.bool(policy.get("allowUri")));
        assertThat(lab.byId("mismatch-id").isSelected()).isEqualTo(Expected.bool(policy.get("mismatchId")));
        assertThat(lab.byId("inject-fault").isSelected()).isEqualTo(Expected.bool(policy.get("injectFault")));

        // nothing revealed before the inspection starts
        assertThat(lab.timeline()).isZero();
        assertThat(lab.gateStatuses()).containsOnly("pending");
        assertThat(lab.byId("classification").getDomAttribute("data-state")).isEqualTo("pending");

        int failedAt = expected.trace().get("failedGate") instanceof JsonString s ? LabBrowser.GATES.indexOf(s.value()) : -1;
        for (int step = 1; step <= 6; step++) {
            lab.byId("next-gate").click();
            assertThat(lab.timeline()).isEqualTo(step * 10000L);
            List<String> statuses = lab.gateStatuses();
            for (int i = 0; i < 6; i++) {
                String gate = LabBrowser.GATES.get(i);
                if (i < step) {
                    assertThat(statuses.get(i)).as("%s after step %d", gate, step).isEqualTo(expected.statuses().get(i));
                    assertThat(lab.gateText(gate)).as("%s words", gate).isEqualTo(expected.statusWords(i));
                } else {
                    assertThat(statuses.get(i)).as("%s after step %d", gate, step).isEqualTo("pending");
                }
            }
            String gate = LabBrowser.GATES.get(step - 1);
            assertThat(lab.textContent("announcer")).contains(gate + " " + expected.statusWords(step - 1) + ".");
            boolean classified = step == 6 || (failedAt >= 0 && step > failedAt);
            assertThat(lab.byId("classification").getDomAttribute("data-state"))
                    .as("classification after step %d", step).isEqualTo(classified ? (expected.failedGate() == null
                            ? "passed" : "failed") : "pending");
            assertThat(lab.byId("parts").getDomAttribute("data-state")).isEqualTo(step >= 4 ? "shown" : "pending");
            assertThat(lab.byId("receipts").getDomAttribute("data-state")).isEqualTo(step >= 5 ? "shown" : "pending");
            assertThat(lab.byId("verdict").getDomAttribute("data-verdict"))
                    .isEqualTo(step == 6 ? expected.verdict() : "pending");
        }

        assertClassification(name, expected);
        // no JavaScript value leaked into the words: no text node reads "null", "undefined" or "[object …]"
        for (String panel : List.of("classification", "verdict", "receipts", "parts", "entries")) {
            Object leaked = lab.js("const w = document.createTreeWalker(document.getElementById(arguments[0]),"
                    + " NodeFilter.SHOW_TEXT); const bad = []; while (w.nextNode()) { const t = w.currentNode.textContent.trim();"
                    + " if (/^(null|undefined|NaN)$/.test(t) || t.includes('[object') || t.includes('undefined')) bad.push(t); }"
                    + " return bad;", panel);
            assertThat((List<?>) leaked).as(panel).isEmpty();
        }
        assertMarker(expected);
        assertRecorded(name, expected);
        assertReply(expected);
        assertReceipts(expected);
        assertParts(expected);
        if (expected.batch()) {
            assertEntries(expected);
        }
        if (SHOTS.contains(name)) {
            lab.screenshot("fixture-" + name);
        }
        if (name.equals("text-message") || name.equals("malformed-json")) {
            // the README's pictures: the page as a returning visitor sees it (the scope note folded), from the
            // header down to the receiver's effects
            Object open = lab.js("return document.getElementById('scope').open;");
            lab.js("document.getElementById('scope').open = false;");
            lab.screenshotDownTo("doc-" + name, "receipts");
            lab.js("document.getElementById('scope').open = arguments[0];", open);
        }
    }

    private static void assertClassification(String name, Expected expected) {
        assertThat(lab.text("classification-gate")).isEqualTo(expected.gateWords());
        assertThat(lab.text("classification-code")).isEqualTo(expected.code());
        String notRun = expected.notRun().isEmpty() ? "none" : String.join(", ", expected.notRun());
        assertThat(lab.text("classification-not-run")).startsWith(notRun);
        assertThat(lab.text("classification-hint")).contains(HINTS.get(name));
        // advisories (e.g. a member the schema does not know) are listed, apart from failures
        List<String> advisories = new java.util.ArrayList<>();
        for (JsonValue g : ((JsonArray) expected.trace().get("gates")).elements()) {
            if (((JsonObject) g).get("findings") instanceof JsonArray findings) {
                findings.elements().stream().map(JsonObject.class::cast)
                        .filter(f -> "ADVISORY".equals(str(f.get("severity")))).forEach(f -> advisories.add(str(f.get("code"))));
            }
        }
        List<String> shown = lab.driver.findElements(By.cssSelector("#classification-advisories li > code"))
                .stream().map(WebElement::getText).toList();
        assertThat(shown).containsExactlyElementsOf(advisories);
    }

    /** The failed gate's located finding is marked in the editor; nothing is marked otherwise. */
    private static void assertMarker(Expected expected) {
        JsonObject finding = expected.locatedFinding();
        if (finding == null) {
            assertThat(lab.shown("editor-marker")).isFalse();
            assertThat(lab.driver.findElements(By.cssSelector("#gutter .gutter-line.marked"))).isEmpty();
            return;
        }
        long line = num(finding.get("line"));
        assertThat(lab.text("editor-marker")).contains("line " + line + ", column " + num(finding.get("column")));
        assertThat(lab.driver.findElements(By.cssSelector("#gutter .gutter-line.marked")))
                .singleElement().extracting(e -> e.getDomAttribute("data-line")).isEqualTo(String.valueOf(line));
    }

    /** Reaching the end recorded the run under the fixture's name. */
    private static void assertRecorded(String name, Expected expected) {
        List<WebElement> runs = lab.driver.findElements(By.cssSelector("#experiment-body tr"));
        assertThat(runs).isNotEmpty();
        WebElement last = runs.get(runs.size() - 1);
        assertThat(last.findElement(By.className("run-case")).getText()).isEqualTo(name);
        assertThat(last.findElement(By.className("run-gate")).getText())
                .isEqualTo(expected.failedGate() == null ? "none" : expected.gateWords().replace("batch entry", "entry"));
        assertThat(last.findElement(By.className("run-code")).getText()).isEqualTo(expected.code());
        String notRun = expected.notRun().isEmpty() ? "none" : String.join(", ", expected.notRun());
        assertThat(last.findElement(By.className("run-not-run")).getText())
                .isEqualTo(expected.batch() && !expected.notRun().isEmpty() ? notRun + " (in no entry)" : notRun);
    }

    private static void assertReply(Expected expected) {
        String shown = lab.textContent("reply-json");
        if (expected.reply() == null) {
            assertThat(shown).isEqualTo("no response");
        } else {
            JsonParse parse = JsonReader.standard().read(shown);
            assertThat(parse.findings()).as("the reply shown is JSON: %s", shown).isEmpty();
            assertThat(parse.value()).isEqualTo(expected.reply());
        }
        String verdict = lab.text("verdict");
        // one source, one answer: the verdict wears the status the track shows for CORRELATION
        String correlation = lab.byId("gate-CORRELATION").getDomAttribute("data-status");
        assertThat(correlation).isEqualTo(expected.statuses().get(5));
        assertThat(lab.byId("verdict").getDomAttribute("data-status"))
                .isEqualTo(expected.batch() ? "none" : correlation);
        if (!expected.batch()) {
            assertThat(verdict.startsWith("Accepted")).as(verdict).isEqualTo(correlation.equals("passed"));
        }
        switch (expected.verdict()) {
            case "accepted" -> assertThat(verdict).startsWith("Accepted — the reply's id ")
                    .contains(JsonWriter.write(((JsonObject) expected.trace().get("correlation")).get("requestId")));
            case "uncorrelated" -> assertThat(verdict).startsWith("Not correlated — ").contains("cannot tell");
            case "rejected-id-mismatch" -> assertThat(verdict).startsWith("Rejected — ").contains("must not accept");
            case "no-response" -> assertThat(verdict).isEqualTo("No response — a notification is not a confirmed success.");
            case "batch" -> assertThat(verdict).startsWith("Batch — ");
            default -> throw new AssertionError("unexpected verdict " + expected.verdict());
        }
    }

    private static void assertReceipts(Expected expected) {
        assertThat(lab.byId("receipts").getDomAttribute("data-count")).isEqualTo(String.valueOf(expected.receipts()));
        if (expected.receipts() > 0) {
            // a receipt the handler kept is never shown beside a HANDLER that did not run
            assertThat(lab.byId("gate-HANDLER").getDomAttribute("data-status")).isEqualTo("passed");
        }
        List<WebElement> items = lab.driver.findElements(By.cssSelector("#receipts .receipt"));
        assertThat(items).hasSize(expected.receipts());
        if (expected.receipts() == 0) {
            assertThat(lab.text("receipts-none")).startsWith("None");
        }
    }

    private static void assertParts(Expected expected) {
        assertThat(lab.byId("parts").getDomAttribute("data-count")).isEqualTo(String.valueOf(expected.parts().size()));
        List<WebElement> rows = lab.driver.findElements(By.cssSelector("#parts-body tr"));
        assertThat(rows).hasSize(expected.parts().size());
        for (int i = 0; i < rows.size(); i++) {
            JsonObject part = expected.parts().get(i);
            WebElement row = rows.get(i);
            assertThat(row.getDomAttribute("data-kind")).isEqualTo(str(part.get("kind")));
            String bytes = row.findElement(By.className("part-bytes")).getText();
            String limit = String.valueOf(num(part.get("limit")));
            if (part.get("countedBytes") instanceof JsonNull) {
                assertThat(bytes).isEqualTo("unknown (not fetched) / " + limit);
            } else {
                assertThat(bytes).startsWith(num(part.get("countedBytes")) + " / " + limit);
            }
            String mime = str(part.get("mimeType"));
            assertThat(row.findElement(By.className("part-mime")).getText()).isEqualTo(mime == null ? "none" : mime);
            String preview = (String) lab.js("return arguments[0].querySelector('.part-preview').textContent;", row);
            JsonValue p = part.get("preview");
            if (p instanceof JsonString s) {
                assertThat(preview).isEqualTo(s.value());
            } else if (p instanceof JsonObject o && o.has("uri")) {
                assertThat(preview).contains(str(o.get("uri"))).contains("never fetched");
            } else if (p instanceof JsonObject o && o.has("hex")) {
                assertThat(preview).startsWith(num(o.get("size")) + " bytes: ");
            }
        }
        if (expected.parts().isEmpty()) {
            assertThat(lab.text("parts-none")).startsWith("No part");
        }
    }

    private static void assertEntries(Expected expected) {
        List<WebElement> entries = lab.driver.findElements(By.cssSelector("#entries .entry-list li"));
        List<JsonValue> traceEntries = ((JsonArray) expected.trace().get("entries")).elements();
        assertThat(entries).hasSize(traceEntries.size());
        for (int i = 0; i < entries.size(); i++) {
            JsonObject e = (JsonObject) traceEntries.get(i);
            String failed = str(e.get("failedGate"));
            assertThat(entries.get(i).getText()).startsWith("entry " + i + ": ")
                    .contains(failed == null ? "passed" : failed + " failed " + ((JsonNumber) e.get("code")).lexeme())
                    .contains("CORRELATION " + Expected.of(e).statusWords(5));
        }
    }

    static JsonObject fixtureEntry(String name) {
        JsonObject index = Expected.read(RepoFiles.read(Expected.EXAMPLES.resolve("fixtures.json")));
        return ((JsonArray) index.get("fixtures")).elements().stream()
                .map(JsonObject.class::cast).filter(f -> name.equals(str(f.get("name")))).findFirst().orElseThrow();
    }
}
