package dev.rpcgate.smithy.payload;

import dev.rpcgate.core.gate.Finding;
import dev.rpcgate.core.gate.FindingCode;
import dev.rpcgate.smithy.ContractCode;
import dev.rpcgate.smithy.ModelRef;
import dev.rpcgate.smithy.ValidationPolicy;
import dev.rpcgate.smithy.model.ModelFindings;
import dev.rpcgate.smithy.model.RpcTraits;
import dev.rpcgate.smithy.model.SourcedFinding;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import software.amazon.smithy.model.FromSourceLocation;
import software.amazon.smithy.model.Model;
import software.amazon.smithy.model.shapes.EnumShape;
import software.amazon.smithy.model.shapes.IntEnumShape;
import software.amazon.smithy.model.shapes.ListShape;
import software.amazon.smithy.model.shapes.MapShape;
import software.amazon.smithy.model.shapes.MemberShape;
import software.amazon.smithy.model.shapes.SetShape;
import software.amazon.smithy.model.shapes.Shape;
import software.amazon.smithy.model.shapes.ShapeId;
import software.amazon.smithy.model.traits.EnumTrait;
import software.amazon.smithy.model.traits.JsonNameTrait;
import software.amazon.smithy.model.traits.LengthTrait;
import software.amazon.smithy.model.traits.PatternTrait;
import software.amazon.smithy.model.traits.RangeTrait;
import software.amazon.smithy.model.traits.RequiredTrait;
import software.amazon.smithy.model.traits.SparseTrait;
import software.amazon.smithy.model.traits.TimestampFormatTrait;
import software.amazon.smithy.model.traits.UniqueItemsTrait;

/**
 * Internal to rpcgate-smithy: compiles Smithy shapes into {@link PayloadValidator}s once, so that validation does no
 * model look-ups: member tables, required sets, patterns, exact bounds and enum sets are all resolved here. Aggregate
 * shapes (structures, unions, lists, maps) get one member table each, registered before their members are compiled,
 * which is how recursive shapes compile; scalar checks are compiled per use so that findings name the member through
 * which a value was reached. A member's value answers to its target's constraints and to the member's own
 * ({@code @length}, {@code @range}, {@code @pattern} on both apply); a member's {@code @timestampFormat} replaces its
 * target's.
 *
 * <p>Not thread-safe while compiling; the validators it returns are immutable once compilation is over and must be
 * published safely (a final field, as a prepared service does), since member tables are filled after construction.
 */
public final class ValidatorCompiler {
    private static final ShapeId UNIT = ShapeId.from("smithy.api#Unit");

    private final Model model;
    private final ValidationPolicy policy;
    private final int maxDepth;
    private final Map<ShapeId, PayloadValidator> shapes = new HashMap<>();
    private final Map<ShapeId, PayloadValidator> members = new HashMap<>();
    private final Map<ShapeId, Object> tables = new HashMap<>(); // aggregate shape -> its (maybe unfilled) table
    private final Map<ShapeId, Optional<CompiledPattern>> patterns = new HashMap<>();
    private final Set<SourcedFinding> problems = new LinkedHashSet<>(); // a shape used twice reports once

    /** A compiler of the validators of {@code model} under {@code policy}. */
    public ValidatorCompiler(Model model, ValidationPolicy policy) {
        this.model = model;
        this.policy = policy;
        this.maxDepth = policy.limits().json().maxDepth();
    }

    /** The contract of a whole value of shape {@code id}; findings name the shape itself. */
    public PayloadValidator forShape(ShapeId id) {
        PayloadValidator known = shapes.get(id);
        if (known != null) {
            return known;
        }
        Optional<Shape> shape = model.getShape(id);
        PayloadValidator v;
        if (shape.isEmpty()) {
            problem(ContractCode.UNSUPPORTED_SHAPE, "expected the shape " + id + " in the model, found none", null,
                    id.withoutMember(),
                    id.hasMember() ? id : null);
            v = DocumentValidator.INSTANCE;
        } else if (shape.get() instanceof MemberShape m) {
            v = forMember(m);
        } else {
            v = compile(shape.get(), null, new FindingOwner(id.toString(), null));
        }
        shapes.put(id, v);
        return v;
    }

    /** The contract of a member's value: its target's, plus the member's own constraint traits. */
    public PayloadValidator forMember(MemberShape member) {
        PayloadValidator known = members.get(member.getId());
        if (known != null) {
            return known;
        }
        Optional<Shape> target = model.getShape(member.getTarget());
        PayloadValidator v;
        if (target.isEmpty()) {
            problem(ContractCode.UNSUPPORTED_SHAPE, "expected the target of member " + member.getId() + " in the model, found "
                    + member.getTarget() + ", which is not in it", member, member.getContainer(), member.getId());
            v = DocumentValidator.INSTANCE;
        } else {
            v = compile(target.get(), member, new FindingOwner(member.getContainer().toString(), member.getId().toString()));
        }
        members.put(member.getId(), v);
        return v;
    }

