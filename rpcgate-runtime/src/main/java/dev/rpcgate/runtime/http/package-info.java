/**
 * JSON-RPC 2.0 over HTTP: a transport-neutral {@link dev.rpcgate.runtime.http.HttpBinding} (method, Content-Type and
 * body in, {@link dev.rpcgate.runtime.http.HttpReply} out), a server on the JDK's built-in HTTP server
 * ({@link dev.rpcgate.runtime.http.HttpRpcServer}) and a client over {@link java.net.http.HttpClient}
 * ({@link dev.rpcgate.runtime.http.HttpRpcClient}).
 */
package dev.rpcgate.runtime.http;
