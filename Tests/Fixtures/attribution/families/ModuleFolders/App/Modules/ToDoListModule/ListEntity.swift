struct ListEntity {
    var title: String
}
