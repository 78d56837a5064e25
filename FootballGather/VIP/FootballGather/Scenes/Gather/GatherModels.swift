import FootballGatherKit

/// The Gather scene's VIP cycle: one use case per thing the user does on the running gather.
enum Gather {
    /// A team as the view controller shows it.
    struct DisplayedSection: Equatable {
        let title: String
        let rows: [DisplayedPlayer]
    }

    struct DisplayedPlayer: Equatable {
        let name: String
        let positionAcronym: String
    }

    /// The countdown as the view controller shows it.
    struct DisplayedTimer: Equatable {
        let timerText: String
        let actionTitle: String
    }

    /// Setting up the screen: the teams, the countdown and the picker's rows.
    enum Load {
        struct Request {}
        struct Response {
            let teams: [TeamSection: [PlayerResponseModel]]
            let time: GatherTime
            let state: GatherTimerState
        }
        struct ViewModel: Equatable {
            let title: String
            let sections: [DisplayedSection]
            let timer: DisplayedTimer
            /// Row titles per picker component: minutes, then seconds.
            let pickerComponents: [[String]]
        }
    }

    /// "Set": open the picker on the current time.
    enum SetTimer {
        struct Request {}
        struct Response {
            let time: GatherTime
        }
        struct ViewModel: Equatable {
            /// The row to select in each picker component.
            let selectedRows: [Int]
        }
    }

    /// "Cancel": stop the countdown and put it back to 10:00.
    enum CancelTimer {
        struct Request {}
        struct Response {
            let time: GatherTime
            let state: GatherTimerState
        }
        struct ViewModel: Equatable {
            let timer: DisplayedTimer
        }
    }

    /// The picker's "Done": stop the countdown and take the picked time.
    enum ConfirmTime {
        struct Request {
            let minutes: Int
            let seconds: Int
        }
        struct Response {
            let time: GatherTime
            let state: GatherTimerState
        }
        struct ViewModel: Equatable {
            let timer: DisplayedTimer
        }
    }

    /// Start, Pause or Resume.
    enum ToggleTimer {
        struct Request {}
        struct Response {
            let state: GatherTimerState
        }
        struct ViewModel: Equatable {
            let actionTitle: String
        }
    }

    /// A second of the countdown passed.
    enum UpdateTime {
        struct Response {
            let time: GatherTime
        }
        struct ViewModel: Equatable {
            let timerText: String
        }
    }

    /// A score stepper changed.
    enum UpdateScore {
        struct Request {
            let team: TeamSection
            let value: Double
        }
        struct Response {
            let team: TeamSection
            let value: Double
        }
        struct ViewModel: Equatable {
            let teamAScoreText: String?
            let teamBScoreText: String?
        }
    }

    /// "End Gather", once confirmed: send the final score.
    enum EndGather {
        struct Request {
            let teamAScore: String
            let teamBScore: String
        }
        enum Response {
            case inProgress
            case ended
            case failed
        }
        enum ViewModel: Equatable {
            case loading
            case ended
            case error(title: String, message: String)
        }
    }
}
