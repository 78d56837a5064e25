import UIKit

final class MoviesAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication) -> Bool { true }
}
