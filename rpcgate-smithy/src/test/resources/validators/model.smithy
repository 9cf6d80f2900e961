$version: "2"

namespace test.v

// Every shape family the payload validators compile; cases/*.json name these shapes.

structure SubtractInput {
    @required
    minuend: Integer

    @required
    subtrahend: Integer

    note: String
}

structure Scalars {
    b: Boolean
    by: Byte
    sh: Short
    i: Integer
    l: Long
    bi: BigInteger
    f: Float
    d: Double
    bd: BigDecimal
    s: String
    doc: Document
    blob: Blob
}

@range(min: 1, max: 10)
integer OneToTen

@range(min: -0.5, max: 2.5)
bigDecimal SmallDecimal

@range(min: 0)
double NonNegative

@range(max: 1e400)
bigDecimal HugeCap

@range(min: -1e300)
bigDecimal FarFloor

structure Ranged {
    oneToTen: OneToTen

    // member range narrows the target range; both apply
    @range(min: 5)
    fiveToTen: OneToTen

    small: SmallDecimal
    nonNegative: NonNegative
    hugeCap: HugeCap
    farFloor: FarFloor

    @range(min: 0, max: 255)
    unsignedByte: Long

    @range(min: 1.5)
    aboveOneAndHalf: BigDecimal
}

@length(min: 2, max: 4)
string Short2to4

@length(min: 1)
list NonEmptyList {
    member: String
}

@length(max: 2)
map SmallMap {
    key: String
    value: Integer
}

@length(min: 1, max: 3)
blob SmallBlob

structure Lengths {
    short: Short2to4

    @length(max: 3)
    shortMember: Short2to4

    list: NonEmptyList
    map: SmallMap
    blob: SmallBlob
}

@pattern("^[a-z]+$")
string Lower

@pattern("\\d")
string HasDigit

@pattern("^a.c$")
string ADotC

@pattern("^\\s+$")
string Spaces

@pattern("^\\v$")
string Vtab

@pattern("^(a|b)*$")
string AOrB

structure Patterns {
    aOrB: AOrB

    lower: Lower
    hasDigit: HasDigit
    aDotC: ADotC
    spaces: Spaces
    vtab: Vtab

    @pattern("^x")
    startsWithXAndLower: Lower
}

enum Suit {
    HEARTS = "hearts"
    SPADES = "spades"
}

@enum([{value: "red"}, {value: "green"}])
string LegacyColor

intEnum Level {
    LOW = 1
    HIGH = 10
}

structure Enums {
    suit: Suit
    color: LegacyColor
    level: Level
}

@uniqueItems
list UniqueNumbers {
    member: BigDecimal
}

@uniqueItems
list UniquePairs {
    member: Pair
}

structure Pair {
    a: Integer
    b: IntList
}

list IntList {
    member: Integer
}

@uniqueItems
list UniqueLists {
    member: IntList
}

@uniqueItems
list UniqueStrings {
    member: String
}

list Names {
    member: String
}

@sparse
list SparseNames {
    member: String
}

list Docs {
    member: Document
}

@pattern("^[a-z]+$")
string LowerKey

map LowerKeys {
    key: LowerKey
    value: String
}

@sparse
map SparseMap {
    key: String
    value: Integer
}

structure Collections {
    unique: UniqueNumbers
    uniquePairs: UniquePairs
    uniqueLists: UniqueLists
    uniqueStrings: UniqueStrings
    names: Names
    sparseNames: SparseNames
    docs: Docs
    lowerKeys: LowerKeys
    sparseMap: SparseMap
}

union Shape {
    circle: Circle
    square: Integer
    label: String
}

structure Circle {
    @required
    radius: Double
}

structure HasUnion {
    shape: Shape
}

@timestampFormat("date-time")
timestamp DateTime

@timestampFormat("http-date")
timestamp HttpDate

structure Times {
    epoch: Timestamp
    dateTime: DateTime
    httpDate: HttpDate

    @timestampFormat("date-time")
    memberDateTime: Timestamp

    // the member's format replaces the target's
    @timestampFormat("epoch-seconds")
    overridden: DateTime
}

structure Nulls {
    s: String
    doc: Document

    @required
    req: String

    @default(0)
    withDefault: Integer

    @clientOptional
    @required
    clientOptional: String
}

structure Named {
    @jsonName("First")
    first: String

    @required
    @jsonName("second_name")
    second: Integer
}

structure Tree {
    @required
    value: Integer

    children: TreeList
}

list TreeList {
    member: Tree
}

structure Linked {
    next: Linked
    tag: String
}

map AnyMap {
    key: String
    value: Integer
}

// Untagged unions (@smithy.rpc#untagged): JSON Schema's anyOf.

/// A content block: the "type" member tells which one it is.
@smithy.rpc#untagged
union Block {
    text: TextBlock
    image: ImageBlock
}

structure TextBlock {
    @required
    type: TextTag

    @required
    text: String
}

structure ImageBlock {
    @required
    type: ImageTag

    @required
    data: Blob
}

enum TextTag {
    TEXT = "text"
}

enum ImageTag {
    IMAGE = "image"
}

/// An id: a string or an integer, told apart by the JSON type.
@smithy.rpc#untagged
union StringOrInteger {
    string: String
    integer: BigInteger
}

/// Nullable: a Unit member takes null.
@smithy.rpc#untagged
union MaybeCount {
    count: Long
    none: Unit
}

/// Nothing tells the alternatives apart: they are tried.
@smithy.rpc#untagged
union Untold {
    named: NamedThing
    counted: Counted
}

structure NamedThing {
    @required
    name: String
}

structure Counted {
    @required
    count: Integer

    label: String
}

/// One block or a list of them.
@smithy.rpc#untagged
union OneOrMany {
    one: Block
    many: Blocks
}

list Blocks {
    member: Block
}

structure Holder {
    @required
    ttl: MaybeCount

    id: StringOrInteger
}

// Wider than the 64 slots a structure's presence mask covers: members past it are always looked up.
structure Wide {
    @required
    m00: Integer

    m01: String

    m02: String

    m03: String

    m04: String

    @length(max: 3)
    m05: String

    m06: String

    m07: String

    m08: String

    m09: String

    m10: String

    m11: String

    m12: String

    m13: String

    m14: String

    m15: String

    m16: String

    m17: String

    m18: String

    m19: String

    m20: String

    m21: String

    m22: String

    m23: String

    m24: String

    m25: String

    m26: String

    m27: String

    m28: String

    m29: String

    m30: String

    m31: String

    m32: String

    m33: String

    m34: String

    m35: String

    m36: String

    m37: String

    m38: String

    m39: String

    m40: String

    m41: String

    m42: String

    m43: String

    m44: String

    m45: String

    m46: String

    m47: String

    m48: String

    m49: String

    m50: String

    m51: String

    m52: String

    m53: String

    m54: String

    m55: String

    m56: String

    m57: String

    m58: String

    m59: String

    m60: String

    m61: String

    m62: String

    m63: String

    m64: String

    m65: String

    @required
    m66: String

    m67: String

    m68: String

    @range(max: 10)
    m69: Integer
}
