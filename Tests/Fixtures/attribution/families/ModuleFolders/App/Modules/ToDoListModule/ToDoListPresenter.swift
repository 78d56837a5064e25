final class ToDoListPresenter {
    var items: [ListEntity] = []
}
