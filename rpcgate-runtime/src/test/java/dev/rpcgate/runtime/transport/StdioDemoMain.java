package dev.rpcgate.runtime.transport;

import dev.rpcgate.runtime.Connection;
import dev.rpcgate.runtime.demo.Demo;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;

/**
 * A stdio server for child-process tests: {@code StdioDemoMain FRAMING DEMO [ignore-eof]} serves the demo on
 * standard input and output, says {@code ready} on standard error, and exits at EOF, or, with {@code ignore-eof},
 * keeps running until it is signalled.
 */
public final class StdioDemoMain {
    private StdioDemoMain() {
    }

    /** Serves, then exits 0 (or sleeps, with {@code ignore-eof}). */
    public static void main(String[] args) throws IOException, InterruptedException {
        Framing framing = Framing.expectLabel(args[0]);
        Demo demo = Demo.expectLabel(args[1]);
        System.err.println("ready");
        new Connection(framing.open(new FileInputStream(FileDescriptor.in), new FileOutputStream(FileDescriptor.out)),
                demo.methods()).serve();
        if (args.length > 2 && args[2].equals("ignore-eof")) {
            Thread.sleep(60_000);
        }
    }
}
