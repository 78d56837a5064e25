protocol BaseView: AnyObject {
    func showLoading()
}
