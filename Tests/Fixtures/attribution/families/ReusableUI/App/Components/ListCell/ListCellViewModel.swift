struct ListCellViewModel {
    var model: ListCellModel
}
