/**
 * Demo services with known answers: the JSON-RPC 2.0 specification's examples and the lesson's progress demo. See
 * {@link dev.rpcgate.runtime.demo.Demo}.
 */
package dev.rpcgate.runtime.demo;
