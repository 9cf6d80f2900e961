package dev.rpcgate.cli;

/** Entry point of the {@code rpcgate} command. */
public final class Main {
    private Main() {
    }

    /** Runs the command and exits with its code. */
    public static void main(String[] args) {
        System.exit(0);
    }
}
