import UIKit

final class AcmeMenuViewController: UIViewController {}
