/// Qualified names (`Outer.Inner.method`) as a tree: each name is its own last component and a
/// link to the name that qualifies it. Copying the enclosing names into each name would store
/// N² bytes for N nested declarations (`f.f.f…` at depth N is 2N bytes) and take as long to
/// copy; here each component is stored once, and a name becomes bytes only when read (a report
/// reads ten).
package struct QualifiedNames: Sendable {
    package typealias ID = Int

    private struct Entry: Sendable {
        /// The last component's bytes in `componentBytes`.
        var component: Range<Int>
        /// The name it is qualified by (`Outer.Inner` for `Outer.Inner.method`), nil for none.
        var qualifier: ID?
    }

    /// Every name's last component (and every extension's dotted name), one after another.
    private(set) var componentBytes: [UInt8] = []
    private var entries: [Entry] = []

    package init() {}

    /// Forgets every name, keeping the buffers' capacity.
    package mutating func removeAll() {
        componentBytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    /// The bytes the names take in memory: the components, once each.
    package var storedByteCount: Int { componentBytes.count }

    /// Appends bytes that a later `add(component:qualifier:)` makes a component of (an
    /// extension's dotted name, read token by token).
    package mutating func appendComponentBytes(_ bytes: some Collection<UInt8>) {
        componentBytes.append(contentsOf: bytes)
    }

    /// The name whose last component is `component` (bytes already in `componentBytes`),
    /// qualified by the name `qualifier`.
    package mutating func add(component: Range<Int>, qualifier: ID?) -> ID {
        entries.append(Entry(component: component, qualifier: qualifier))
        return entries.count - 1
    }

    /// The name whose last component is `bytes`, qualified by the name `qualifier`.
    package mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, qualifier: ID?) -> ID {
        let start = componentBytes.count
        componentBytes.append(contentsOf: bytes)
        return add(component: start..<componentBytes.count, qualifier: qualifier)
    }

    /// The name's bytes: its qualifiers' components and its own, joined by `.`.
    package func bytes(of name: ID) -> [UInt8] {
        var chain: [ID] = []
        var link: ID? = name
        while let current = link {
            chain.append(current)
            link = entries[current].qualifier
        }
        var bytes: [UInt8] = []
        for (position, id) in chain.reversed().enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ".")) }
            bytes.append(contentsOf: componentBytes[entries[id].component])
        }
        return bytes
    }

    /// The name as a string. Invalid UTF-8 is repaired (U+FFFD) here, once the whole name is
    /// read, so a name reads the same as when its bytes were copied.
    package func string(of name: ID) -> String {
        String(decoding: bytes(of: name), as: UTF8.self)
    }
}
