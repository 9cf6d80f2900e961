package dev.rpcgate.runtime.bind;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;

/**
 * Turns members into method handles, with the access of a base lookup: private access into a class when the base
 * lookup may have it (always on the class path; on the module path when the package is open to rpcgate or the base
 * lookup is the user's own), otherwise the base lookup's own access. Preparation only.
 */
final class Lookups {
    private final MethodHandles.Lookup base;

    Lookups(MethodHandles.Lookup base) {
        this.base = base;
    }

    private MethodHandles.Lookup in(Class<?> c) {
        try {
            return MethodHandles.privateLookupIn(c, base);
        } catch (IllegalAccessException | SecurityException noPrivateAccess) {
            return base;
        }
    }

    MethodHandle method(Method m) {
        try {
            return in(m.getDeclaringClass()).unreflect(m);
        } catch (IllegalAccessException e) {
            throw noAccess(m.getDeclaringClass(), m.toString(), e);
        }
    }

    MethodHandle constructor(Constructor<?> c) {
        try {
            return in(c.getDeclaringClass()).unreflectConstructor(c);
        } catch (IllegalAccessException e) {
            throw noAccess(c.getDeclaringClass(), c.toString(), e);
        }
    }

    private static IllegalArgumentException noAccess(Class<?> owner, String member, IllegalAccessException e) {
        return new IllegalArgumentException("cannot reach " + member + ": open " + owner.getPackageName()
                + " to rpcgate or pass a MethodHandles.lookup() from " + owner.getModule(), e);
    }
}
