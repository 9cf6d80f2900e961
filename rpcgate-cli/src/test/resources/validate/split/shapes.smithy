$version: "2"

namespace split

structure EchoInput {
    @required
    text: String
}

structure EchoOutput {
    @required
    text: String
}
