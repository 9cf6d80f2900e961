package dev.rpcgate.gateway.telemetry;

import dev.rpcgate.gateway.config.GatewayConfig;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.BatchSpanProcessor;

/**
 * The OpenTelemetry SDK a gateway makes from its {@code tracing} configuration: spans batched and exported over OTLP
 * (HTTP, protobuf) to {@code otlpEndpoint}, with {@code service.name} set. It is the gateway's own (never the global
 * one) and is flushed and shut down with the gateway.
 *
 * <p>Internal to rpcgate-gateway; not API.
 */
public final class TracingExport {
    private TracingExport() {
    }

    /** A started SDK for {@code tracing}; close it to flush. */
    public static OpenTelemetrySdk start(GatewayConfig.Tracing tracing) {
        OtlpHttpSpanExporter exporter = OtlpHttpSpanExporter.builder()
                .setEndpoint(tracing.otlpEndpoint().toString())
                .build();
        Resource resource = Resource.getDefault().merge(Resource.create(Attributes.of(
                AttributeKey.stringKey("service.name"), tracing.serviceName())));
        SdkTracerProvider provider = SdkTracerProvider.builder()
                .setResource(resource)
                .addSpanProcessor(BatchSpanProcessor.builder(exporter).build())
                .build();
        return OpenTelemetrySdk.builder().setTracerProvider(provider).build();
    }
}
