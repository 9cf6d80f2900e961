$version: "2"

namespace example

structure Thing {
    part: Missing
}
