import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    let coordinator = AppCoordinator()
}
