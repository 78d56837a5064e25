struct MockUser {
    var name: String
}
