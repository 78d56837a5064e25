/// The score of a gather as the two score labels show it, and what is sent when it ends.
public struct GatherScore: Equatable, Sendable {
    /// The steppers count goals from 0 to 100.
    public static let stepperRange: ClosedRange<Double> = 0...100

    /// Team A's goals as displayed ("0" at the start).
    public var teamA: String
    /// Team B's goals as displayed.
    public var teamB: String

    /// Creates a score from the two label texts.
    public init(teamA: String = "0", teamB: String = "0") {
        self.teamA = teamA
        self.teamB = teamB
    }

    /// Creates a score from goal counts.
    public init(teamAGoals: Int, teamBGoals: Int) {
        self.init(teamA: String(teamAGoals), teamB: String(teamBGoals))
    }

    /// The label text for a stepper value: the integer part, e.g. "3".
    public static func formattedStepperValue(_ value: Double) -> String {
        String(Int(value))
    }

    /// The wire form of the score, "A-B".
    public var score: String { "\(teamA)-\(teamB)" }

    /// "Team A" or "Team B" for a winner; "None" for a draw or a non-numeric score.
    public var winnerTeam: String {
        guard let goalsA = Int(teamA), let goalsB = Int(teamB), goalsA != goalsB else {
            return "None"
        }
        return goalsA > goalsB ? TeamSection.teamA.headerTitle : TeamSection.teamB.headerTitle
    }

    /// The body of the end-gather request.
    public var gatherUpdate: GatherCreateModel {
        GatherCreateModel(score: score, winnerTeam: winnerTeam)
    }
}
