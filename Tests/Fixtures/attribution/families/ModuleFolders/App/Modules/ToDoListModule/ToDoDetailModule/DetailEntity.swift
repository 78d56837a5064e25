struct DetailEntity {
    var notes: String
}
