package dev.rpcgate.conformance;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the repository's {@code conformance/cases} and {@code docs} from the module's working directory. */
final class RepoPaths {
    private RepoPaths() {
    }

    static Path root() {
        Path p = Path.of("").toAbsolutePath();
        for (Path q = p; q != null; q = q.getParent()) {
            if (Files.isDirectory(q.resolve("conformance/cases"))) {
                return q;
            }
        }
        throw new IllegalStateException("no conformance/cases above " + p);
    }

    static Path cases() {
        return root().resolve("conformance/cases");
    }
}
