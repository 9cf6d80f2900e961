package dev.rpcgate.runtime.bind;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names a parameter on the wire. Needed for params by name unless the code is compiled with {@code -parameters};
 * on a method's only parameter of record type it also means "this record is one named param", not the params
 * object itself.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface RpcParam {
    /** The member name in a params object. */
    String value();
}
