/// The Gather screen's presenter (MVP): keeps the score and tells the view what to show.
final class GatherPresenter {
    private(set) var scores = [0, 0]
    weak var view: GatherViewController?

    func goal(team: Int) {
        scores[team] += 1
        view?.show(score: scoreText)
    }

    var scoreText: String { scores.map(String.init).joined(separator: " - ") }
}
