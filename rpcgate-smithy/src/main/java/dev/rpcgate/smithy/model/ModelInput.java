package dev.rpcgate.smithy.model;

import java.nio.file.Path;
import java.util.Objects;

/** One model input of a loader: a file or directory, or text with a name and a format. */
sealed interface ModelInput {

    /** A model file, or a directory whose {@code .smithy} and {@code .json} files are loaded. */
    record File(Path path) implements ModelInput {
        public File {
            Objects.requireNonNull(path, "path");
        }
    }

    /** Model text, e.g. read from stdin, named as findings should name it. */
    record Text(String name, String text, ModelFormat format) implements ModelInput {
        public Text {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(format, "format");
        }
    }
}
