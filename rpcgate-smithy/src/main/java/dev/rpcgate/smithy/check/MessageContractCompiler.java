package dev.rpcgate.smithy.check;

import dev.rpcgate.smithy.MethodInfo;
import dev.rpcgate.smithy.ResultSelection;
import dev.rpcgate.smithy.model.DataSelection;
import dev.rpcgate.smithy.model.ErrorContract;
import dev.rpcgate.smithy.model.MethodContract;
import dev.rpcgate.smithy.payload.FindingOwner;
import dev.rpcgate.smithy.payload.ValidatorCompiler;

import software.amazon.smithy.model.shapes.MemberShape;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns resolved method contracts into the message layer's {@link MethodRules}, compiling every payload validator
 * once with a {@link ValidatorCompiler} (whose problems fail preparation).
 */
final class MessageContractCompiler {
    private MessageContractCompiler() {
    }

    static MessageContracts compile(Collection<MethodContract> methods, ValidatorCompiler compiler) {
        List<MethodRules> rules = new ArrayList<>(methods.size());
        for (MethodContract c : methods) {
            rules.add(compile(c, compiler));
        }
        return new MessageContracts(rules);
    }

    static MethodRules compile(MethodContract c, ValidatorCompiler compiler) {
        MethodInfo info = c.info();
        List<MethodRules.ParamSlot> slots = new ArrayList<>(c.positional().size());
        for (MemberShape m : c.positional()) {
            slots.add(new MethodRules.ParamSlot(m.getId().toString(), m.isRequired(), compiler.forMember(m)));
        }
        MethodRules.ResultRule result = switch (info.result()) {
            case ResultSelection.WholeOutput ignored -> new MethodRules.ResultRule.Value(
                    compiler.forShape(c.output().getId()), new FindingOwner(c.output().getId().toString(), null));
            case ResultSelection.Member ignored -> {
                MemberShape member = c.resultMember().orElseThrow();
                yield new MethodRules.ResultRule.Value(compiler.forMember(member), ParamsCheck.owner(member.getId().toString()));
            }
            case ResultSelection.NullResult ignored -> new MethodRules.ResultRule.AlwaysNull();
        };
        Map<Long, MethodRules.ErrorRule> errors = new HashMap<>();
        for (ErrorContract e : c.errors().values()) {
            String shape = e.error().toString();
            errors.put(e.code(), switch (e.data()) {
                case DataSelection.WholeError ignored -> new MethodRules.ErrorRule(e.code(), shape,
                        MethodRules.DataRule.WHOLE, compiler.forShape(e.error()), null, true);
                case DataSelection.Member ignored -> {
                    MemberShape member = e.dataMember().orElseThrow();
                    yield new MethodRules.ErrorRule(e.code(), shape, MethodRules.DataRule.MEMBER,
                            compiler.forMember(member), member.getId().toString(), member.isRequired());
                }
                case DataSelection.Absent ignored -> new MethodRules.ErrorRule(e.code(), shape,
                        MethodRules.DataRule.ABSENT, null, null, false);
            });
        }
        return new MethodRules(info.name(), info.operation(), info.params(), compiler.forShape(c.input().getId()),
                c.input().getId().toString(), slots, result, errors, c.openErrors(), c.kind());
    }
}
