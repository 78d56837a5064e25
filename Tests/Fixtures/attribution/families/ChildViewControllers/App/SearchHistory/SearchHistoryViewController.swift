import UIKit

// Named after the search screen, but nothing embeds it: a screen of its own.
final class SearchHistoryViewController: UIViewController {
    var queries: [String] = []
}
