struct Thing: Equatable {
    var name: String
}
