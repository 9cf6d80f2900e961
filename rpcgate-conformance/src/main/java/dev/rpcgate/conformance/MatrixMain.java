package dev.rpcgate.conformance;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the matrix on rpcgate's peers and writes the report: {@code MatrixMain [--cases DIR] [--out FILE]}. The
 * comparison peers are test-scope; {@code bin/conformance} runs them through the test class {@code PeersMatrixRun}.
 */
public final class MatrixMain {
    private MatrixMain() {
    }

    /** Runs; exit code 0 when rpcgate passed every applicable case, 1 when not, 2 for bad arguments. */
    public static void main(String[] args) throws Exception {
        Path cases = Path.of("conformance/cases");
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--cases" -> cases = Path.of(value(args, ++i));
                case "--out" -> out = Path.of(value(args, ++i));
                default -> {
                    System.err.println("usage: MatrixMain [--cases DIR] [--out FILE]");
                    System.exit(2);
                }
            }
        }
        System.exit(run(cases, out, List.of(RpcgatePeer.factory()), RunSettings.DEFAULT));
    }

    /**
     * Runs the cases of {@code casesDir} on the peers, writes the report to {@code out} (when not null) and returns 0
     * when every rpcgate column passed every applicable case, else 1.
     */
    public static int run(Path casesDir, Path out, List<PeerFactory> peers, RunSettings settings) throws Exception {
        List<ConformanceCase> cases = CaseReader.readAll(casesDir);
        List<PeerFactory> all = new ArrayList<>(peers);
        Matrix m = Matrix.run(cases, all, settings, line -> System.out.println("conformance: " + line));
        if (out != null) {
            Files.createDirectories(out.toAbsolutePath().getParent());
            Files.writeString(out, MatrixReport.markdown(m), StandardCharsets.UTF_8);
            System.out.println("conformance: wrote " + out);
        }
        boolean rpcgateClean = m.columns().stream().filter(c -> c.peer().equals("rpcgate"))
                .allMatch(c -> c.passed() == c.applicable());
        return rpcgateClean ? 0 : 1;
    }

    private static String value(String[] args, int i) {
        if (i >= args.length) {
            System.err.println("usage: MatrixMain [--cases DIR] [--out FILE]");
            System.exit(2);
        }
        return args[i];
    }
}
