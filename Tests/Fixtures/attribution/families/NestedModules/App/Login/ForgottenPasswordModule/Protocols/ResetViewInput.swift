protocol ResetViewInput: AnyObject {
    func showSent()
}
