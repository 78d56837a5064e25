final class ToDoListPresenter {
    func load() {}
}
