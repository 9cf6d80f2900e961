package dev.rpcgate.a2a;

import java.util.Optional;

/**
 * How the request trace picks a document's A2A version: detected from the document ({@link #AUTO}, by
 * {@link VersionDetection}), or fixed by the caller ({@link #of}), whatever the document declares.
 *
 * @param fixed the version every document is checked as, or {@code null} to detect it per document
 */
public record VersionChoice(A2aVersion fixed) {
    /** Detect the version of each document: its {@code A2A-Version} header or query parameter, else its method name. */
    public static final VersionChoice AUTO = new VersionChoice(null);
    /** The {@link DetectedVersion#source()} of a version the caller fixed. */
    public static final String OPTION = "option";

    /** Checks every document as {@code version}. */
    public static VersionChoice of(A2aVersion version) {
        return new VersionChoice(java.util.Objects.requireNonNull(version, "version"));
    }

    /** {@code auto}, {@code 0.3} or {@code 1.0}; empty for any other text. */
    public static Optional<VersionChoice> findByLabel(String label) {
        return "auto".equals(label) ? Optional.of(AUTO) : A2aVersion.findByLabel(label).map(VersionChoice::of);
    }

    /** {@code auto}, or the fixed version's label. */
    public String label() {
        return fixed == null ? "auto" : fixed.label();
    }

    /**
     * The version of one request. Detected: {@link VersionDetection#detect}. Fixed: that version with source
     * {@value #OPTION}; the document's own {@code A2A-Version} is not read, and a method name of the other version is
     * the ERROR {@code VersionConflict} at {@code /method}, as for a declared version.
     *
     * @param header the raw {@code A2A-Version} header value, or {@code null} when absent
     * @param query  the raw {@code A2A-Version} query parameter value, or {@code null} when absent
     * @param method the request's method name, or {@code null} when it has none
     */
    public DetectedVersion decide(String header, String query, String method) {
        if (fixed == null) {
            return VersionDetection.detect(header, query, method);
        }
        DetectedVersion d = VersionDetection.detect(fixed.label(), null, method);
        return new DetectedVersion(d.version(), fixed.label(), OPTION, d.findings());
    }
}
