/**
 * Where A2A starts: the versions rpcgate speaks ({@link dev.rpcgate.a2a.A2aVersion}) and the detection of a request's
 * version ({@link dev.rpcgate.a2a.VersionDetection}, {@link dev.rpcgate.a2a.DetectedVersion}); the request-document
 * trace behind {@code rpcgate a2a check} and the lab ({@link dev.rpcgate.a2a.RequestTrace} with its
 * {@link dev.rpcgate.a2a.TracePolicy} and {@link dev.rpcgate.a2a.VersionChoice}, giving an
 * {@link dev.rpcgate.a2a.A2aTrace} with its {@link dev.rpcgate.a2a.Correlation}). Each version has its package
 * ({@code v03}, {@code v1}); what they share is in {@code validation} (with the finding codes of every A2A check,
 * {@link dev.rpcgate.a2a.validation.A2aCode}) and {@code receiver}.
 */
package dev.rpcgate.a2a;
