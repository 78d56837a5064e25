import UIKit

final class MockViewController: UIViewController {
    var avatars: [String] = []
}
