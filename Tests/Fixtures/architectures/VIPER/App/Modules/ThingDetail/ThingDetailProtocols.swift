protocol ThingDetailViewToPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelect()
}

protocol ThingDetailPresenterToViewProtocol: AnyObject {
    func show(_ title: String)
}

protocol ThingDetailPresenterToInteractorProtocol: AnyObject {
    func title() -> String
}

protocol ThingDetailPresenterToRouterProtocol: AnyObject {
    func next()
}
