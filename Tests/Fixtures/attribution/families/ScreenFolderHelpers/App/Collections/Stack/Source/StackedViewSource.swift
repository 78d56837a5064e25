final class StackedViewSource {
    var cards: [String] = []
}
