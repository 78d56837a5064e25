final class AppDelegate: UIResponder, UIApplicationDelegate {}
