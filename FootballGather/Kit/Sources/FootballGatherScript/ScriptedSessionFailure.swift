/// A step of the scripted session that the app did not let the user do (a control missing or
/// disabled, an unexpected screen), with what the session printed up to there.
public struct ScriptedSessionFailure: Error, CustomStringConvertible {
    /// The number of the step that was being prepared (the last printed step plus one).
    public let step: Int
    /// What the user could not do.
    public let message: String
    /// The transcript up to the failure.
    public let transcript: String

    public var description: String { "scripted session failed at step \(step): \(message)" }
}
