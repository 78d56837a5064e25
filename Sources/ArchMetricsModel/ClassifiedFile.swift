// The classifier's output: every scanned file of a variant with its architectural role and
// screen. These values are what the report aggregates and what the drift checker compares.
import SwiftScanning

/// One file of a variant, classified.
public struct ClassifiedFile: Codable, Equatable, Sendable {
    /// Path relative to the variant folder, `/`-separated.
    public var path: String
    public var role: Role
    /// The screen the file belongs to (`Gather`), nil for shared files and tests.
    public var screen: String?
    /// The type the role was decided from (the type the file is named after, or its largest).
    public var primaryType: String?
    /// Which evidence decided the role and the screen, as prose (`suffix ViewController`): the
    /// classifier's decision rendered for display and `metrics.json`. Read the decision's
    /// fields for its facts (`FileDecision`), never this text.
    public var reason: String
    public var bytes: Int
    public var lines: LineCounts
    public var declarations: [TypeDeclaration]
    /// How strongly it was placed: nil when by its own evidence, else the weak evidence that
    /// alone placed it (left out of the JSON then; older documents read as firm).
    public var guess: PlacementGuess?

    public init(
        path: String, role: Role, screen: String?, primaryType: String?, reason: String, bytes: Int,
        lines: LineCounts, declarations: [TypeDeclaration], guess: PlacementGuess? = nil
    ) {
        self.path = path
        self.role = role
        self.screen = screen
        self.primaryType = primaryType
        self.reason = reason
        self.bytes = bytes
        self.lines = lines
        self.declarations = declarations
        self.guess = guess
    }
}
