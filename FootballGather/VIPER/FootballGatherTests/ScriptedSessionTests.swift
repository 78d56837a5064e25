import FootballGather
import FootballGatherScript
import XCTest

/// The Kit's scripted session on the VIPER app prints, byte for byte, the transcript every
/// variant must print (Kit's FootballGatherScript/Resources/transcript.txt).
@MainActor
final class ScriptedSessionTests: XCTestCase {
    // Scenario: app.scriptedSession
    func testTheScriptedSessionPrintsTheTranscriptEveryVariantPrints() async throws {
        let transcript = try ScriptedSession.run { environment, tickSource in
            let app = AppDelegate(
                dependencies: AppDependencies(environment: environment, tickSource: tickSource))
            return ScriptedApp(
                window: app.window, launch: app.applicationDidFinishLaunching,
                terminate: app.applicationWillTerminate)
        }
        let difference = try ScriptedSession.differenceFromRecording(transcript)
        XCTAssertNil(difference)
    }
}
