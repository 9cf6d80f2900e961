$version: "2"

namespace test.bad

// Patterns java.util.regex compiles but ECMA-262 (flagless) rejects or reads differently: each fails preparation.

@pattern("(?i)abc")
string InlineFlag

@pattern("a++")
string Possessive

@pattern("^\\p{L}+$")
string PropertyEscape

@pattern("\\Aabc")
string JavaAnchor

@pattern("(?>a)b")
string AtomicGroup

structure UsesThem {
    flag: InlineFlag
    possessive: Possessive
    property: PropertyEscape
    anchor: JavaAnchor
    atomic: AtomicGroup

    // used twice: still one problem
    flagAgain: InlineFlag

    @pattern("\\Qa.b\\E")
    quoted: String
}
