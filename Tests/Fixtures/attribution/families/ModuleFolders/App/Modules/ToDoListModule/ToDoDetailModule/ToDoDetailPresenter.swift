final class ToDoDetailPresenter {
    var entity: DetailEntity?
}
