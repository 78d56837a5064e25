import Core

let items = [("Ball", Price(cents: 1999)), ("Shirt", Price(cents: 3500, discountPercent: 20))]
for (name, price) in items {
    print(LineFormat.line(name, price))
}
let total = items.map { $0.1.discounted }.reduce(0, +)
print("Total: \(Format.euros(total))")
