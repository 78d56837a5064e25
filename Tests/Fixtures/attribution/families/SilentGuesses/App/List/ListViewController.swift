import UIKit

final class ListViewController: UIViewController {
    var songs: [MusicModel] = []
}
