final class MovieDetailsViewModel {
    var title = ""
}
