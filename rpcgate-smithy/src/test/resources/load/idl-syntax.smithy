$version: "2"

namespace example

structure Broken {
    name: String
    count Integer
}
