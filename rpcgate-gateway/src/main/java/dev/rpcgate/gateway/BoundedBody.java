package dev.rpcgate.gateway;

import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.ServerRequest;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Optional;

/** Reads a request body up to a bound, never more: a declared or actual length over the bound is refused. */
final class BoundedBody {
    private BoundedBody() {
    }

    /** The body, or empty when it is longer than {@code max} bytes. */
    static Optional<byte[]> read(ServerRequest req, int max) throws IOException {
        Optional<String> declared = req.headers().first(HeaderNames.CONTENT_LENGTH);
        if (declared.isPresent()) {
            try {
                if (Long.parseLong(declared.get().trim()) > max) {
                    return Optional.empty();
                }
            } catch (NumberFormatException e) {
                return Optional.empty(); // the server checks the header's form; be strict anyway
            }
        }
        if (!req.content().hasEntity()) {
            return Optional.of(new byte[0]);
        }
        byte[] buf = new byte[Math.min(max + 1, 8192)];
        int n = 0;
        try (InputStream in = req.content().inputStream()) {
            while (true) {
                if (n == buf.length) {
                    if (buf.length > max) {
                        return Optional.empty();
                    }
                    buf = Arrays.copyOf(buf, (int) Math.min((long) max + 1, buf.length * 2L));
                }
                int r = in.read(buf, n, buf.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
        }
        return n > max ? Optional.empty() : Optional.of(Arrays.copyOf(buf, n));
    }
}
