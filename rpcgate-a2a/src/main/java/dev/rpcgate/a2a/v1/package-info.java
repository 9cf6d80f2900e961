/**
 * A2A v1.0: the records of the protocol's proto messages and their ProtoJSON form ({@link dev.rpcgate.a2a.v1.V1Json}).
 * Types share their names with the v0.3.0 ones in {@code dev.rpcgate.a2a}; each version has its own package.
 */
package dev.rpcgate.a2a.v1;
