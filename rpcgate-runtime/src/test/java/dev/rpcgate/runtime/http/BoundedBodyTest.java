package dev.rpcgate.runtime.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A body is read up to its limit plus one byte, never further, whatever the stream holds. */
class BoundedBodyTest {
    @ParameterizedTest(name = "{0} bytes, limit {1}: {2} read")
    @CsvSource({
        "0, 0, 0",
        "1, 0, 1",
        "0, 100, 0",
        "40, 100, 40",
        "100, 100, 100",
        "101, 100, 101",
        "10000, 100, 101"})
    void readsAtMostTheLimitPlusOne(int size, int limit, int read) throws IOException {
        CountingStream in = new CountingStream(new byte[size]);
        assertThat(BoundedBody.read(in, limit)).hasSize(read);
        assertThat(in.taken).isEqualTo(read);
    }

    @Test
    void anEndlessStreamCostsTheLimitPlusOne() throws IOException {
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 'x';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                Arrays.fill(b, off, off + len, (byte) 'x');
                return len;
            }
        };
        assertThat(BoundedBody.read(endless, 1 << 20)).hasSize((1 << 20) + 1);
    }

    @Test
    void aTricklingStreamIsReadToTheEnd() throws IOException {
        byte[] body = "{\"jsonrpc\":\"2.0\"}".getBytes(StandardCharsets.UTF_8);
        InputStream oneByteAtATime = new ByteArrayInputStream(body) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 1));
            }
        };
        assertThat(BoundedBody.read(oneByteAtATime, 100)).isEqualTo(body);
    }

    @Test
    void theLargestLimitDoesNotOverflow() throws IOException {
        assertThat(BoundedBody.read(new ByteArrayInputStream(new byte[3]), Integer.MAX_VALUE)).hasSize(3);
    }

    @Test
    void aNegativeLimitIsRefused() {
        assertThatThrownBy(() -> BoundedBody.read(new ByteArrayInputStream(new byte[3]), -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
    }

    /** A stream that counts the bytes taken from it. */
    private static final class CountingStream extends ByteArrayInputStream {
        int taken;

        CountingStream(byte[] data) {
            super(data);
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            int n = super.read(b, off, len);
            taken += Math.max(n, 0);
            return n;
        }

        @Override
        public synchronized int read() {
            int b = super.read();
            taken += b < 0 ? 0 : 1;
            return b;
        }
    }
}
