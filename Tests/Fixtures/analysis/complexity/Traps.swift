// Complexity fixture: every function carries its expected cyclomatic complexity in a
// `// expect: NAME = N` comment (comments are not tokens, so the markers cannot count).
// Not compiled; it only has to lex like Swift.
import Foundation

enum Direction { // enum `case` declarations are not decision points
    case north, south
    case east
    case west(Int)
}

final class Traps {
    var name: String?
    var count: Int?? = nil // `??` here is a double optional, postfix: not a decision

    func straight() { // expect: Traps.straight = 1
        print("if guard while for case catch && || ?? ? :") // keywords in a string do not count
        // if guard while && || — nor in a comment
        /* for x in y { if z {} } */
    }

    func optionalChaining(_ traps: Traps?) -> Int? { // expect: Traps.optionalChaining = 1
        let length: Int? = traps?.name?.count
        let forced = try? JSONSerialization.data(withJSONObject: [1])
        let cast = traps as? AnyObject
        _ = (forced, cast)
        return length
    }

    func coalescing(_ value: Int?) -> Int { // expect: Traps.coalescing = 3
        let first = value ?? 0
        return first + (value??0)
    }

    func ternaries(_ flag: Bool, _ other: Bool) -> String { // expect: Traps.ternaries = 5
        let word = flag ? "yes" : "no"
        return other ? word : (flag && other ? "both" : "neither")
    }

    func switchLabels(_ direction: Direction) -> Int { // expect: Traps.switchLabels = 4
        switch direction {
        case .north, .south:
            return 1
        case .east:
            return 2
        case .west(let steps) where steps > 3:
            return steps
        default:
            return 0
        }
    }

    func patterns(_ values: [Direction?]) -> Int { // expect: Traps.patterns = 5
        var total = 0
        for case let direction? in values {
            if case .west(let steps) = direction, case .west = direction {
                total += steps
            }
        }
        guard case .north? = values.first else { return total }
        while case .south? = values.last { break }
        return total
    }

    func loops() { // expect: Traps.loops = 6
        var index = 0
        repeat {
            index += 1
        } while index < 10
        while index > 0 { index -= 1 }
        for item in [1, 2] where item > 1 { print(item) }
        do {
            try risky()
        } catch let error as NSError {
            print(error)
        } catch {
            print("other")
        }
    }

    func risky() throws {} // expect: Traps.risky = 1

    func nestedClosures(_ items: [Int]) -> [Int] { // expect: Traps.nestedClosures = 4
        items.map { item in
            [item].filter { inner in
                inner > 0 && inner < 10
            }.reduce(0) { $0 + ($1 > 5 ? $1 : 0) }
        }
        .filter { $0 != 0 || items.isEmpty }
    }

    func withLocalFunction() -> Int { // expect: Traps.withLocalFunction = 2
        func helper(_ value: Int) -> Int { // expect: Traps.withLocalFunction.helper = 3
            if value > 0 { return value }
            return value < -5 ? 0 : 1
        }
        guard helper(1) > 0 else { return 0 }
        return helper(2)
    }

    var computed: Int { // expect: Traps.computed = 2
        name == nil ? 0 : 1
    }

    var accessors: String { // expect: Traps.accessors = 3
        get {
            if let name { return name }
            return ""
        }
        set {
            name = newValue.isEmpty ? nil : newValue
        }
    }

    var observed: Int = 0 { // expect: Traps.observed = 2
        didSet {
            if observed < 0 { observed = 0 }
        }
    }

    lazy var initialised: Int = { // a closure initialiser: its decision is outside any function
        Bool.random() ? 1 : 2
    }()

    init(name: String?) { // expect: Traps.init = 2
        self.name = name
        if name == nil { self.name = "anonymous" }
    }

    subscript(index: Int) -> Int { // expect: Traps.subscript = 2
        index > 0 ? index : 0
    }

    deinit { // expect: Traps.deinit = 1
        print("gone")
    }

    func labels(for segue: String, in items: [String]) -> Int { // expect: Traps.labels = 2
        items.firstIndex(of: segue).map { $0 } .map { Int($0) } ?? 0
    }

    func compileTimeConditions() -> Int { // expect: Traps.compileTimeConditions = 3
        #if os(Linux) && DEBUG || canImport(Glibc)
        if Bool.random() { return 1 }
        #elseif os(macOS)
        if Bool.random() { return 2 }
        #else
        return 3
        #endif
        return 0
    }

    #if DEBUG
    func debugOnly() { // expect: Traps.debugOnly = 2
        if true {
    #else
    func releaseOnly() { // expect: Traps.releaseOnly = 2
        if false {
    #endif
            print("branch")
        }
    }

    func afterConditionalBranches() -> Bool { // expect: Traps.afterConditionalBranches = 2
        Bool.random() || Bool.random()
    }
}

protocol Requirements {
    var value: Int { get set }
    var other: Int { mutating get }
    func required() -> Int
    init(value: Int)
    subscript(index: Int) -> Int { get }
}

extension Traps: Requirements {
    static func make() -> Traps { Traps(name: nil) } // expect: Traps.make = 1
    class func classMethod() -> Int { 1 } // expect: Traps.classMethod = 1
}

func topLevel(_ values: [Int]) -> Int { // expect: topLevel = 2
    values.count > 1 ? values[0] : 0
}

let topLevelDecision = Bool.random() ? "heads" : "tails" // outside any function
