/// The weak evidence that alone placed a file, where the classifier guessed: what a user
/// may need to configure. A file its own evidence placed (a role suffix, a superclass, a
/// screen folder with an entry point, a test folder) has none.
public enum PlacementGuess: String, Codable, CaseIterable, Sendable {
    /// A glob saying shared (`**/Utils/**`) decided, nothing else placing the file.
    case pathGlob
    /// The type's name starts with a known screen's (`GatherTimeHandler` → Gather).
    case namePrefix
    /// Nothing placed the file on a screen: shared for want of one.
    case sharedFallback
    /// Its screen folder held no screen entry point, so placed it on no screen.
    case screenFolderWithoutEntryPoint
    /// It sits below the folder of a screen's one view controller, and follows it.
    case controllerFolder

    /// How the guess reads in a listing.
    public var phrase: String {
        switch self {
        case .pathGlob: "path glob"
        case .namePrefix: "name prefix"
        case .sharedFallback: "shared fallback"
        case .screenFolderWithoutEntryPoint: "screen folder with no entry point"
        case .controllerFolder: "below a controller's folder"
        }
    }
}
