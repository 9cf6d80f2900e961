package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.Trace;
import dev.rpcgate.core.json.JsonLimits;
import dev.rpcgate.core.json.JsonParse;
import dev.rpcgate.core.json.JsonReader;
import dev.rpcgate.core.message.ErrorCodes;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import dev.rpcgate.runtime.ParseRefusal;
import dev.rpcgate.runtime.http.BoundedBody;
import dev.rpcgate.runtime.http.JsonContentType;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;

/**
 * The gateway's PARSE gate before the classifier: the {@code Content-Type} first (with a wrong one the body is never
 * read), then the body, at most {@code maxBodyBytes}, read as one strict JSON value. Whether that value parsed is the
 * classifier's to record; a failed parse is {@link #failure(List)}. Thread-safe.
 */
final class ParseGate {
    private final int maxBodyBytes;
    private final JsonReader reader;

    ParseGate(int maxBodyBytes) {
        this.maxBodyBytes = maxBodyBytes;
        this.reader = JsonReader.withLimits(JsonLimits.DEFAULT.withMaxBytes(maxBodyBytes));
    }

    /** What reading one request gave. */
    sealed interface Intake {
        /** The body was read and parsed (validly or not): the classifier takes it from here. */
        record Read(byte[] body, JsonParse parse) implements Intake {
        }

        /** The {@code Content-Type} is not JSON: PARSE failed, the body was not read. */
        record Refused(Failure failure, Trace trace) implements Intake {
        }

        /** The body is over {@code maxBodyBytes}: the server answers 413. */
        record TooLarge() implements Intake {
        }

        /** The body could not be read (the connection broke, or the server's own limit or framing refused it). */
        record Unreadable(Throwable cause) implements Intake {
        }
    }

    /** Reads one request's body unless its {@code Content-Type} already fails PARSE. */
    Intake read(String contentType, InputStream body) {
        Optional<Finding> problem = JsonContentType.findProblem(contentType);
        if (problem.isPresent()) {
            Finding f = problem.get();
            return new Intake.Refused(Failure.of(GatewayError.UNSUPPORTED_CONTENT_TYPE, null, List.of(f)),
                    ParseRefusal.trace(GatewayPipeline.GATES, f, ErrorCodes.PARSE_ERROR));
        }
        byte[] bytes;
        try {
            bytes = BoundedBody.read(body, maxBodyBytes);
        } catch (IOException | RuntimeException e) {
            return new Intake.Unreadable(e);
        }
        if (bytes.length > maxBodyBytes) {
            return new Intake.TooLarge();
        }
        return new Intake.Read(bytes, reader.read(bytes));
    }

    /** The reply to a body that is not one strict JSON value, carrying the parse's findings. */
    static Failure failure(List<Finding> parseFindings) {
        return Failure.of(GatewayError.PARSE_ERROR, null, parseFindings);
    }
}
