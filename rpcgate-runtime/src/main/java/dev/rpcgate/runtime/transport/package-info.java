/**
 * Stream transports around a {@link dev.rpcgate.runtime.Connection}: the choice of {@link
 * dev.rpcgate.runtime.transport.Framing}, a child process spoken to over its stdin and stdout
 * ({@link dev.rpcgate.runtime.transport.ChildProcess}), a TCP listener serving each socket with its own connection
 * ({@link dev.rpcgate.runtime.transport.TcpRpcServer}), and the graceful end of a served connection
 * ({@link dev.rpcgate.runtime.transport.GracefulConnection}): stop reading, let the calls in flight answer, close.
 */
package dev.rpcgate.runtime.transport;
