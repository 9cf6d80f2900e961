$version: "2"

namespace example

@deprecated
string Old

structure Uses {
    old: Old
}
