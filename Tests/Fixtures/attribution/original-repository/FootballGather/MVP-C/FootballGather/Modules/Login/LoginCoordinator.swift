import UIKit

final class LoginCoordinator: Coordinator {
    func start() {}
}
