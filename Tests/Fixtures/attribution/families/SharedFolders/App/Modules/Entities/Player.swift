struct Player {
    var name: String
}
