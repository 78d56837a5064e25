struct MusicModel {
    var title: String
}
