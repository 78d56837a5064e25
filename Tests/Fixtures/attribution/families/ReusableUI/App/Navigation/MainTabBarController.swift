import UIKit

final class MainTabBarController: UITabBarController {}
