import HeadlessUI

/// What the scripted session needs of a Football Gather variant: its window, and how to launch
/// and quit it. Each variant makes one from its own `AppDelegate`, so the script never names a
/// variant's types; the closures keep the app (and whatever it owns, coordinators included)
/// alive for the whole session.
@MainActor
public struct ScriptedApp {
    let window: UIWindow
    let launch: @MainActor () -> Void
    let terminate: @MainActor () -> Void

    /// Wraps an app: `launch` shows Login in `window`, `terminate` quits.
    public init(
        window: UIWindow, launch: @escaping @MainActor () -> Void,
        terminate: @escaping @MainActor () -> Void
    ) {
        self.window = window
        self.launch = launch
        self.terminate = terminate
    }

    /// The navigation stack the window shows (set once the app has launched).
    var navigationController: UINavigationController? {
        window.rootViewController as? UINavigationController
    }
}