    /** The preparation-time problems found so far: each fails preparation. */
    public List<SourcedFinding> problems() {
        return List.copyOf(problems);
    }

    /** The JSON member name of a structure or union member under this compiler's policy. */
    String wireName(MemberShape member) {
        if (policy.memberNames() == ValidationPolicy.MemberNames.JSON_NAME) {
            Optional<JsonNameTrait> json = member.getTrait(JsonNameTrait.class);
            if (json.isPresent()) {
                return json.get().getValue();
            }
        }
        return member.getMemberName();
    }

    private PayloadValidator compile(Shape target, MemberShape via, FindingOwner owner) {
        return switch (target.getType()) {
            case STRUCTURE -> new StructureValidator(owner, structure(target), maxDepth);
            case UNION -> target.findTrait(RpcTraits.UNTAGGED).isPresent()
                    ? new UntaggedUnionValidator(owner, untagged(target), maxDepth)
                    : new UnionValidator(owner, union(target), maxDepth);
            case LIST, SET -> new ListValidator(owner, list((ListShape) target), lengths(target, via),
                    target instanceof SetShape || target.hasTrait(UniqueItemsTrait.class), maxDepth);
            case MAP -> new MapValidator(owner, map((MapShape) target), lengths(target, via), maxDepth);
            case STRING -> new StringValidator(owner, "a string", lengths(target, via), patterns(target, via),
                    target.getTrait(EnumTrait.class).map(EnumTrait::getEnumDefinitionValues).orElse(null));
            case ENUM -> new StringValidator(owner, "a string (enum " + target.getId() + ")", lengths(target, via),
                    patterns(target, via), List.copyOf(((EnumShape) target).getEnumValues().values()));
            case BOOLEAN -> new BooleanValidator(owner);
            case BLOB -> new BlobValidator(owner, lengths(target, via));
            case DOCUMENT -> DocumentValidator.INSTANCE;
            case TIMESTAMP -> new TimestampValidator(owner, timestampFormat(target, via));
            case BYTE -> number(owner, NumberValidator.Kind.BYTE, target, via, null);
            case SHORT -> number(owner, NumberValidator.Kind.SHORT, target, via, null);
            case INTEGER -> number(owner, NumberValidator.Kind.INTEGER, target, via, null);
            case INT_ENUM -> number(owner, NumberValidator.Kind.INTEGER, target, via,
                    ((IntEnumShape) target).getEnumValues().values().stream().mapToLong(Integer::longValue).toArray());
            case LONG -> number(owner, NumberValidator.Kind.LONG, target, via, null);
            case BIG_INTEGER -> number(owner, NumberValidator.Kind.BIG_INTEGER, target, via, null);
            case FLOAT -> number(owner, NumberValidator.Kind.FLOAT, target, via, null);
            case DOUBLE -> number(owner, NumberValidator.Kind.DOUBLE, target, via, null);
            case BIG_DECIMAL -> number(owner, NumberValidator.Kind.BIG_DECIMAL, target, via, null);
            default -> {
                problem(ContractCode.UNSUPPORTED_SHAPE, "expected a shape that can hold a JSON value, found the "
                        + target.getType() + " " + target.getId(), via != null ? via : target, target.getId(), via == null ? null : via.getId());
                yield DocumentValidator.INSTANCE;
            }
        };
    }

    private StructureValidator.Members structure(Shape shape) {
        Object known = tables.get(shape.getId());
        if (known != null) {
            return (StructureValidator.Members) known;
        }
        var table = new StructureValidator.Members(shape.getId().toString(),
                policy.unknownMembers() == ValidationPolicy.UnknownMembers.REJECT);
        tables.put(shape.getId(), table);
        table.init(slots(shape));
        return table;
    }

    private UnionValidator.Members union(Shape shape) {
        Object known = tables.get(shape.getId());
        if (known != null) {
            return (UnionValidator.Members) known;
        }
        var table = new UnionValidator.Members(shape.getId().toString());
        tables.put(shape.getId(), table);
        table.init(slots(shape));
        return table;
    }

