package dev.rpcgate.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Task affinity through a whole gateway over two agent instances that keep separate task stores: every call about a
 * task created through the gateway reaches the instance that created it, in v0.3 and v1.0; a task the gateway does
 * not know, or whose instance is gone from the registration, goes round-robin; a refused pinned instance is retried
 * on another; odd task ids route round-robin and break nothing.
 */
class GatewayTaskAffinityTest {
    static GatewayFixture gw;

    @BeforeAll
    static void start() {
        gw = new GatewayFixture(GatewayFixture.config());
    }

    @AfterAll
    static void stop() {
        gw.close();
    }

    static String call(int id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}";
    }

    static String send03(String taskId, String text) {
        return "{\"message\":{\"kind\":\"message\",\"messageId\":\"m-1\",\"role\":\"user\""
                + (taskId == null ? "" : ",\"taskId\":\"" + taskId + "\"")
                + ",\"parts\":[{\"kind\":\"text\",\"text\":\"" + text + "\"}]}}";
    }

    static String send10(String taskId, String text) {
        return "{\"message\":{\"messageId\":\"m-1\",\"role\":\"ROLE_USER\""
                + (taskId == null ? "" : ",\"taskId\":\"" + taskId + "\"")
                + ",\"parts\":[{\"text\":\"" + text + "\"}]}}";
    }

    static JsonObject reply(HttpResponse<String> r) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return (JsonObject) JsonReader.standard().read(r.body()).value();
    }

    /** The result of a successful reply (fails the test on an error reply). */
    static JsonValue result(HttpResponse<String> r) {
        JsonObject o = reply(r);
        assertThat(o.has("result")).as("a result: %s", r.body()).isTrue();
        return o.get("result");
    }

    static long errorCode(HttpResponse<String> r) {
        JsonObject e = (JsonObject) reply(r).get("error");
        assertThat(e).as("an error: %s", r.body()).isNotNull();
        return ((JsonNumber) e.get("code")).findLong().orElseThrow();
    }

    static String text(JsonValue v, String... path) {
        for (String p : path) {
            v = ((JsonObject) v).get(p);
        }
        return ((JsonString) v).value();
    }

    @Test
    void v03CallsAboutATaskReachTheInstanceThatCreatedIt() throws Exception {
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b")) {
            gw.register("affinity-v03", a.uri(), b.uri());
            List<String> tasks = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                tasks.add(text(result(gw.post("affinity-v03", call(i, "message/send", send03(null, "hi")))), "id"));
            }
            assertThat(a.created.get()).isEqualTo(4); // new tasks still spread round-robin
            assertThat(b.created.get()).isEqualTo(4);
            int n = 100;
            for (String t : tasks) {
                for (int i = 0; i < 3; i++) {
                    assertThat(text(result(gw.post("affinity-v03", call(n++, "tasks/get", "{\"id\":\"" + t + "\"}"))),
                            "id")).isEqualTo(t);
                }
                result(gw.post("affinity-v03", call(n++, "tasks/cancel", "{\"id\":\"" + t + "\"}")));
                result(gw.post("affinity-v03", call(n++, "tasks/pushNotificationConfig/set", "{\"taskId\":\"" + t
                        + "\",\"pushNotificationConfig\":{\"url\":\"https://example.com/hook\"}}")));
                result(gw.post("affinity-v03", call(n++, "tasks/pushNotificationConfig/get", "{\"id\":\"" + t
                        + "\"}")));
                result(gw.post("affinity-v03", call(n++, "tasks/pushNotificationConfig/list", "{\"id\":\"" + t
                        + "\"}")));
                result(gw.post("affinity-v03", call(n++, "tasks/pushNotificationConfig/delete", "{\"id\":\"" + t
                        + "\",\"pushNotificationConfigId\":\"c-1\"}")));
                assertThat(text(result(gw.post("affinity-v03", call(n++, "message/send", send03(t, "more")))), "id"))
                        .isEqualTo(t);
                String resubscribed = gw.post("affinity-v03", call(n++, "tasks/resubscribe", "{\"id\":\"" + t
                        + "\"}")).body();
                assertThat(resubscribed).startsWith("data: ").contains("\"taskId\":\"" + t + "\"")
                        .doesNotContain("-32001");
            }
            assertThat(a.notFound.get() + b.notFound.get()).isZero();
            assertThat(a.created.get() + b.created.get()).isEqualTo(8);
        }
    }

    @Test
    void v10CallsAboutATaskReachTheInstanceThatCreatedIt() throws Exception {
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b")) {
            gw.register("affinity-v10", a.uri(), b.uri());
            List<String> tasks = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                tasks.add(text(result(gw.post("affinity-v10", call(i, "SendMessage", send10(null, "hi")))), "task",
                        "id"));
            }
            assertThat(a.created.get()).isEqualTo(4);
            assertThat(b.created.get()).isEqualTo(4);
            int n = 100;
            for (String t : tasks) {
                for (int i = 0; i < 3; i++) {
                    assertThat(text(result(gw.post("affinity-v10", call(n++, "GetTask", "{\"id\":\"" + t + "\"}"))),
                            "id")).isEqualTo(t);
                }
                result(gw.post("affinity-v10", call(n++, "CancelTask", "{\"id\":\"" + t + "\"}")));
                result(gw.post("affinity-v10", call(n++, "CreateTaskPushNotificationConfig", "{\"taskId\":\"" + t
                        + "\",\"url\":\"https://example.com/hook\"}")));
                result(gw.post("affinity-v10", call(n++, "GetTaskPushNotificationConfig", "{\"taskId\":\"" + t
                        + "\",\"id\":\"c-1\"}")));
                result(gw.post("affinity-v10", call(n++, "ListTaskPushNotificationConfigs", "{\"taskId\":\"" + t
                        + "\"}")));
                result(gw.post("affinity-v10", call(n++, "DeleteTaskPushNotificationConfig", "{\"taskId\":\"" + t
                        + "\",\"id\":\"c-1\"}")));
                assertThat(text(result(gw.post("affinity-v10", call(n++, "SendMessage", send10(t, "more")))), "task",
                        "id")).isEqualTo(t);
                String subscribed = gw.post("affinity-v10", call(n++, "SubscribeToTask", "{\"id\":\"" + t + "\"}"))
                        .body();
                assertThat(subscribed).startsWith("data: ").contains("\"taskId\":\"" + t + "\"")
                        .doesNotContain("-32001");
            }
            assertThat(a.notFound.get() + b.notFound.get()).isZero();
        }
    }

    /** A task created by a stream is learned from the stream's events, in both versions. */
    @Test
    void aTaskCreatedByAStreamIsLearnedFromItsEvents() throws Exception {
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b")) {
            gw.register("affinity-stream", a.uri(), b.uri());
            java.util.regex.Pattern taskId = java.util.regex.Pattern.compile("\"id\":\"([^\"]+)\"");
            int n = 1;
            for (int i = 0; i < 4; i++) {
                boolean v1 = i % 2 == 1;
                String body = gw.post("affinity-stream", call(n++, v1 ? "SendStreamingMessage" : "message/stream",
                        v1 ? send10(null, "hi") : send03(null, "hi"))).body();
                java.util.regex.Matcher m = taskId.matcher(body);
                assertThat(m.find()).as(body).isTrue();
                String t = m.group(1);
                for (int k = 0; k < 6; k++) {
                    assertThat(text(result(gw.post("affinity-stream", call(n++, v1 ? "GetTask" : "tasks/get",
                            "{\"id\":\"" + t + "\"}"))), "id")).isEqualTo(t);
                }
            }
            assertThat(a.created.get() + b.created.get()).isEqualTo(4);
            assertThat(a.notFound.get() + b.notFound.get()).isZero();
        }
    }

    @Test
    void aMessageResultNamingItsTaskTeachesWhereTheTaskLives() throws Exception {
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b")) {
            gw.register("affinity-message", a.uri(), b.uri());
            String t03 = text(result(gw.post("affinity-message", call(1, "message/send", send03(null,
                    "as-message")))), "taskId");
            String t10 = text(result(gw.post("affinity-message", call(2, "SendMessage", send10(null, "as-message")))),
                    "message", "taskId");
            for (int i = 0; i < 6; i++) {
                result(gw.post("affinity-message", call(10 + i, "tasks/get", "{\"id\":\"" + t03 + "\"}")));
            }
            for (int i = 0; i < 6; i++) {
                result(gw.post("affinity-message", call(20 + i, "GetTask", "{\"id\":\"" + t10 + "\"}")));
            }
            assertThat(a.notFound.get() + b.notFound.get()).isZero();
        }
    }

    @Test
    void aTaskTheGatewayNeverSawGoesRoundRobin() throws Exception {
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b")) {
            gw.register("affinity-unknown", a.uri(), b.uri());
            for (int i = 0; i < 10; i++) {
                assertThat(errorCode(gw.post("affinity-unknown", call(i, "tasks/get", "{\"id\":\"never-seen\"}"))))
                        .isEqualTo(-32001);
            }
            assertThat(a.requests()).isEqualTo(5);
            assertThat(b.requests()).isEqualTo(5);
        }
    }

    @Test
    void aTaskOnAnInstanceNoLongerRegisteredGoesRoundRobin() throws Exception {
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b");
             TaskAgent c = TaskAgent.start("c")) {
            gw.register("affinity-moved", a.uri(), b.uri());
            String onA = text(result(gw.post("affinity-moved", call(1, "message/send", send03(null, "hi")))), "id");
            assertThat(a.tasks).contains(onA);
            result(gw.post("affinity-moved", call(2, "tasks/get", "{\"id\":\"" + onA + "\"}")));
            gw.register("affinity-moved", b.uri(), c.uri()); // a is gone
            int seenByA = a.requests();
            for (int i = 0; i < 4; i++) {
                assertThat(errorCode(gw.post("affinity-moved", call(10 + i, "tasks/get", "{\"id\":\"" + onA
                        + "\"}")))).isEqualTo(-32001);
            }
            assertThat(a.requests()).isEqualTo(seenByA);
            assertThat(b.notFound.get()).isEqualTo(2);
            assertThat(c.notFound.get()).isEqualTo(2);
        }
    }

    @Test
    void aPinnedInstanceThatRefusesIsRetriedOnAnother() throws Exception {
        try (TaskAgent b = TaskAgent.start("b")) {
            String onA;
            TaskAgent a = TaskAgent.start("a");
            try (a) {
                gw.register("affinity-refused", a.uri(), b.uri());
                onA = text(result(gw.post("affinity-refused", call(1, "message/send", send03(null, "hi")))), "id");
                assertThat(a.tasks).contains(onA);
            }
            // the holder is down: the call is the other instance's answer, not a transport error
            assertThat(errorCode(gw.post("affinity-refused", call(2, "tasks/get", "{\"id\":\"" + onA + "\"}"))))
                    .isEqualTo(-32001);
            assertThat(b.notFound.get()).isEqualTo(1);
            // and while it stays down, calls about its tasks go straight to the healthy instance
            assertThat(errorCode(gw.post("affinity-refused", call(3, "GetTask", "{\"id\":\"" + onA + "\"}"))))
                    .isEqualTo(-32001);
            assertThat(b.notFound.get()).isEqualTo(2);
        }
    }

    @Test
    void oddTaskIdsGoRoundRobinAndBreakNothing() throws Exception {
        try (TaskAgent a = TaskAgent.start("a"); TaskAgent b = TaskAgent.start("b")) {
            gw.register("affinity-odd", a.uri(), b.uri());
            String big = "x".repeat(10_240);
            List<String> params = List.of("{\"id\":12345}", "{\"id\":{\"nested\":[1,2,3]}}", "{\"id\":null}",
                    "{\"id\":\"\"}", "{\"id\":[\"t\"]}", "{\"id\":\"" + big + "\"}", "{\"id\":\"\\u0000\\ud800\"}");
            int n = 0;
            for (String p : params) {
                for (String method : List.of("tasks/get", "GetTask")) {
                    JsonObject o = reply(gw.post("affinity-odd", call(n++, method, p)));
                    assertThat(o.has("error")).as("%s %s", method, p).isTrue(); // the agent's or the gateway's
                }
            }
            // an agent naming odd task ids in its replies is relayed as it answered
            for (String odd : List.of("123", "{\\\"x\\\":1}", "null", "\\\"" + big + "\\\"")) {
                JsonObject o = reply(gw.post("affinity-odd", call(n++, "message/send", send03(null, "id:" + odd))));
                assertThat(o.has("result")).as(odd).isTrue();
            }
        }
    }
}
