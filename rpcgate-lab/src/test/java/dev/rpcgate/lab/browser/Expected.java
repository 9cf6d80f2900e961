package dev.rpcgate.lab.browser;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.testing.RepoFiles;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What the page must show for one trace, read from the trace JSON itself (an {@code examples/a2a/*.trace.json}
 * file, or the API's answer for an edited text): the page may word things, but never decide them.
 *
 * @param trace      the trace
 * @param statuses   each gate's expected {@code data-status} (passed, failed, not-run)
 * @param failedGate the earliest failed gate, or null
 * @param code       its code as the page writes it ("-32700", "no JSON-RPC code", "—")
 * @param notRun     the gates that did not run
 * @param verdict    the correlation verdict label, or "batch"
 * @param reply      the reply, or null when none is due
 * @param receipts   how many receipts the handler wrote
 * @param parts      the inspected parts (for a batch: every entry's)
 */
record Expected(JsonObject trace, List<String> statuses, String failedGate, String code, List<String> notRun,
                String verdict, JsonValue reply, int receipts, List<JsonObject> parts) {

    static final Path EXAMPLES = RepoFiles.repoRoot().resolve("examples/a2a");
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** The expectation of the fixture NAME: examples/a2a/NAME.trace.json. */
    static Expected ofFixture(String name) {
        return of(read(RepoFiles.read(EXAMPLES.resolve(name + ".trace.json"))));
    }

    /** The fixture names in menu order, from examples/a2a/fixtures.json. */
    static List<String> fixtureNames() {
        JsonObject index = read(RepoFiles.read(EXAMPLES.resolve("fixtures.json")));
        List<String> names = new ArrayList<>();
        for (JsonValue f : ((JsonArray) index.get("fixtures")).elements()) {
            names.add(((JsonString) ((JsonObject) f).get("name")).value());
        }
        return names;
    }

    /** The API's own trace of {@code text} under a policy: the oracle for texts and policies the person changed. */
    static Expected fromApi(LabBrowser lab, String text, long partLimit, boolean allowUri, boolean mismatchId,
                            boolean injectFault, boolean http) {
        JsonObject body = JsonObject.builder()
                .put("text", text)
                .put("policy", JsonObject.builder().put("partLimit", partLimit).put("allowUri", allowUri)
                        .put("mismatchId", mismatchId).put("injectFault", injectFault).build())
                .put("http", http)
                .build();
        HttpRequest request = HttpRequest.newBuilder(URI.create(lab.base + "api/trace"))
                .timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JsonWriter.write(body)))
                .build();
        try {
            HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
            return of(read(response.body()));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static JsonObject read(String json) {
        JsonParse parse = JsonReader.standard().read(json);
        assertThat(parse.findings()).as("JSON findings").isEmpty();
        return (JsonObject) parse.value();
    }

    static Expected of(JsonObject trace) {
        List<String> statuses = new ArrayList<>();
        List<String> notRun = new ArrayList<>();
        for (JsonValue g : ((JsonArray) trace.get("gates")).elements()) {
            JsonObject gate = (JsonObject) g;
            String status = switch (str(gate.get("status"))) {
                case "PASSED" -> "passed";
                case "FAILED" -> "failed";
                default -> "not-run";
            };
            statuses.add(status);
            if (status.equals("not-run")) {
                notRun.add(str(gate.get("gate")));
            }
        }
        String failedGate = str(trace.get("failedGate"));
        JsonValue code = trace.get("code");
        List<JsonObject> parts = new ArrayList<>();
        boolean batch = "batch".equals(str(trace.get("kind")));
        if (batch) {
            for (JsonValue e : ((JsonArray) trace.get("entries")).elements()) {
                ((JsonArray) ((JsonObject) e).get("parts")).elements().forEach(p -> parts.add((JsonObject) p));
            }
            for (JsonValue e : ((JsonArray) trace.get("entries")).elements()) {
                JsonObject entry = (JsonObject) e;
                if (failedGate == null && str(entry.get("failedGate")) != null) {
                    failedGate = str(entry.get("failedGate"));
                    code = entry.get("code");
                }
            }
        } else {
            ((JsonArray) trace.get("parts")).elements().forEach(p -> parts.add((JsonObject) p));
        }
        String codeText = failedGate == null ? "—"
                : code instanceof JsonNumber n ? n.lexeme() : "no JSON-RPC code";
        JsonValue correlation = trace.get("correlation");
        String verdict = correlation instanceof JsonObject c ? str(c.get("verdict")) : "batch";
        JsonValue reply = trace.get("reply") instanceof JsonNull ? null : trace.get("reply");
        int receipts = trace.get("receipts") instanceof JsonArray r ? r.size() : 0; // an entry has none of its own
        return new Expected(trace, statuses, failedGate, codeText, notRun, verdict, reply, receipts, parts);
    }

    /** The classification's "earliest failed gate" words. */
    String gateWords() {
        if (failedGate == null) {
            return "none — no gate failed";
        }
        if (batch() && str(trace.get("failedGate")) == null) {
            int index = 0;
            for (JsonValue e : ((JsonArray) trace.get("entries")).elements()) {
                if (str(((JsonObject) e).get("failedGate")) != null) {
                    index = (int) ((JsonNumber) ((JsonObject) e).get("index")).findLong().orElseThrow();
                    break;
                }
            }
            return failedGate + " (batch entry " + index + ")";
        }
        return failedGate;
    }

    boolean batch() {
        return "batch".equals(str(trace.get("kind")));
    }

    /**
     * The status words on the track for gate i: "passed", "failed -32700" (the code only at the first failed gate),
     * "not run", "failed (no code)"; for a batch whose array passed, "failed in 1 of 2 entries".
     */
    String statusWords(int i) {
        String status = statuses.get(i);
        if (!status.equals("failed")) {
            return status.equals("not-run") ? "not run" : status;
        }
        String gate = LabBrowser.GATES.get(i);
        if (batch() && str(trace.get("failedGate")) == null) {
            List<JsonValue> entries = ((JsonArray) trace.get("entries")).elements();
            long failed = entries.stream().filter(e -> "failed".equals(of((JsonObject) e).statuses().get(i))).count();
            return entries.size() == 1 ? "failed in its entry" : "failed in " + failed + " of " + entries.size() + " entries";
        }
        JsonValue c = trace.get("code");
        return gate.equals(str(trace.get("failedGate"))) && c instanceof JsonNumber n ? "failed " + n.lexeme()
                : "failed (no code)";
    }

    /** The located ERROR finding of the failed gate, or null. */
    JsonObject locatedFinding() {
        String gate = str(trace.get("failedGate"));
        if (gate == null) {
            return null;
        }
        for (JsonValue g : ((JsonArray) trace.get("gates")).elements()) {
            JsonObject o = (JsonObject) g;
            if (gate.equals(str(o.get("gate"))) && o.get("findings") instanceof JsonArray findings) {
                for (JsonValue f : findings.elements()) {
                    JsonObject finding = (JsonObject) f;
                    if ("ERROR".equals(str(finding.get("severity"))) && finding.has("line")) {
                        return finding;
                    }
                }
            }
        }
        return null;
    }

    static String str(JsonValue v) {
        return v instanceof JsonString s ? s.value() : null;
    }

    static long num(JsonValue v) {
        return ((JsonNumber) v).findLong().orElseThrow();
    }

    static boolean bool(JsonValue v) {
        return v instanceof JsonBoolean b && b.value();
    }
}