    private UntaggedUnionValidator.Alternatives untagged(Shape shape) {
        Object known = tables.get(shape.getId());
        if (known != null) {
            return (UntaggedUnionValidator.Alternatives) known;
        }
        var table = new UntaggedUnionValidator.Alternatives(shape.getId().toString());
        tables.put(shape.getId(), table);
        List<UntaggedUnionValidator.Alternative> alternatives = new ArrayList<>();
        for (MemberShape m : shape.members()) {
            boolean unit = m.getTarget().equals(UNIT);
            alternatives.add(new UntaggedUnionValidator.Alternative(m.getMemberName(), unit ? null : forMember(m),
                    unit ? UntaggedUnionValidator.NULL : kinds(m.getTarget(), new HashSet<>()),
                    enumMembers(m.getTarget())));
        }
        table.init(alternatives);
        return table;
    }

    /** The JSON types a value of the shape can have, as {@link UntaggedUnionValidator} kind bits. */
    private int kinds(ShapeId id, Set<ShapeId> visiting) {
        Optional<Shape> shape = model.getShape(id);
        if (shape.isEmpty() || !visiting.add(id)) {
            return UntaggedUnionValidator.ANY;
        }
        Shape s = shape.get();
        return switch (s.getType()) {
            case STRUCTURE, MAP -> UntaggedUnionValidator.OBJECT;
            case UNION -> {
                if (s.findTrait(RpcTraits.UNTAGGED).isEmpty()) {
                    yield UntaggedUnionValidator.OBJECT;
                }
                int k = 0;
                for (MemberShape m : s.members()) {
                    k |= m.getTarget().equals(UNIT) ? UntaggedUnionValidator.NULL : kinds(m.getTarget(), visiting);
                }
                yield k;
            }
            case LIST, SET -> UntaggedUnionValidator.ARRAY;
            case STRING, ENUM, BLOB -> UntaggedUnionValidator.STRING;
            case BOOLEAN -> UntaggedUnionValidator.BOOLEAN;
            case BYTE, SHORT, INTEGER, INT_ENUM, LONG, BIG_INTEGER, FLOAT, DOUBLE, BIG_DECIMAL ->
                    UntaggedUnionValidator.NUMBER;
            case TIMESTAMP -> UntaggedUnionValidator.NUMBER | UntaggedUnionValidator.STRING;
            default -> UntaggedUnionValidator.ANY;
        };
    }

    /** A structure's members that target string enums, by wire name, with their values: discriminator candidates. */
    private Map<String, Set<String>> enumMembers(ShapeId id) {
        Optional<Shape> shape = model.getShape(id);
        if (shape.isEmpty() || !shape.get().isStructureShape()) {
            return Map.of();
        }
        Map<String, Set<String>> out = new HashMap<>();
        for (MemberShape m : shape.get().members()) {
            model.getShape(m.getTarget()).filter(t -> t instanceof EnumShape)
                    .ifPresent(t -> out.put(wireName(m), Set.copyOf(((EnumShape) t).getEnumValues().values())));
        }
        return Map.copyOf(out);
    }

    private List<MemberSlot> slots(Shape shape) {
        List<MemberSlot> slots = new ArrayList<>();
        Map<String, MemberShape> seen = new HashMap<>();
        for (MemberShape m : shape.members()) {
            String wire = wireName(m).intern();
            MemberShape clash = seen.putIfAbsent(wire, m);
            if (clash != null) {
                problem(ContractCode.UNSUPPORTED_CONSTRAINT, "expected distinct JSON names for the members of " + shape.getId()
                        + ", found " + clash.getMemberName() + " and " + m.getMemberName() + " both named \"" + wire
                        + "\"", m, shape.getId(), m.getId());
                continue;
            }
            slots.add(new MemberSlot(wire, new FindingOwner(shape.getId().toString(), m.getId().toString()), forMember(m),
                    m.hasTrait(RequiredTrait.class)));
        }
        return slots;
    }

    private ListValidator.Elements list(ListShape shape) {
        Object known = tables.get(shape.getId());
        if (known != null) {
            return (ListValidator.Elements) known;
        }
        var table = new ListValidator.Elements(shape.getId().toString(), shape.hasTrait(SparseTrait.class));
        tables.put(shape.getId(), table);
        table.init(forMember(shape.getMember()));
        return table;
    }

    private MapValidator.Entries map(MapShape shape) {
        Object known = tables.get(shape.getId());
        if (known != null) {
            return (MapValidator.Entries) known;
        }
        var table = new MapValidator.Entries(shape.getId().toString(), shape.hasTrait(SparseTrait.class));
        tables.put(shape.getId(), table);
        table.init(forMember(shape.getKey()), forMember(shape.getValue()));
        return table;
    }

