// prepare: example#Thing 2.0
$version: "2"

namespace example

structure Thing {}
