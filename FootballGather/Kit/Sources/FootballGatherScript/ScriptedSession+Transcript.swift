import Foundation

extension ScriptedSession {
    /// The transcript every variant must print, recorded once from a variant's demo
    /// (`swift run FootballGatherDemo > …/Resources/transcript.txt` in any variant folder, after
    /// reviewing the diff): each variant's tests compare their session with it byte for byte.
    public static func recordedTranscript() throws -> String {
        guard let url = Bundle.module.url(forResource: "transcript", withExtension: "txt") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Where `transcript` first departs from the recorded one ("line N: …"), or nil if they
    /// are byte-identical; a test's failure message, shorter than two whole transcripts.
    public static func differenceFromRecording(_ transcript: String) throws -> String? {
        let recorded = try recordedTranscript()
        // Byte for byte: String's == would call canonically equivalent texts equal.
        guard !transcript.utf8.elementsEqual(recorded.utf8) else { return nil }
        let expected = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = transcript.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expected.count, actual.count) {
            let wanted = index < expected.count ? String(expected[index]) : "(end)"
            let got = index < actual.count ? String(actual[index]) : "(end)"
            if wanted != got {
                return
                    "line \(index + 1): expected \(wanted.debugDescription), got \(got.debugDescription)"
            }
        }
        return "the transcripts differ in their line endings"
    }
}
