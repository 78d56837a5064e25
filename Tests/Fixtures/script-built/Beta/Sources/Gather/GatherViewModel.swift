/// The Gather screen's view model (MVVM): the score as the view shows it, and a change callback.
final class GatherViewModel {
    private(set) var scores = [0, 0]
    var onChange: ((String) -> Void)?

    func goal(team: Int) {
        scores[team] += 1
        onChange?(scoreText)
    }

    var scoreText: String { "\(scores[0]) - \(scores[1])" }

    /// The team ahead, if any.
    var leader: Int? { scores[0] == scores[1] ? nil : (scores[0] > scores[1] ? 0 : 1) }
}
