protocol ThingListViewToPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelect()
}

protocol ThingListPresenterToViewProtocol: AnyObject {
    func show(_ title: String)
}

protocol ThingListPresenterToInteractorProtocol: AnyObject {
    func title() -> String
}

protocol ThingListPresenterToRouterProtocol: AnyObject {
    func next()
}
