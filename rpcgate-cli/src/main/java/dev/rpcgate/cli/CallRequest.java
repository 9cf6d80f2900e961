package dev.rpcgate.cli;

import dev.rpcgate.core.json.JsonValue;
import java.time.Duration;

/**
 * One call (or notification) of {@code rpcgate call}, as the command line asked for it.
 *
 * @param method  the method name
 * @param params  an array or object, or {@code null} for no params
 * @param timeout how long to wait for the reply (positive)
 * @param notification send a notification: no reply is awaited
 */
record CallRequest(String method, JsonValue params, Duration timeout, boolean notification) {
}
