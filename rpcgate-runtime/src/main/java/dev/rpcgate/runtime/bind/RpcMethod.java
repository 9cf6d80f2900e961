package dev.rpcgate.runtime.bind;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names a bound method and says how its params travel. Optional on a service method (the Java name is the default);
 * required to make an interface's {@code default} method an RPC method rather than local code.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface RpcMethod {
    /** The JSON-RPC method name; empty means the Java method's name. */
    String name() default "";

    /** How params are accepted (server) and sent (client). */
    ParamStyle params() default ParamStyle.EITHER;

    /** Client proxies only: send this {@code void} method as a notification and expect no reply. */
    boolean notification() default false;
}