    private PayloadValidator number(FindingOwner owner, NumberValidator.Kind kind, Shape target, MemberShape via, long[] allowed) {
        List<DecimalRange> ranges = new ArrayList<>();
        for (Shape holder : holders(target, via)) {
            Optional<RangeTrait> range = holder.getTrait(RangeTrait.class);
            if (range.isEmpty()) {
                continue;
            }
            BigDecimal min = range.get().getMin().orElse(null);
            BigDecimal max = range.get().getMax().orElse(null);
            if (min == null && max == null) {
                continue;
            }
            if (min != null && max != null && min.compareTo(max) > 0) {
                problem(ContractCode.UNSUPPORTED_CONSTRAINT, "expected the @range of " + holder.getId() + " to have a min no"
                        + " greater than its max, found a min above it, so no value satisfies it", range.get(), shapeOf(holder), memberOf(holder));
                continue;
            }
            ranges.add(DecimalRange.inclusive(min, max));
        }
        return new NumberValidator(owner, kind, ranges, allowed);
    }

    private List<LengthRange> lengths(Shape target, MemberShape via) {
        List<LengthRange> lengths = new ArrayList<>();
        for (Shape holder : holders(target, via)) {
            Optional<LengthTrait> length = holder.getTrait(LengthTrait.class);
            if (length.isEmpty()) {
                continue;
            }
            Long min = length.get().getMin().orElse(null);
            Long max = length.get().getMax().orElse(null);
            if (min == null && max == null) {
                continue;
            }
            if (min != null && max != null && min > max) {
                problem(ContractCode.UNSUPPORTED_CONSTRAINT, "expected the @length of " + holder.getId() + " to have a min no"
                        + " greater than its max, found a min above it, so no value satisfies it", length.get(), shapeOf(holder), memberOf(holder));
                continue;
            }
            lengths.add(LengthRange.of(min, max));
        }
        return lengths;
    }

    private List<CompiledPattern> patterns(Shape target, MemberShape via) {
        List<CompiledPattern> list = new ArrayList<>();
        for (Shape holder : holders(target, via)) {
            patterns.computeIfAbsent(holder.getId(), id -> compilePattern(holder)).ifPresent(list::add);
        }
        return list;
    }

    private Optional<CompiledPattern> compilePattern(Shape holder) {
        Optional<PatternTrait> trait = holder.getTrait(PatternTrait.class);
        if (trait.isEmpty()) {
            return Optional.empty();
        }
        String source = trait.get().getValue();
        EcmaRegex.Result result = EcmaRegex.compile(source);
        if (result.pattern() == null) {
            problem(ContractCode.UNSUPPORTED_PATTERN, "expected a @pattern that can be checked as ECMA-262 on "
                    + holder.getId() + ", found " + ValueText.quote(source) + ": " + result.problem(), trait.get(), shapeOf(holder), memberOf(holder));
            return Optional.empty();
        }
        return Optional.of(new CompiledPattern(source, result.pattern()));
    }

    private TimestampValidator.Format timestampFormat(Shape target, MemberShape via) {
        Optional<TimestampFormatTrait> trait = via != null && via.hasTrait(TimestampFormatTrait.class)
                ? via.getTrait(TimestampFormatTrait.class) : target.getTrait(TimestampFormatTrait.class);
        if (trait.isEmpty()) {
            return TimestampValidator.Format.EPOCH_SECONDS;
        }
        TimestampValidator.Format format = TimestampValidator.Format.named(trait.get().getValue());
        if (format == null) {
            Shape holder = via != null && via.hasTrait(TimestampFormatTrait.class) ? via : target;
            problem(ContractCode.UNSUPPORTED_CONSTRAINT, "expected the @timestampFormat of " + holder.getId()
                    + " to be epoch-seconds, date-time or http-date, found " + ValueText.quote(trait.get().getValue())
                    + "; epoch-seconds is used",
                    trait.get(), shapeOf(holder), memberOf(holder));
            return TimestampValidator.Format.EPOCH_SECONDS;
        }
        return format;
    }

    /** The shapes whose constraint traits apply to a value: the target, then the member it was reached through. */
    private static List<Shape> holders(Shape target, MemberShape via) {
        return via == null ? List.of(target) : List.of(target, via);
    }

    private static ShapeId shapeOf(Shape holder) {
        return holder instanceof MemberShape m ? m.getContainer() : holder.getId();
    }

    private static ShapeId memberOf(Shape holder) {
        return holder instanceof MemberShape m ? m.getId() : null;
    }

    private void problem(FindingCode code, String message, FromSourceLocation at, ShapeId shape, ShapeId member) {
        problems.add(ModelFindings.at(at, new ModelRef(shape == null ? null : shape.toString(),
                member == null ? null : member.toString(), null).on(Finding.error(code, message, "", null))));
    }
}
