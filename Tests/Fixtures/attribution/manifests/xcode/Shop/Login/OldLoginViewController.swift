import UIKit

// Left in the folder when the screen was rewritten; no target compiles it.
final class OldLoginViewController: UIViewController {}
