package dev.rpcgate.runtime.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.runtime.Connection;
import dev.rpcgate.runtime.RpcException;
import dev.rpcgate.runtime.transport.ChildProcess;
import dev.rpcgate.runtime.transport.Framing;
import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * rpcgate-smithy is an optional dependency of the runtime: a JVM whose class path holds the runtime and core but no
 * Smithy jar and no rpcgate-smithy serves (dispatcher, typed binding, connection, demo) as usual, and only
 * {@link SmithyContract} needs them. (The Maven side, that a user of the runtime gets no Smithy jar, is the build's
 * enforcer rule: rpcgate-runtime may not depend on smithy-model at compile or run time unless optionally.)
 */
@Timeout(120)
class OptionalSmithyTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    /** The test class path, without rpcgate-smithy and Smithy's jars when {@code strip} is true. */
    private static String classPath(boolean strip) {
        String all = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return Arrays.stream(all.split(File.pathSeparator))
                .filter(e -> !strip || !isSmithy(e))
                .collect(Collectors.joining(File.pathSeparator));
    }

    private static boolean isSmithy(String entry) {
        String e = entry.replace(File.separatorChar, '/');
        return e.contains("/rpcgate-smithy/") || e.contains("rpcgate-smithy-") || e.contains("/software/amazon/smithy/");
    }

    @Test
    void theTestClassPathReallyHoldsSmithy() {
        String all = classPath(false);
        assertThat(Arrays.stream(all.split(File.pathSeparator)).filter(OptionalSmithyTest::isSmithy))
                .as("rpcgate-smithy and smithy-model on the test class path").hasSizeGreaterThanOrEqualTo(2);
    }

    @ParameterizedTest(name = "smithy stripped: {0}")
    @ValueSource(booleans = {true, false})
    void theRuntimeServesWithoutSmithyAndOnlyTheContractNeedsIt(boolean strip) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(List.of(java, "-cp", classPath(strip), WithoutSmithyMain.class.getName()));
        try (ChildProcess child = ChildProcess.start(pb, Framing.NDJSON, Duration.ofSeconds(5))) {
            Connection peer = Connection.client(child.channel());
            assertThat(peer.call("probe", null, WAIT).get(WAIT.toSeconds(), TimeUnit.SECONDS)).hasToString(strip
                    ? "{\"smithy\":\"absent\",\"contract\":\"NoClassDefFoundError\"}"
                    : "{\"smithy\":\"present\",\"contract\":\"loaded\"}");
            assertThat(peer.call("subtract", JsonArray.of(JsonNumber.of(42), JsonNumber.of(23)), WAIT)
                    .get(WAIT.toSeconds(), TimeUnit.SECONDS)).isEqualTo(JsonNumber.of(19));
            assertThat(peer.call("subtract", JsonArray.of(JsonNumber.of(42)), WAIT))
                    .failsWithin(WAIT.toSeconds(), TimeUnit.SECONDS).withThrowableThat().havingCause()
                    .isInstanceOfSatisfying(RpcException.class, e -> assertThat(e.code()).isEqualTo(-32602));
        }
    }
}
