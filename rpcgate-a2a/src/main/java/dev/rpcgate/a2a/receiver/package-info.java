/**
 * The local receivers, served by the runtime unchanged: {@link dev.rpcgate.a2a.receiver.A2aReceiver} for A2A v0.3.0's
 * {@code message/send} and {@link dev.rpcgate.a2a.receiver.V1Receiver} for v1.0's {@code SendMessage}, each keeping a
 * {@link dev.rpcgate.a2a.receiver.Receipt} of every message it received in a bounded
 * {@link dev.rpcgate.a2a.receiver.ReceiptStore}.
 */
package dev.rpcgate.a2a.receiver;
