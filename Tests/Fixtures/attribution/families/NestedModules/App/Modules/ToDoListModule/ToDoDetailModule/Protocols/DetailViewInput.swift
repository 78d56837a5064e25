protocol DetailViewInput: AnyObject {
    func show(title: String)
}
