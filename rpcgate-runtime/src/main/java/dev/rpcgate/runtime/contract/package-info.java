/**
 * A server's contract from a Smithy model: {@link dev.rpcgate.runtime.contract.SmithyContract} makes a prepared
 * service of rpcgate-smithy the dispatcher's {@link dev.rpcgate.runtime.ParamsContract}. rpcgate-smithy is an
 * optional dependency of the runtime: nothing outside this package refers to it, so the runtime runs without it and
 * this package needs it on the class path only when it is used.
 */
package dev.rpcgate.runtime.contract;
