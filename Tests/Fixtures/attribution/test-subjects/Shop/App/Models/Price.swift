struct Price: Equatable {
    var cents = 0
}
