$version: "2"

// The benchmark's larger contract (ContractBench, input `orders`): one method whose params are a 20-member
// structure of mixed types. orders-request.schema.json beside it states the same constraints as a JSON Schema.
namespace bench.orders

use smithy.rpc#jsonRpc
use smithy.rpc#method

/// Takes orders.
@jsonRpc(versions: ["2.0"])
service Orders {
    version: "1"
    operations: [PlaceOrder]
}

/// Places one order; params by name.
@method(name: "placeOrder")
operation PlaceOrder {
    input: PlaceOrderInput
    output: PlaceOrderOutput
}

structure PlaceOrderInput {
    @required
    @length(min: 8, max: 64)
    @pattern("^[a-z0-9-]+$")
    orderId: String

    @required
    customer: Customer

    @required
    @length(min: 1, max: 50)
    items: LineItems

    @required
    currency: Currency

    @required
    @range(min: 0, max: 100000000)
    totalCents: Long

    @required
    @timestampFormat("date-time")
    placedAt: Timestamp

    @required
    gift: Boolean

    @length(max: 500)
    note: String

    @range(min: 0, max: 100)
    discountPercent: Integer

    tags: Tags

    metadata: Metadata

    @required
    priority: Priority

    @range(min: 0, max: 1000)
    weightKg: Double

    channel: Channel

    @pattern("^[A-Z]{2}$")
    country: String

    @required
    shipping: Address

    billing: Address

    @range(min: 1, max: 10)
    maxSplit: Integer

    expedite: Boolean

    coupons: Coupons
}

structure PlaceOrderOutput {
    @required
    orderId: String
}

structure Customer {
    @required
    @length(min: 1, max: 64)
    id: String

    @required
    @length(min: 1, max: 200)
    name: String

    @pattern("^[^@ ]+@[^@ ]+$")
    email: String

    vip: Boolean
}

@length(max: 10)
list Tags {
    @length(min: 1, max: 32)
    member: String
}

@length(max: 20)
map Metadata {
    @length(min: 1, max: 40)
    key: String

    @length(max: 200)
    value: String
}

list LineItems {
    member: LineItem
}

structure LineItem {
    @required
    @pattern("^[A-Z]{3}-[0-9]{4}$")
    sku: String

    @required
    @range(min: 1, max: 999)
    quantity: Integer

    @required
    @range(min: 0)
    unitCents: Long
}

structure Address {
    @required
    @length(min: 1, max: 100)
    line1: String

    @length(max: 100)
    line2: String

    @required
    @length(min: 1, max: 60)
    city: String

    @required
    @pattern("^[0-9A-Z -]{3,10}$")
    postalCode: String
}

list Coupons {
    @pattern("^[A-Z0-9]{6,12}$")
    member: String
}

enum Currency {
    EUR
    USD
    GBP
    JPY
}

enum Channel {
    WEB = "web"
    MOBILE = "mobile"
    STORE = "store"
}

intEnum Priority {
    LOW = 1
    NORMAL = 2
    HIGH = 3
}
