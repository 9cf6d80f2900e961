package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class WriterOutputStreamTest {
    @Test
    void aSequenceSplitAcrossWritesIsDecodedWhole() throws IOException {
        StringWriter text = new StringWriter();
        WriterOutputStream out = new WriterOutputStream(new PrintWriter(text));
        byte[] bytes = "a\u00e9\u2603\uD83D\uDE00z".getBytes(StandardCharsets.UTF_8);
        for (byte b : bytes) {
            out.write(new byte[] {b}, 0, 1);
        }
        out.flush();
        assertThat(text).hasToString("a\u00e9\u2603\uD83D\uDE00z");
    }

    @Test
    void longWritesAndIllFormedBytes() throws IOException {
        StringWriter text = new StringWriter();
        WriterOutputStream out = new WriterOutputStream(new PrintWriter(text));
        String big = "\u00e9".repeat(10_000);
        out.write(big.getBytes(StandardCharsets.UTF_8));
        out.write(new byte[] {(byte) 0xff, 'x'});
        out.flush();
        assertThat(text).hasToString(big + "\uFFFDx");
    }

    @Test
    void aFailingWriterFailsTheFlush() {
        Writer broken = new Writer() {
            @Override
            public void write(char[] cbuf, int off, int len) throws IOException {
                throw new IOException("gone");
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        WriterOutputStream out = new WriterOutputStream(new PrintWriter(broken));
        assertThatThrownBy(() -> {
            out.write("x".getBytes(StandardCharsets.UTF_8));
            out.flush();
        }).isInstanceOf(IOException.class);
    }
}
