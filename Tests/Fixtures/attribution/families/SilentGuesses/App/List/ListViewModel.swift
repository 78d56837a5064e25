struct MusicModel {
    var title: String
    var artist: String
    var album: String
    var year: Int
}
