package dev.rpcgate.runtime.contract;

import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.Connection;
import dev.rpcgate.runtime.ConnectionListener;
import dev.rpcgate.runtime.ConnectionOptions;
import dev.rpcgate.runtime.Handler;
import dev.rpcgate.runtime.demo.Demo;
import dev.rpcgate.runtime.transport.Framing;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;

/**
 * A child for {@link OptionalSmithyTest}: serves the spec demo over NDJSON on standard input and output until EOF,
 * and beside it {@code probe}, which answers what this JVM can load: {@code {"smithy": "absent"|"present",
 * "contract": "NoClassDefFoundError"|"loaded"}} (Smithy's and rpcgate-smithy's classes; the methods of
 * {@link SmithyContract}, which name them).
 */
public final class WithoutSmithyMain {
    private WithoutSmithyMain() {
    }

    /** Serves. */
    public static void main(String[] args) throws IOException {
        Handler spec = Demo.SPEC.methods();
        Handler handler = (method, params, context) -> method.equals("probe") ? probe()
                : spec.handle(method, params, context);
        new Connection(Framing.NDJSON.open(new FileInputStream(FileDescriptor.in), new FileOutputStream(FileDescriptor.out)),
                handler, ConnectionOptions.DEFAULT, ConnectionListener.NONE).serve();
    }

    private static JsonValue probe() {
        String smithy = loads("software.amazon.smithy.model.Model") || loads("dev.rpcgate.smithy.PreparedService")
                ? "present" : "absent";
        String contract;
        try {
            // its methods name PreparedService: resolving them needs rpcgate-smithy
            contract = SmithyContract.class.getDeclaredMethods().length > 0 ? "loaded" : "empty";
        } catch (NoClassDefFoundError e) {
            contract = "NoClassDefFoundError";
        }
        return JsonObject.builder().put("smithy", smithy).put("contract", contract).build();
    }

    private static boolean loads(String name) {
        try {
            Class.forName(name, false, WithoutSmithyMain.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
