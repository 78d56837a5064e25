struct PlayerCellViewModel {
    var title: String
}
