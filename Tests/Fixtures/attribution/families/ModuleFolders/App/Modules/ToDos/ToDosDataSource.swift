final class ToDosDataSource {
    var count = 0
}
