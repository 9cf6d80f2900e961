package dev.rpcgate.runtime.bind;

/** How a bound method's params travel: as an object by name, as an array by position, or either. */
public enum ParamStyle {
    /** The server accepts an object or an array; a client proxy sends an object. Needs parameter names. */
    EITHER,
    /** Only an object, by name. Needs parameter names. */
    BY_NAME,
    /** Only an array, by position (the Java parameter order). Needs no names. */
    BY_POSITION
}
