package dev.rpcgate.gateway.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class UrlPolicyTest {
    static final UrlPolicy PREFIXES = UrlPolicy.of(List.of("http://10.0.0.5:8080/agents/", "https://agents.example.com",
            "http://[::1]:9000/a"));
    static final UrlPolicy ANY = UrlPolicy.of(List.of());

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://10.0.0.5:8080/agents/echo            | allowed
            http://10.0.0.5:8080/agents                 | allowed
            HTTP://10.0.0.5:8080/agents/x?y=1           | allowed
            https://agents.example.com/                 | allowed
            https://AGENTS.example.com:443/deep/path    | allowed
            https://agents.example.com                  | allowed
            http://[::1]:9000/a/b                       | allowed
            http://10.0.0.5:8080/agents-evil/x          | not-allowed
            http://10.0.0.5:8080/other                  | not-allowed
            http://10.0.0.5:8081/agents/x               | not-allowed
            http://10.0.0.5/agents/x                    | not-allowed
            https://10.0.0.5:8080/agents/x              | not-allowed
            http://10.0.0.5.evil.com:8080/agents/x      | not-allowed
            https://agents.example.com.evil.com/        | not-allowed
            http://agents.example.com/                  | not-allowed
            https://agents.example.com:8443/            | not-allowed
            http://169.254.169.254/latest/meta-data     | not-allowed
            http://[::1]:9000/ab                        | not-allowed
            http://10.0.0.5:8080/agents/../admin        | malformed
            http://10.0.0.5:8080/agents/%2e%2e/admin    | malformed
            http://10.0.0.5:8080/agents/a%2Fb           | malformed
            http://10.0.0.5:8080/agents/./x             | malformed
            http://user:pw@10.0.0.5:8080/agents/x       | malformed
            http://10.0.0.5:8080/agents/x#frag          | malformed
            ftp://10.0.0.5:8080/agents/x                | malformed
            file:///etc/passwd                          | malformed
            javascript:alert(1)                         | malformed
            /agents/x                                   | malformed
            http:///agents/x                            | malformed
            'http://10.0.0.5:8080/agents/x y'           | malformed
            http://10.0.0.5:8080\\@evil.com/            | malformed
            """)
    void prefixes(String url, String expected) {
        assertThat(kind(PREFIXES.judge(url))).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://169.254.169.254/", "https://anything.example/x", "http://127.0.0.1:1/"})
    void noPrefixesAllowAnyHttpUrl(String url) {
        assertThat(ANY.allowsAny()).isTrue();
        assertThat(kind(ANY.judge(url))).isEqualTo("allowed");
    }

    @ParameterizedTest
    @ValueSource(strings = {"gopher://h/", "file:///etc/passwd", "http://u@h/", "http://h/../x"})
    void noPrefixesStillRefuseMalformedUrls(String url) {
        assertThat(kind(ANY.judge(url))).isEqualTo("malformed");
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.0.0.5:8080", "ftp://h/", "http://h/?q=1", "not a url", "http://u:p@h/"})
    void badPrefixesAreRefusedAtStart(String prefix) {
        assertThatThrownBy(() -> UrlPolicy.of(List.of(prefix))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("allowed prefix");
    }

    @org.junit.jupiter.api.Test
    void overlongUrlsAreRefused() {
        assertThat(kind(ANY.judge("http://h/" + "a".repeat(UrlPolicy.MAX_URL_LENGTH)))).isEqualTo("malformed");
    }

    static String kind(UrlPolicy.Verdict v) {
        return switch (v) {
            case UrlPolicy.Allowed a -> "allowed";
            case UrlPolicy.NotAllowed n -> "not-allowed";
            case UrlPolicy.Malformed m -> "malformed";
        };
    }
}
