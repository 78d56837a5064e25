#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Catalog
import Core

func check(_ condition: Bool, _ what: String) {
    if !condition {
        print("failed: \(what)")
        exit(1)
    }
}

switch CommandLine.arguments.dropFirst().first {
case "prices":
    check(Price(cents: 250).text == "2.50", "2.50")
    check((Price(cents: 5) + Price(cents: 1)).cents == 6, "sum")
case "items":
    check(format(Item(name: "tea", cents: 250)) == "tea 2.50", "tea")
case "totals":
    check(total([Item(name: "a", cents: 1), Item(name: "b", cents: 2)]).cents == 3, "total")
default:
    print("usage: ShopTests prices|items|totals")
    exit(2)
}
