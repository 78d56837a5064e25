import UIKit

final class MenuCoordinator {
    func start() -> UIViewController { AcmeMenuViewController() }
}
