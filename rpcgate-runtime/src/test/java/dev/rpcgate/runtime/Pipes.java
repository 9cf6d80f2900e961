package dev.rpcgate.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;

/** Two real OS pipes joined into a duplex link between side A and side B. */
final class Pipes {
    private Pipes() {
    }

    /** One end of the link. */
    record End(InputStream in, OutputStream out) {
    }

    /** Both ends. */
    record Link(End a, End b) {
    }

    static Link link() {
        try {
            Pipe ab = Pipe.open();
            Pipe ba = Pipe.open();
            End a = new End(Channels.newInputStream(ba.source()), Channels.newOutputStream(ab.sink()));
            End b = new End(Channels.newInputStream(ab.source()), Channels.newOutputStream(ba.sink()));
            return new Link(a, b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
