package dev.rpcgate.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code bin/bench} regenerates docs/performance.md but keeps the section {@code bin/bench-gateway} wrote. */
class ReportGatewayBenchTest {
    static final String BLOCK = Report.GATEWAY_START + "\n## Gateway\n\n| target | req/s |\n|---|---:|\n| gateway | 1 |\n"
            + Report.GATEWAY_END;

    @Test
    void keepsThePreviousGatewaySectionAtTheEnd() {
        String previous = "# Performance\n\nold JMH tables\n\n" + BLOCK + "\n\ntext after it is regenerated\n";
        assertThat(Report.keepGatewayBench("# Performance\n\nnew tables\n", previous))
                .isEqualTo("# Performance\n\nnew tables\n\n" + BLOCK + "\n");
    }

    @Test
    void addsANewlineWhenTheReportLacksOne() {
        assertThat(Report.keepGatewayBench("# P", BLOCK)).isEqualTo("# P\n\n" + BLOCK + "\n");
    }

    @Test
    void keepsThePreviousUpstreamClientSectionLikeTheGatewaySection() {
        String upstream = UpstreamClients.START + "\n## Upstream client\n\n| client |\n" + UpstreamClients.END;
        String previous = "# Performance\n\nold\n\n" + upstream + "\n\n" + BLOCK + "\n";
        String kept = Report.keepBlock("# Performance\n\nnew\n", previous, UpstreamClients.START, UpstreamClients.END);
        assertThat(Report.keepGatewayBench(kept, previous))
                .isEqualTo("# Performance\n\nnew\n\n" + upstream + "\n\n" + BLOCK + "\n");
    }

    @Test
    void leavesTheReportAloneWithoutACompleteSection() {
        String generated = "# Performance\n";
        assertThat(Report.keepGatewayBench(generated, "no markers")).isEqualTo(generated);
        assertThat(Report.keepGatewayBench(generated, Report.GATEWAY_START + " but no end")).isEqualTo(generated);
        assertThat(Report.keepGatewayBench(generated, Report.GATEWAY_END + " before " + Report.GATEWAY_START))
                .isEqualTo(generated);
    }
}
