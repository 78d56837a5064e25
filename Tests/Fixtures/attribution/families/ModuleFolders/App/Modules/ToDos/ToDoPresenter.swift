final class ToDoPresenter {
    var titles: [String] = []
}
