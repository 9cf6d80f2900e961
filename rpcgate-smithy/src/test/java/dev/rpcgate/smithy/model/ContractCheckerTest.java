package dev.rpcgate.smithy.model;

import dev.rpcgate.core.message.JsonRpcVersion;
import dev.rpcgate.core.testing.RepoFiles;

import org.junit.jupiter.api.Test;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.MemberShape;
import software.amazon.smithy.model.shapes.ShapeId;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The method contracts a service's checked traits resolve to: shapes, positional members, errors by code. */
class ContractCheckerTest {

    private static Model load(String resource) {
        return RpcModels.loader().addFile(RepoFiles.resource(ContractCheckerTest.class, resource)).load().expectModel();
    }

    private static MethodContract shopContract(String wireName) {
        ContractChecker.Result checked = new ContractChecker(load("prepare/valid-basic.smithy"),
                ShapeId.from("example#Shop"), JsonRpcVersion.V2_0).check();
        assertThat(checked.findings()).isEmpty();
        return checked.methods().get(wireName);
    }

    @Test
    void contractsResolveShapesAndErrors() {
        MethodContract add = shopContract("add");
        assertThat(add.input().getId()).isEqualTo(ShapeId.from("example#AddInput"));
        assertThat(add.positional()).extracting(MemberShape::getId)
                .containsExactly(ShapeId.from("example#AddInput$b"), ShapeId.from("example#AddInput$a"));
        assertThat(add.output().getId()).isEqualTo(ShapeId.from("example#AddOutput"));
        assertThat(add.resultMember()).map(MemberShape::getId).contains(ShapeId.from("example#AddOutput$sum"));
        // the service's errors first, then the operation's, in declared order
        assertThat(add.errors().keySet()).containsExactly(5003L, -32769L, -31999L);
        assertThat(add.findError(5003)).hasValueSatisfying(e -> {
            assertThat(e.error()).isEqualTo(ShapeId.from("example#Busy"));
            assertThat(e.data()).isEqualTo(new DataSelection.Absent());
            assertThat(e.dataMember()).isEmpty();
        });
        assertThat(add.findError(-32769)).hasValueSatisfying(e -> {
            assertThat(e.data()).isEqualTo(new DataSelection.Member("limit"));
            assertThat(e.dataMember()).map(MemberShape::getId).contains(ShapeId.from("example#Overflow$limit"));
        });
        assertThat(add.findError(-31999)).map(ErrorContract::data).contains(new DataSelection.WholeError());
        assertThat(add.findError(1)).isEmpty();

        MethodContract ping = shopContract("ping");
        assertThat(ping.input().getId()).isEqualTo(ShapeId.from("smithy.api#Unit"));
        assertThat(ping.input().getAllMembers()).isEmpty();
        assertThat(ping.positional()).isEmpty();
        assertThat(ping.resultMember()).isEmpty();
        assertThat(ping.errors().keySet()).containsExactly(5003L);
    }

    @Test
    void contractsAreImmutable() {
        MethodContract add = shopContract("add");
        assertThatThrownBy(() -> add.errors().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> add.positional().clear()).isInstanceOf(UnsupportedOperationException.class);
    }
}
