import UIKit

final class SettingsViewController: UIViewController {
    let options = OptionsList()
}
