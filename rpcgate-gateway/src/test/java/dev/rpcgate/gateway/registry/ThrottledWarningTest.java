package dev.rpcgate.gateway.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A throttled warning is logged once per interval, the next one counting the warnings held back. */
class ThrottledWarningTest {
    @Test
    void aThrottledWarningIsLoggedOncePerInterval() {
        long[] now = {0};
        List<String> logged = new java.util.ArrayList<>();
        System.Logger log = new System.Logger() {
            @Override
            public String getName() {
                return "test";
            }

            @Override
            public boolean isLoggable(Level level) {
                return true;
            }

            @Override
            public void log(Level level, java.util.ResourceBundle bundle, String msg, Throwable thrown) {
                logged.add(msg);
            }

            @Override
            public void log(Level level, java.util.ResourceBundle bundle, String format, Object... params) {
                logged.add(format);
            }
        };
        ThrottledWarning w = new ThrottledWarning(log, 1000, () -> now[0]);
        assertThat(w.warn("down")).isTrue();
        for (int i = 0; i < 100; i++) {
            now[0] += 5;
            assertThat(w.warn("down")).isFalse();
        }
        now[0] = 1000;
        assertThat(w.warn("down")).isTrue();
        assertThat(logged).containsExactly("down", "down (100 more since the last warning)");
    }
}
