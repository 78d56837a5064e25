import UIKit

final class GatherCoordinator: Coordinator {
    func start() {}
}
