package dev.rpcgate.runtime;

import dev.rpcgate.core.testing.RepoFiles;
import java.nio.file.Path;

/**
 * Where the go-ethereum transcripts live: {@code ../shared/testdata/go-ethereum-rpc} beside the repository root, read
 * in place (never copied into the repository), found by rpcgate-core's {@link RepoFiles}.
 */
final class GethTestData {
    private GethTestData() {
    }

    /** The directory holding the parent POM. */
    static Path repoRoot() {
        return RepoFiles.repoRoot();
    }

    /** The transcripts' directory; fails (never skips) when it is missing. */
    static Path transcripts() {
        return RepoFiles.testData("go-ethereum-rpc", "the go-ethereum transcripts");
    }

    /** A test resource on the class path, e.g. {@code geth/skipped.tsv}. */
    static Path resource(String name) {
        return RepoFiles.resource(GethTestData.class, name);
    }

    static String read(Path file) {
        return RepoFiles.read(file);
    }
}
