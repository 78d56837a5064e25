import UIKit

final class MainNavigationController: UINavigationController {}
