final class ThingDetailViewController: UIViewController {
    var thing: Thing?
}
