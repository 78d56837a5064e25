final class ToDoDetailPresenter {
    func load() {}
}
