package dev.rpcgate.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;
import dev.rpcgate.smithy.Preparation;
import dev.rpcgate.smithy.PreparedService;
import dev.rpcgate.smithy.model.LoadedModel;
import dev.rpcgate.smithy.model.RpcModels;
import dev.rpcgate.transcript.protocols.ProtocolDescription;
import dev.rpcgate.transcript.protocols.ProtocolPreparation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.node.ObjectNode;
import software.amazon.smithy.model.shapes.EnumShape;
import software.amazon.smithy.model.shapes.ListShape;
import software.amazon.smithy.model.shapes.MapShape;
import software.amazon.smithy.model.shapes.MemberShape;
import software.amazon.smithy.model.shapes.OperationShape;
import software.amazon.smithy.model.shapes.ServiceShape;
import software.amazon.smithy.model.shapes.Shape;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.shapes.ShapeType;
import software.amazon.smithy.model.traits.LengthTrait;
import software.amazon.smithy.model.traits.OutputTrait;
import software.amazon.smithy.model.traits.RequiredTrait;
import software.amazon.smithy.model.traits.SparseTrait;
import software.amazon.smithy.model.traits.TimestampFormatTrait;

/**
 * examples/a2a/a2a-v1.smithy loads without a finding, prepares as a service and a protocol, and says what the A2A
 * v1.0 proto (read in place from the shared test data) says: one operation per rpc with the rpc's name, its request
 * message as params and its response message as result; one structure per message (a union for a message that is one
 * oneof and nothing else) whose members are the fields' ProtoJSON names with their types, REQUIRED as
 * {@code @required} (and a REQUIRED repeated field at least one long); one enum per proto enum with its value names.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class A2aV1ModelTest {
    static final String NS = "dev.rpcgate.a2a.v1#";
    static final ShapeId SERVICE = ShapeId.from(NS + "A2aAgent");
    static final ShapeId PROTOCOL = ShapeId.from(NS + "A2aJsonRpc");
    static final ShapeId METHOD = ShapeId.from("smithy.rpc#method");

    Model model;
    ProtoOutline proto;

    @BeforeAll
    void load() {
        LoadedModel loaded = RpcModels.loader().addFile(Cli.ROOT.resolve("examples/a2a/a2a-v1.smithy")).load();
        assertThat(loaded.findings()).as("not even a warning").isEmpty();
        model = loaded.expectModel();
        proto = ProtoOutline.parse(RepoFiles.read(RepoFiles.testData("a2a/v1.0", "the A2A v1.0 proto")
                .resolve("a2a.proto")));
    }

    @Test
    void theServiceAndTheProtocolPrepareWithoutAFinding() {
        Preparation service = PreparedService.prepare(model, SERVICE, JsonRpcVersion.V2_0);
        assertThat(service.findings()).isEmpty();
        assertThat(service.isPrepared()).isTrue();
        ProtocolPreparation protocol = ProtocolDescription.fromSmithy(model, PROTOCOL, JsonRpcVersion.V2_0);
        assertThat(protocol.findings()).isEmpty();
        assertThat(protocol.isPrepared()).isTrue();
        assertThat(PreparedService.prepare(model, SERVICE, JsonRpcVersion.V1_0).isPrepared()).as("2.0 only").isFalse();
    }

    @Test
    void theOutlineReadsTheWholeProto() {
        assertThat(proto.services()).containsOnlyKeys("A2AService");
        assertThat(proto.services().get("A2AService")).hasSize(11);
        assertThat(proto.messages()).hasSize(44).containsKeys("Part", "SendMessageResponse", "StreamResponse");
        assertThat(proto.messages().get("Part")).extracting(ProtoOutline.Field::oneof)
                .containsExactly("content", "content", "content", "content", null, null, null);
        assertThat(proto.enums()).containsOnlyKeys("TaskState", "Role");
    }

    @Test
    void everyRpcIsAMethodWithItsRequestAsParamsAndItsResponseAsResult() {
        ServiceShape service = model.expectShape(SERVICE, ServiceShape.class);
        List<String> rpcs = new ArrayList<>();
        for (ProtoOutline.Rpc rpc : proto.services().get("A2AService")) {
            rpcs.add(rpc.name());
            OperationShape op = model.expectShape(ShapeId.from(NS + rpc.name()), OperationShape.class);
            ObjectNode method = op.findTrait(METHOD).orElseThrow().toNode().expectObjectNode();
            assertThat(method.expectStringMember("name").getValue()).as(rpc.name()).isEqualTo(rpc.name());
            assertThat(method.getStringMemberOrDefault("params", "named")).as(rpc.name()).isEqualTo("named");
            assertThat(op.getInputShape()).as(rpc.name() + " params").isEqualTo(ShapeId.from(NS + rpc.request()));
            Shape output = model.expectShape(op.getOutputShape());
            ShapeId result = method.getStringMember("resultMember")
                    .map(m -> output.getMember(m.getValue()).orElseThrow().getTarget()).orElse(output.getId());
            assertThat(result).as(rpc.name() + " result").isEqualTo(messageId(rpc.response()));
            if (!result.equals(output.getId())) {
                assertThat(output.hasTrait(OutputTrait.class)).as(rpc.name() + " wraps its result").isTrue();
                assertThat(output.members()).hasSize(1).allSatisfy(m -> assertThat(m.hasTrait(RequiredTrait.class))
                        .isTrue());
            }
            assertThat(rpc.streaming()).as(rpc.name()).isEqualTo(rpc.response().equals("StreamResponse"));
        }
        assertThat(service.getOperations()).extracting(ShapeId::getName).containsExactlyInAnyOrderElementsOf(rpcs);
        assertThat(service.getVersion()).isEqualTo("1.0");
    }

    @Test
    void everyMessageIsAShapeWithItsFieldsByTheirProtoJsonNames() {
        for (Map.Entry<String, List<ProtoOutline.Field>> e : proto.messages().entrySet()) {
            String name = e.getKey();
            List<ProtoOutline.Field> fields = e.getValue();
            Shape shape = model.expectShape(ShapeId.from(NS + name));
            boolean onlyOneof = !fields.isEmpty() && fields.stream().allMatch(f -> f.oneof() != null)
                    && fields.stream().map(ProtoOutline.Field::oneof).distinct().count() == 1;
            assertThat(shape.getType()).as(name).isEqualTo(onlyOneof ? ShapeType.UNION : ShapeType.STRUCTURE);
            assertThat(shape.getMemberNames()).as(name)
                    .containsExactlyElementsOf(fields.stream().map(ProtoOutline.Field::jsonName).toList());
            for (ProtoOutline.Field f : fields) {
                MemberShape member = shape.getMember(f.jsonName()).orElseThrow();
                String where = name + "." + f.name();
                assertThat(member.hasTrait(RequiredTrait.class)).as(where + " @required").isEqualTo(f.required());
                Optional<Long> min = member.getTrait(LengthTrait.class).flatMap(LengthTrait::getMin);
                assertThat(min).as(where + " @length(min: 1)")
                        .isEqualTo(f.required() && f.repeated() ? Optional.of(1L) : Optional.empty());
                assertTarget(where, f, model.expectShape(member.getTarget()));
            }
        }
    }

    @Test
    void everyEnumHasTheProtosValueNamesInOrder() {
        for (Map.Entry<String, List<String>> e : proto.enums().entrySet()) {
            EnumShape shape = model.expectShape(ShapeId.from(NS + e.getKey()), EnumShape.class);
            assertThat(shape.getEnumValues().keySet()).as(e.getKey()).containsExactlyElementsOf(e.getValue());
            assertThat(shape.getEnumValues().values()).as(e.getKey() + " wire values").containsExactlyElementsOf(e.getValue());
        }
    }

    @Test
    void theWellKnownTypesHaveTheirProtoJsonForm() {
        Shape timestamp = model.expectShape(ShapeId.from(NS + "DateTime"));
        assertThat(timestamp.getType()).isEqualTo(ShapeType.TIMESTAMP);
        assertThat(timestamp.expectTrait(TimestampFormatTrait.class).getValue()).isEqualTo("date-time");
        MapShape struct = model.expectShape(ShapeId.from(NS + "Struct"), MapShape.class);
        assertThat(struct.getValue().getTarget()).isEqualTo(ShapeId.from("smithy.api#Document"));
        assertThat(struct.hasTrait(SparseTrait.class)).as("a Struct value may be null").isTrue();
        assertThat(model.expectShape(ShapeId.from(NS + "Empty")).members()).isEmpty();
    }

    @Test
    void theModelHasNoStructureTheProtoLacks() {
        Set<String> extra = new TreeSet<>();
        for (Shape s : model.toSet()) {
            if (s.getId().getNamespace().equals("dev.rpcgate.a2a.v1") && !s.isMemberShape()
                    && (s.isStructureShape() || s.isUnionShape()) && !s.hasTrait(OutputTrait.class)
                    && !proto.messages().containsKey(s.getId().getName())) {
                extra.add(s.getId().getName());
            }
        }
        assertThat(extra).containsExactly("A2aJsonRpc", "Empty");
    }

    /** The shape a field's member targets: its scalar or message, in a list when repeated, as the value of a map. */
    private void assertTarget(String where, ProtoOutline.Field f, Shape target) {
        ShapeId element = typeId(f.type());
        if (f.mapKey() != null) {
            MapShape map = target.asMapShape().orElseThrow(() -> new AssertionError(where + " is a map"));
            assertThat(map.getKey().getTarget()).as(where + " key").isEqualTo(typeId(f.mapKey()));
            assertThat(map.getValue().getTarget()).as(where + " value").isEqualTo(element);
        } else if (f.repeated()) {
            ListShape list = target.asListShape().orElseThrow(() -> new AssertionError(where + " is a list"));
            assertThat(list.getMember().getTarget()).as(where + " element").isEqualTo(element);
        } else {
            assertThat(target.getId()).as(where).isEqualTo(element);
        }
    }

    private static ShapeId typeId(String protoType) {
        return switch (protoType) {
            case "string" -> ShapeId.from("smithy.api#String");
            case "bool" -> ShapeId.from("smithy.api#Boolean");
            case "int32" -> ShapeId.from("smithy.api#Integer");
            case "bytes" -> ShapeId.from("smithy.api#Blob");
            case "google.protobuf.Value" -> ShapeId.from("smithy.api#Document");
            case "google.protobuf.Struct" -> ShapeId.from(NS + "Struct");
            case "google.protobuf.Timestamp" -> ShapeId.from(NS + "DateTime");
            default -> {
                assertThat(protoType).as("a type of this proto").matches("[A-Z]\\w*");
                yield ShapeId.from(NS + protoType);
            }
        };
    }

    private static ShapeId messageId(String protoMessage) {
        return protoMessage.equals("google.protobuf.Empty") ? ShapeId.from(NS + "Empty") : ShapeId.from(NS + protoMessage);
    }
}
