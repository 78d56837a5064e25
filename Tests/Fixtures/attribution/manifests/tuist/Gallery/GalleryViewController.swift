import ShopKit
import UIKit

// A catalogue app beside the app: no test target tests it.
final class GalleryViewController: UIViewController {
    let accounts = SampleAccounts.names
}
