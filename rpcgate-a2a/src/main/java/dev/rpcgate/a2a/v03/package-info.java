/**
 * A2A v0.3.0: the records of the official JSON Schema ({@code a2a.json} at tag {@code v0.3.0}) and their exact JSON
 * ({@link dev.rpcgate.a2a.v03.A2aJson}), the method names ({@link dev.rpcgate.a2a.v03.A2aMethods}) and error codes
 * ({@link dev.rpcgate.a2a.v03.A2aError}), and the strict check of {@code message/send} params
 * ({@link dev.rpcgate.a2a.v03.MessageSendValidator}). Types share their names with the v1.0 ones in
 * {@code dev.rpcgate.a2a.v1}; each version has its own package.
 */
package dev.rpcgate.a2a.v03;
