import Foundation
import TestSupport
import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsSupport

/// Drift tolerances name roles by id, so a role a configuration declares (a TCA `reducer`)
/// takes a tolerance like a built-in one, in the file and on the command line; an unknown key
/// is still refused.
@Suite struct RoleToleranceTests {
    static let reducerRole = """
        "roles": [{"id": "reducer", "title": "Reducers", "rules": [{"suffix": "Feature"}]}]
        """

    @Test func aDeclaredRoleTakesATolerance() throws {
        let configuration = try loadConfiguration(
            "{\(Self.reducerRole), \"tolerances\": {\"reducer\": \"+5%\", \"view\": \"+2\"}}")
        #expect(configuration.tolerances.lines(for: Role("reducer")).description == "+5%")
        #expect(configuration.tolerances.lines(for: .view).description == "+2")
    }

    @Test func aDeclaredRoleTakesATolerancePassedAfterTheConfiguration() throws {
        // The configuration has no `tolerances` key: `check --tolerance` still knows its roles.
        var tolerances = try loadConfiguration("{\(Self.reducerRole)}").tolerances
        try tolerances.apply("reducer=+10")
        #expect(tolerances.lines(for: Role("reducer")).description == "+10")
        #expect(throws: ArchMetricsError.self) { try tolerances.apply("reducers=+10") }
    }

    @Test func anUndeclaredRoleIsRefusedAtItsPosition() throws {
        // `client`: a role no configuration here declares (`reducer` is now built in).
        #expect(throws: (any Error).self) {
            try loadConfiguration("{\"tolerances\": {\"client\": \"+5%\"}}")
        }
        do {
            _ = try loadConfiguration("{\n  \"tolerances\": {\"client\": \"+5%\"}}")
        } catch {
            #expect("\(error)".contains(":2:"), "\(error)")
            #expect("\(error)".contains("client"), "\(error)")
        }
    }
}
