package dev.rpcgate.conformance;

import dev.rpcgate.runtime.DispatchOptions;
import dev.rpcgate.runtime.http.HttpBinding;
import dev.rpcgate.runtime.http.HttpRpcServer;
import dev.rpcgate.runtime.transport.Framing;
import dev.rpcgate.runtime.transport.TcpRpcServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;

/**
 * rpcgate with its default settings, serving {@link ConformanceService}: the NDJSON stream server on a loopback TCP
 * port ({@link TcpRpcServer}, one connection per case) and the HTTP binding on a loopback JDK HTTP server
 * ({@link HttpRpcServer} at {@code /rpc}).
 */
public final class RpcgatePeer implements Peer {
    private final TcpRpcServer tcp;
    private final HttpRpcServer http;

    private RpcgatePeer(TcpRpcServer tcp, HttpRpcServer http) {
        this.tcp = tcp;
        this.http = http;
    }

    /** Starts both servers on free loopback ports. */
    public static RpcgatePeer start() throws IOException {
        TcpRpcServer tcp = TcpRpcServer.builder(ConformanceService.methods()).port(0).framing(Framing.NDJSON).start();
        try {
            HttpRpcServer http = HttpRpcServer.builder(HttpBinding.of(ConformanceService.methods(), DispatchOptions.DEFAULT))
                    .port(0).path("/rpc").start();
            return new RpcgatePeer(tcp, http);
        } catch (IOException | RuntimeException e) {
            tcp.stop();
            throw e;
        }
    }

    /** A factory for matrix runs. */
    public static PeerFactory factory() {
        return new PeerFactory() {
            @Override
            public String name() {
                return "rpcgate";
            }

            @Override
            public Peer start() throws IOException {
                return RpcgatePeer.start();
            }
        };
    }

    @Override
    public String name() {
        return "rpcgate";
    }

    @Override
    public String description() {
        return "rpcgate-runtime, default settings: NDJSON over loopback TCP (TcpRpcServer), HTTP binding on the JDK server (HttpRpcServer)";
    }

    @Override
    public Set<Transport> transports() {
        return EnumSet.of(Transport.STREAM, Transport.HTTP);
    }

    @Override
    public boolean supportsBatches() {
        return true;
    }

    @Override
    public StreamFraming framing() {
        return StreamFraming.NEWLINE;
    }

    @Override
    public StreamSession openStream() throws IOException {
        return StreamSessions.overSocket(new Socket(InetAddress.getLoopbackAddress(), tcp.port()), StreamFraming.NEWLINE);
    }

    @Override
    public HttpResult post(byte[] body, String contentType, Duration timeout) throws IOException, InterruptedException {
        return HttpPosts.post(http.uri(), body, contentType, timeout);
    }

    @Override
    public void close() {
        tcp.stop();
        http.stop();
    }
}
