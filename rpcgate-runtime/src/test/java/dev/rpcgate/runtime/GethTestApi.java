package dev.rpcgate.runtime;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.runtime.bind.ParamStyle;
import dev.rpcgate.runtime.bind.RpcMethod;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The generic part of go-ethereum's {@code rpc} test service ({@code testservice_test.go}), as geth names it. geth's
 * {@code test_*} methods take their params by position only ("non-array args" otherwise), so every method here is
 * {@link ParamStyle#BY_POSITION}. Subscriptions ({@code nftest_*}) are geth-specific and not here.
 */
interface GethTestApi {
    /** geth's {@code echoArgs}. */
    record EchoArgs(String S) {
    }

    /** A result the encoder refuses (NaN is no JSON number): geth's {@code MarshalErrObj}. */
    record Unencodable(double value) {
    }

    /** geth: {@code NoArgsRets()}, returns nothing (JSON {@code null}). */
    @RpcMethod(name = "test_noArgsRets", params = ParamStyle.BY_POSITION)
    void noArgsRets();

    /** geth: {@code Echo(str string, i int, args *echoArgs) echoResult}. */
    @RpcMethod(name = "test_echo", params = ParamStyle.BY_POSITION)
    JsonObject echo(String str, long i, Optional<EchoArgs> args);

    /** geth: {@code EchoWithCtx(ctx, str, i, args)}: the same with the call's context injected. */
    @RpcMethod(name = "test_echoWithCtx", params = ParamStyle.BY_POSITION)
    JsonObject echoWithCtx(CallContext context, String str, long i, Optional<EchoArgs> args);

    /** geth: {@code MarshalError() *MarshalErrObj}: a result that cannot be encoded. */
    @RpcMethod(name = "test_marshalError", params = ParamStyle.BY_POSITION)
    Unencodable marshalError();

    /** geth: {@code Panic() string}: the handler crashes. */
    @RpcMethod(name = "test_panic", params = ParamStyle.BY_POSITION)
    String panic();

    /** geth: {@code CallMeBack(ctx, method, args)}: calls the peer back and answers with its result. */
    @RpcMethod(name = "test_callMeBack", params = ParamStyle.BY_POSITION)
    CompletableFuture<JsonValue> callMeBack(String method, JsonArray args);

    /** geth: {@code CallMeBackLater(ctx, method, args)}: answers {@code null}, then calls the peer back. */
    @RpcMethod(name = "test_callMeBackLater", params = ParamStyle.BY_POSITION)
    void callMeBackLater(String method, JsonArray args);
}
