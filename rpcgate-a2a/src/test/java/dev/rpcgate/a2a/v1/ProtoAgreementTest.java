package dev.rpcgate.a2a.v1;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The records, their field tables and the enums agree with {@code a2a.proto}, read in place: every message with a
 * record has a table listing exactly its fields (json names, in proto order), and every record component of a field
 * is a plain value when the proto marks the field REQUIRED, an {@code Optional} otherwise.
 */
class ProtoAgreementTest {
    private static final ProtoFile PROTO = ProtoFile.read();

    /** The messages kept as JSON objects (security schemes and requirements) or not a record of their own. */
    private static final Set<String> NO_RECORD = Set.of("StringList", "SecurityRequirement", "SecurityScheme",
            "APIKeySecurityScheme", "HTTPAuthSecurityScheme", "OAuth2SecurityScheme", "OpenIdConnectSecurityScheme",
            "MutualTlsSecurityScheme", "OAuthFlows", "AuthorizationCodeOAuthFlow", "ClientCredentialsOAuthFlow",
            "ImplicitOAuthFlow", "PasswordOAuthFlow", "DeviceCodeOAuthFlow");

    /** Record components named otherwise than their field (a Java keyword), by message and json name. */
    private static final Map<String, String> RENAMED = Map.of("AgentCardSignature.protected", "protectedHeader");

    @Test
    void everyMessageWithARecordHasATableOfExactlyItsFields() {
        assertThat(PROTO.messages()).hasSize(44);
        assertThat(ProtoFields.BY_MESSAGE.keySet()).containsExactlyInAnyOrderElementsOf(PROTO.messages().keySet()
                .stream().filter(m -> !NO_RECORD.contains(m)).toList());
        ProtoFields.BY_MESSAGE.forEach((message, fields) -> {
            List<String> expected = PROTO.messages().get(message).stream()
                    .map(f -> ProtoFile.jsonName(f.name())).toList();
            assertThat(fields.jsonNames()).as(message).containsExactlyElementsOf(expected);
            PROTO.messages().get(message).forEach(f -> assertThat(fields.protoName(ProtoFile.jsonName(f.name())))
                    .as(message + "." + f.name()).isEqualTo(f.name()));
        });
    }

    @Test
    void requiredFieldsArePlainComponentsAndTheOthersOptional() throws ClassNotFoundException {
        int checked = 0;
        for (Map.Entry<String, Fields> e : ProtoFields.BY_MESSAGE.entrySet()) {
            Class<?> type = Class.forName("dev.rpcgate.a2a.v1." + e.getKey());
            if (type.isInterface()) { // the payload oneofs: one record per case
                assertThat(type.isSealed()).as(e.getKey()).isTrue();
                assertThat(type.getPermittedSubclasses()).as(e.getKey()).hasSize(e.getValue().jsonNames().size());
                continue;
            }
            Map<String, RecordComponent> components = Arrays.stream(type.getRecordComponents())
                    .collect(Collectors.toMap(RecordComponent::getName, Function.identity(), (a, b) -> a,
                            LinkedHashMap::new));
            assertThat(components).as(e.getKey()).containsKey("extra");
            for (ProtoFile.Field f : PROTO.messages().get(e.getKey())) {
                if (f.oneof() != null) {
                    continue; // Part's content oneof is one component, checked below
                }
                String json = ProtoFile.jsonName(f.name());
                RecordComponent c = components.get(RENAMED.getOrDefault(e.getKey() + "." + json, json));
                assertThat(c).as(e.getKey() + "." + json).isNotNull();
                Class<?> raw = c.getType();
                boolean optional = raw == Optional.class || raw == OptionalInt.class;
                assertThat(optional).as(e.getKey() + "." + json + " is optional").isEqualTo(!f.required());
                if (f.label().equals("repeated")) {
                    Type list = optional ? ((ParameterizedType) c.getGenericType()).getActualTypeArguments()[0]
                            : c.getGenericType();
                    assertThat(((ParameterizedType) list).getRawType()).as(e.getKey() + "." + json).isEqualTo(List.class);
                }
                checked++;
            }
            assertThat(components).as(e.getKey() + ": one component per field, the oneof, and extra")
                    .hasSize((int) (PROTO.messages().get(e.getKey()).stream().filter(f -> f.oneof() == null).count()
                            + (e.getKey().equals("Part") ? 1 : 0) + 1));
        }
        assertThat(checked).isGreaterThan(100);
        assertThat(PROTO.messages().get("Part").stream().filter(f -> "content".equals(f.oneof()))
                .map(f -> f.name()).toList()).containsExactly("text", "raw", "url", "data");
        assertThat(Arrays.stream(PartContent.class.getPermittedSubclasses()).map(Class::getSimpleName).toList())
                .containsExactly("Text", "Raw", "Url", "Data");
    }

    @Test
    void theEnumsHaveTheProtoNamesAndNumbers() {
        assertThat(PROTO.enums().keySet()).containsExactly("TaskState", "Role");
        assertThat(Arrays.stream(Role.values()).collect(Collectors.toMap(Role::wireName, Role::number)))
                .isEqualTo(PROTO.enums().get("Role"));
        assertThat(Arrays.stream(TaskState.values()).collect(Collectors.toMap(TaskState::wireName, TaskState::number)))
                .isEqualTo(PROTO.enums().get("TaskState"));
        for (Role r : Role.values()) {
            assertThat(Role.findByWireName(r.wireName())).contains(r);
            assertThat(Role.findByNumber(r.number())).contains(r);
        }
        for (TaskState s : TaskState.values()) {
            assertThat(TaskState.findByWireName(s.wireName())).contains(s);
            assertThat(TaskState.findByNumber(s.number())).contains(s);
        }
        assertThat(Role.findByWireName("USER")).isEmpty();
        assertThat(Role.findByWireName("role_user")).isEmpty();
        assertThat(Role.findByNumber(3)).isEmpty();
        assertThat(TaskState.findByWireName("working")).isEmpty();
        assertThat(TaskState.findByNumber(-1)).isEmpty();
        assertThat(TaskState.findByNumber(9)).isEmpty();
    }

    @Test
    void terminalAndInterruptedStatesAreThoseTheProtoNames() {
        assertThat(Arrays.stream(TaskState.values()).filter(TaskState::isTerminal))
                .containsExactlyInAnyOrder(TaskState.COMPLETED, TaskState.FAILED, TaskState.CANCELED,
                        TaskState.REJECTED);
        assertThat(Arrays.stream(TaskState.values()).filter(TaskState::isInterrupted))
                .containsExactlyInAnyOrder(TaskState.INPUT_REQUIRED, TaskState.AUTH_REQUIRED);
    }
}
