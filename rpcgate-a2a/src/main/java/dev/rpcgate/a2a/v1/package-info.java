/**
 * A2A v1.0: the records of the protocol's proto messages and their ProtoJSON form ({@link dev.rpcgate.a2a.v1.V1Json}),
 * the methods ({@link dev.rpcgate.a2a.v1.V1Method}) and errors ({@link dev.rpcgate.a2a.v1.V1Error}), and the strict
 * validation of requests, results, errors and agent cards ({@link dev.rpcgate.a2a.v1.V1Validator}). Types share their
 * names with the v0.3.0 ones in {@code dev.rpcgate.a2a.v03}; each version has its own package.
 */
package dev.rpcgate.a2a.v1;
