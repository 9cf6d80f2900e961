package dev.rpcgate.gateway.pipeline;

import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.a2a.A2aVersion;
import dev.rpcgate.a2a.DetectedVersion;
import dev.rpcgate.a2a.VersionDetection;
import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.gateway.api.RequestHeaders;
import dev.rpcgate.gateway.error.Failure;
import dev.rpcgate.gateway.error.GatewayError;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The A2A version of one request as the gateway reads it: the {@code A2A-Version} header (several fields are read as
 * one comma-separated value, which is then no version at all), else the {@code A2A-Version} query parameter, and the
 * method's name, as {@link VersionDetection} decides. The version also picks the profile of the gateway's own errors
 * for the request; a request whose declared version is unreadable gets the v1.0 profile, the one that has
 * VersionNotSupported. Stateless.
 */
final class RequestVersion {
    /** The header and query parameter that declare the version. */
    static final String NAME = "A2A-Version";
    /** The longest declared value quoted in an error message. */
    private static final int QUOTED = 32;

    private RequestVersion() {
    }

    /** The version the request declares, before its method is known. */
    static DetectedVersion declared(RequestHeaders headers, String rawQuery) {
        return detect(headers, rawQuery, null);
    }

    /** The request's version with its method's shape taken into account. */
    static DetectedVersion detect(RequestHeaders headers, String rawQuery, String method) {
        List<String> fields = headers.values(NAME);
        String header = fields.isEmpty() ? null : fields.size() == 1 ? fields.get(0) : String.join(", ", fields);
        return VersionDetection.detect(header, queryParameter(rawQuery, NAME), method);
    }

    /** The profile the gateway's errors take for a request of {@code detected}. */
    static A2aVersion profile(DetectedVersion detected) {
        return detected.version().orElse(A2aVersion.V1_0);
    }

    /**
     * ENVELOPE's verdict on the version: passes with it (and its advisories); fails with -32009 when the declared
     * version is unsupported or the header and query parameter disagree. A method of the other version passes here:
     * DISPATCH answers it -32601, as for any method the version does not have.
     */
    static GateVerdict<A2aVersion> check(DetectedVersion detected) {
        List<Finding> errors = new ArrayList<>(1);
        List<Finding> advisories = new ArrayList<>(1);
        for (Finding f : detected.findings()) {
            if (!f.isError()) {
                advisories.add(f);
            } else if (!(f.is(A2aCode.VERSION_CONFLICT) && f.path().equals("/method"))) {
                errors.add(f);
            }
        }
        if (errors.isEmpty() && detected.version().isPresent()) {
            return new GateVerdict.Passed<>(detected.version().get(), advisories);
        }
        String declared = detected.requested() == null ? "" : detected.requested().strip();
        String detail = EnvelopeGate.quote(declared.length() > QUOTED ? declared.substring(0, QUOTED) : declared);
        return GateVerdict.fail(Failure.of(GatewayError.VERSION_NOT_SUPPORTED, detail, errors));
    }

    /**
     * The first value of the query parameter {@code name} in {@code rawQuery}, percent-decoded as a form value;
     * {@code null} when absent. A value that does not decode is taken as sent.
     */
    static String queryParameter(String rawQuery, String name) {
        if (rawQuery == null || rawQuery.isEmpty()) {
            return null;
        }
        int from = 0;
        while (from <= rawQuery.length()) {
            int amp = rawQuery.indexOf('&', from);
            int end = amp < 0 ? rawQuery.length() : amp;
            int eq = rawQuery.indexOf('=', from);
            int nameEnd = eq < 0 || eq > end ? end : eq;
            if (decode(rawQuery.substring(from, nameEnd)).equals(name)) {
                return nameEnd == end ? "" : decode(rawQuery.substring(nameEnd + 1, end));
            }
            if (amp < 0) {
                break;
            }
            from = amp + 1;
        }
        return null;
    }

    private static String decode(String s) {
        if (s.indexOf('%') < 0 && s.indexOf('+') < 0) {
            return s;
        }
        try {
            return URLDecoder.decode(s, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return s;
        }
    }
}
