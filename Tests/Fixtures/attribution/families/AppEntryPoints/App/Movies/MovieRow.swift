struct MovieRow {
    var title: String
}
