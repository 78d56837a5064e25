/// A fixture could not be set up as the test needs it (no pid written in time, a JSON file that is
/// not an object). TestSupport has no test framework, so it throws this and the test fails on it.
package struct FixtureError: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) { self.description = description }
}
