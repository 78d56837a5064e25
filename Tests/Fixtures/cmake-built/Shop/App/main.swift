import Catalog

let items = [Item(name: "tea", cents: 250), Item(name: "cake", cents: 305)]
for item in items { print(format(item)) }
print("total", total(items).text)
