structure Base {
    @required
    id: Integer

    label: String
}

structure Mixin {
    token: Token
}

structure Derived {
    @required
    id: Integer

    @required
    label: String

    token: Token

    @required
    count: UInteger

    ratio: Double

    @required
    uri: DocumentUri

    @required
    parent: DerivedParent

    @required
    contents: DerivedContents

    @required
    edits: DerivedEdits

    byUri: DerivedByUri

    offsets: DerivedOffsets

    range: DerivedRange

    @required
    kind: DerivedKind

    any: Document

    link: Base

    severity: Severity

    actionKind: ActionKind

    markup: Markup
}

@untagged
union DerivedParent {
    derived: Derived
    nullValue: Unit
}

@untagged
union DerivedContents {
    string: String
    base: Base
    baseList: Selector
}

list DerivedEdits {
    member: DerivedEditsItem
}

@untagged
union DerivedEditsItem {
    base: Base
    mixin: Mixin
}

map DerivedByUri {
    key: DocumentUri
    value: Selector
}

/// A tuple of 2.
@length(min: 2, max: 2)
list DerivedOffsets {
    member: UInteger
}

structure DerivedRange {
    delta: Boolean
}

/// Exactly "create".
enum DerivedKind {
    CREATE = "create"
}

@untagged
union Token {
    integer: Integer
    string: String
}

list Selector {
    member: Base
}

/// LSP's Pattern: a string.
string Pattern

map LSPObject {
    key: String
    value: Document
}

intEnum Severity {
    ERROR = 1
    WARNING = 2
}

/// Known values: QuickFix = "quickfix"; other values are allowed too.
string ActionKind

enum Markup {
    PLAIN_TEXT = "plaintext"
    MARKDOWN = "markdown"
}
