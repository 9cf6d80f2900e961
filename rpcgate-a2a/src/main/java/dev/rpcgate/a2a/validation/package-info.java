/**
 * What the A2A checks share: their finding codes ({@link dev.rpcgate.a2a.validation.A2aCode}), and for the v0.3.0
 * and v1.0 validators the {@link dev.rpcgate.a2a.validation.PartPolicy part policy} and the
 * {@link dev.rpcgate.a2a.validation.PartSummary summary} of each part it measured. The other classes here (the
 * finding budget, Base64, URI and UTF-8 checks, compact lengths, previews) are internal to rpcgate-a2a.
 */
package dev.rpcgate.a2a.validation;
