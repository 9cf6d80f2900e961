package dev.rpcgate.a2a;

import dev.rpcgate.a2a.v03.A2aMethods;
import dev.rpcgate.a2a.v1.V1Method;
import dev.rpcgate.a2a.validation.A2aCode;
import dev.rpcgate.core.gate.Finding;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which A2A version a request speaks. The {@code A2A-Version} header wins over the query parameter (both given and
 * different: ERROR {@code VersionConflict}); the value is trimmed and its {@code Major.Minor} must be {@code 0.3} or
 * {@code 1.0}, anything else is ERROR {@code UnsupportedA2aVersion} with no version. A patch number is not part of
 * negotiation: {@code 1.0.1} is 1.0, with ADVISORY {@code VersionWithPatch} (clients should send Major.Minor only). Nothing declared means 0.3, as the protocol says, except
 * that a v1.0 method name then selects 1.0 (ADVISORY {@code VersionFromMethod}). A declared version with a method
 * name of the other version keeps the declared one and is ERROR {@code VersionConflict} at {@code /method}.
 */
public final class VersionDetection {
    private VersionDetection() {
    }

    /**
     * Detects the version of one request; never throws.
     *
     * @param header the raw {@code A2A-Version} header value, or {@code null} when absent
     * @param query  the raw {@code A2A-Version} query parameter value, or {@code null} when absent
     * @param method the request's method name, or {@code null} when it has none
     */
    public static DetectedVersion detect(String header, String query, String method) {
        String h = trimmed(header);
        String q = trimmed(query);
        List<Finding> findings = new ArrayList<>(2);
        boolean v1Method = method != null && V1Method.findByWireName(method).isPresent();
        boolean v03Method = A2aMethods.isKnown(method);
        if (h == null && q == null) {
            if (v1Method) {
                findings.add(Finding.advisory(A2aCode.VERSION_FROM_METHOD, "no A2A-Version was declared, which means "
                        + "0.3, but \"" + method + "\" is a v1.0 method name: processed as v1.0", "", null));
                return new DetectedVersion(Optional.of(A2aVersion.V1_0), null, "method", findings);
            }
            return new DetectedVersion(Optional.of(A2aVersion.V0_3), null, "default", findings);
        }
        String source = h != null ? "header" : "query";
        String raw = h != null ? header : query;
        String value = h != null ? h : q;
        if (h != null && q != null && !h.equals(q)) {
            findings.add(Finding.error(A2aCode.VERSION_CONFLICT, "the A2A-Version header says \"" + h
                    + "\" but the query parameter says \"" + q + "\": a request speaks one version, so it is refused (the version reported is the header's)", "", null));
        }
        String majorMinor = majorMinorOf(value);
        Optional<A2aVersion> version = A2aVersion.findByLabel(majorMinor);
        if (version.isPresent() && !majorMinor.equals(value)) {
            findings.add(Finding.advisory(A2aCode.VERSION_WITH_PATCH, "the A2A-Version \"" + value + "\" has a patch "
                    + "number, which versions are not negotiated by: read as " + majorMinor + " (send Major.Minor only)",
                    "", null));
        }
        if (version.isEmpty()) {
            findings.add(Finding.error(A2aCode.UNSUPPORTED_A2A_VERSION, "the A2A-Version \"" + value + "\" is "
                    + (isMajorMinor(majorMinor) ? "not supported" : "not a Major.Minor version") + ": supported are 0.3 "
                    + "and 1.0", "", null));
        } else if (version.get() == A2aVersion.V1_0 && v03Method || version.get() == A2aVersion.V0_3 && v1Method) {
            findings.add(Finding.error(A2aCode.VERSION_CONFLICT, "the declared A2A-Version " + value + " does not "
                    + "have the method \"" + method + "\", a " + (v1Method ? "v1.0" : "v0.3") + " method name",
                    "/method", null));
        }
        return new DetectedVersion(version, raw, source, findings);
    }

    /** The value without surrounding white space, or {@code null} when absent or empty. */
    private static String trimmed(String value) {
        if (value == null) {
            return null;
        }
        String t = value.strip();
        return t.isEmpty() ? null : t;
    }

    /** {@code M.m} of {@code M.m.p} (digits only); any other text as it is. */
    private static String majorMinorOf(String v) {
        int last = v.lastIndexOf('.');
        if (last > 0 && v.indexOf('.') < last && digits(v, last + 1, v.length()) && last < v.length() - 1
                && isMajorMinor(v.substring(0, last))) {
            return v.substring(0, last);
        }
        return v;
    }

    private static boolean isMajorMinor(String v) {
        int dot = v.indexOf('.');
        return dot > 0 && dot < v.length() - 1 && digits(v, 0, dot) && digits(v, dot + 1, v.length());
    }

    private static boolean digits(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
