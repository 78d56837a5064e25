import UIKit

@main
final class ShopApp: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
