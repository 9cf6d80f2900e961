package dev.rpcgate.runtime.bind;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The hot path does no reflection: every class of the package that runs per call or per value is read from its
 * class file, and none may call reflective member access, type analysis, method-handle lookup or adaptation, or
 * the non-exact {@code MethodHandle.invoke}. Reflection is confined to the preparation classes named here. The
 * scan is shown to see such calls where they are.
 */
class NoReflectionPerCallTest {
    /** The classes that prepare (and may reflect); everything else in the package runs per call. */
    private static final Set<String> PREPARATION = Set.of("Codecs", "CodecFactory", "TypeResolver",
            "TypeResolver$Parameterized", "TypeResolver$ArrayOf", "Lookups", "Signatures", "ServiceScan",
            "ServiceScan$Candidate", "TypedBinding", "ClientProxy");

    /** Calls that have no place on the hot path, as owner prefix and method name ("*": any). */
    private static final List<String[]> BANNED = List.of(
            new String[] {"java/lang/reflect/Method", "invoke"},
            new String[] {"java/lang/reflect/Method", "getParameters"},
            new String[] {"java/lang/reflect/Method", "getGenericReturnType"},
            new String[] {"java/lang/reflect/Method", "getGenericParameterTypes"},
            new String[] {"java/lang/reflect/Method", "getParameterTypes"},
            new String[] {"java/lang/reflect/Method", "getAnnotation"},
            new String[] {"java/lang/reflect/Method", "getReturnType"},
            new String[] {"java/lang/reflect/Field", "*"},
            new String[] {"java/lang/reflect/Constructor", "*"},
            new String[] {"java/lang/reflect/RecordComponent", "*"},
            new String[] {"java/lang/reflect/Parameter", "*"},
            new String[] {"java/lang/reflect/Array", "*"},
            new String[] {"java/lang/reflect/ParameterizedType", "*"},
            new String[] {"java/lang/reflect/TypeVariable", "*"},
            new String[] {"java/lang/reflect/WildcardType", "*"},
            new String[] {"java/lang/reflect/GenericArrayType", "*"},
            new String[] {"java/lang/Class", "getMethods"},
            new String[] {"java/lang/Class", "getDeclaredMethods"},
            new String[] {"java/lang/Class", "getMethod"},
            new String[] {"java/lang/Class", "getDeclaredMethod"},
            new String[] {"java/lang/Class", "getFields"},
            new String[] {"java/lang/Class", "getDeclaredFields"},
            new String[] {"java/lang/Class", "getDeclaredConstructor"},
            new String[] {"java/lang/Class", "getConstructors"},
            new String[] {"java/lang/Class", "getRecordComponents"},
            new String[] {"java/lang/Class", "getEnumConstants"},
            new String[] {"java/lang/Class", "getGenericInterfaces"},
            new String[] {"java/lang/Class", "getGenericSuperclass"},
            new String[] {"java/lang/Class", "getTypeParameters"},
            new String[] {"java/lang/Class", "getAnnotation"},
            new String[] {"java/lang/Class", "newInstance"},
            new String[] {"java/lang/invoke/MethodHandles", "*"},
            new String[] {"java/lang/invoke/MethodHandle", "invoke"},
            new String[] {"java/lang/invoke/MethodHandle", "invokeWithArguments"},
            new String[] {"java/lang/invoke/MethodHandle", "asType"},
            new String[] {"java/lang/invoke/MethodHandle", "asSpreader"},
            new String[] {"java/lang/invoke/MethodHandle", "bindTo"});

    private static Path packageDir() throws URISyntaxException {
        return Path.of(TypedBinding.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve("dev/rpcgate/runtime/bind");
    }

    private static List<String> bannedCalls(Path classFile) throws IOException {
        List<String> out = new ArrayList<>();
        try (InputStream in = Files.newInputStream(classFile)) {
            for (String ref : ConstantPool.methodReferences(in)) {
                for (String[] ban : BANNED) {
                    if (ref.startsWith(ban[0] + ".") && (ban[1].equals("*") || ref.equals(ban[0] + "." + ban[1]))) {
                        out.add(ref);
                    }
                }
            }
        }
        return out;
    }

    private static String simpleName(Path classFile) {
        String f = classFile.getFileName().toString();
        return f.substring(0, f.length() - ".class".length());
    }

    @Test
    void noPerCallClassReflects() throws Exception {
        List<String> perCall = new ArrayList<>();
        List<String> violations = new ArrayList<>();
        try (Stream<Path> files = Files.list(packageDir())) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                if (PREPARATION.contains(simpleName(f))) {
                    continue;
                }
                perCall.add(simpleName(f));
                bannedCalls(f).forEach(call -> violations.add(simpleName(f) + " calls " + call));
            }
        }
        assertThat(perCall).contains("RecordCodec", "ArrayCodec", "ParamsCodec", "MemberReader", "BoundMethod",
                "ProxyCall", "ProxyHandler", "Decoding", "JsonCodec", "EnumCodec", "LateCodec");
        assertThat(violations).isEmpty();
    }

    @Test
    void theScanSeesReflectionWhereItIs() throws Exception {
        assertThat(bannedCalls(packageDir().resolve("CodecFactory.class")))
                .contains("java/lang/Class.getRecordComponents", "java/lang/reflect/RecordComponent.getAccessor",
                        "java/lang/invoke/MethodHandle.asSpreader", "java/lang/invoke/MethodHandles.arrayConstructor");
        assertThat(bannedCalls(packageDir().resolve("Lookups.class")))
                .contains("java/lang/invoke/MethodHandles.privateLookupIn");
        assertThat(bannedCalls(packageDir().resolve("TypedBinding.class")))
                .contains("java/lang/invoke/MethodHandle.bindTo");
        // the per-call classes do call method handles, exactly
        try (InputStream in = Files.newInputStream(packageDir().resolve("RecordCodec.class"))) {
            assertThat(ConstantPool.methodReferences(in)).contains("java/lang/invoke/MethodHandle.invokeExact");
        }
    }
}
