package dev.rpcgate.smithy.model;

import java.util.Optional;

/** The two forms a Smithy model is written in. */
public enum ModelFormat {
    /** The Smithy IDL, files named {@code *.smithy}. */
    IDL(".smithy"),
    /** The Smithy JSON AST, files named {@code *.json}. */
    JSON(".json");

    private final String extension;

    ModelFormat(String extension) {
        this.extension = extension;
    }

    /** The file name extension, with its dot. */
    public String extension() {
        return extension;
    }

    /** The format a file name's extension implies, if any. */
    public static Optional<ModelFormat> findForFileName(String fileName) {
        for (ModelFormat format : values()) {
            if (fileName.endsWith(format.extension)) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
    }
}
