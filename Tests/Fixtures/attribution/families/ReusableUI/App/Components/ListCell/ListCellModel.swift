struct ListCellModel {
    var text: String
}
