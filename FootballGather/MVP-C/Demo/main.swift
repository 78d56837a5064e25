// Runs the Kit's scripted session (FootballGatherScript) on the MVP-C app and prints each
// screen as text: proof that the screens are wired together, and the very transcript every other
// variant prints. Run: swift run FootballGatherDemo   (exits 1 at the first step that did not land)
import FootballGather
import FootballGatherScript

MainActor.assumeIsolated {
    ScriptedSession.runAsDemo { environment, tickSource in
        let app = AppDelegate(
            dependencies: AppDependencies(environment: environment, tickSource: tickSource))
        return ScriptedApp(
            window: app.window, launch: app.applicationDidFinishLaunching,
            terminate: app.applicationWillTerminate)
    }
}
