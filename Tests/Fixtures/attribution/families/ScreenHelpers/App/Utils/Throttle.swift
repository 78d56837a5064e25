final class Throttle {
    var interval = 0.3
}
