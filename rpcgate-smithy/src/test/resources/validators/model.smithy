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
