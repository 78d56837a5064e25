import FootballGatherKit
import HeadlessUI

/// The script: one user's session through the seven screens, the same for every variant.
extension ScriptedSession {
    func runScript() throws(ScriptedSessionFailure) {
        launch()
        show("Login")
        try registerAndLogIn()
        try addPlayers(["Messi", "Ronaldo", "Iniesta", "Xavi"])
        try editFirstPlayer()
        try confirmTeams()
        try playGather()
        try endGather()
        terminate()
    }

    /// Login: register (which shows the player list without logging in), back, log in.
    private func registerAndLogIn() throws(ScriptedSessionFailure) {
        try type("demo-user", into: "usernameTextField")
        try type("demo-password", into: "passwordTextField")
        try tap("registerButton")
        show("Registered: the empty player list")
        try tapBack()
        try replaceText(of: "passwordTextField", with: "demo-password")
        try tap("loginButton")
        show("Logged in")
    }

    /// PlayerAdd, once per name, from the player list's action button.
    private func addPlayers(_ names: [String]) throws(ScriptedSessionFailure) {
        for (index, name) in names.enumerated() {
            try tap("actionButton")
            try type(name, into: "playerNameTextField")
            if index == 0 { show("PlayerAdd") }
            try tapRightBarButton()
        }
        show("Four players added")
    }

    /// PlayerDetail and PlayerEdit: a text field (age), then a selection (position).
    private func editFirstPlayer() throws(ScriptedSessionFailure) {
        try selectRow(0, in: "playerTableView")
        show("PlayerDetail")
        try selectRow(1, section: 0, in: "playerDetailTableView")
        try replaceText(of: "playerEditTextField", with: "35")
        show("PlayerEdit (text)")
        try tapRightBarButton()
        try selectRow(0, section: 1, in: "playerDetailTableView")
        try selectRow(4, in: "playerTableView")
        show("PlayerEdit (selection)")
        try tapRightBarButton()
        show("PlayerDetail after the edits")
        try tapBack()
    }

    /// PlayerList in selection mode, then ConfirmPlayers: two players per team.
    private func confirmTeams() throws(ScriptedSessionFailure) {
        try tapRightBarButton()
        for row in 0..<4 { try selectRow(row, in: "playerTableView") }
        show("Four players selected")
        try tap("actionButton")
        let teams = try control("playerTableView", as: UITableView.self)
        let destinations = [(0, 1), (0, 2), (1, 1), (1, 2)]
        for (row, section) in destinations {
            try expect(
                teams.moveRow(
                    from: IndexPath(row: 0, section: 0), to: IndexPath(row: row, section: section)),
                "drag a player from the bench to row \(row) of section \(section)")
        }
        show("ConfirmPlayers with two teams")
        try tap("startGatherButton")
        show("Gather")
    }

    /// Gather: set the timer to 01:05 on the picker, start it, let 7 seconds pass, score 2-1.
    private func playGather() throws(ScriptedSessionFailure) {
        try tap("setTimerButton")
        let picker = try control("timePickerView", as: UIPickerView.self)
        try expect(
            picker.spinToRow(1, inComponent: 0) && picker.spinToRow(5, inComponent: 1),
            "pick 01:05")
        show("Time picker")
        let toolbar = try control("timerView", as: UIView.self).subviews
            .compactMap { $0 as? UIToolbar }.first
        try expect(toolbar?.items?.last?.tap() == true, "tap the picker's Done")
        try tap("actionTimerButton")
        clock.advance(bySeconds: 7)
        try expect(control("teamAStepper", as: UIStepper.self).increment(), "score for Team A")
        try expect(control("teamAStepper", as: UIStepper.self).increment(), "score for Team A")
        try expect(control("teamBStepper", as: UIStepper.self).increment(), "score for Team B")
        show("Gather after 7 seconds, 2-1")
    }

    /// End Gather, confirmed: back on the player list; the server holds the result.
    private func endGather() throws(ScriptedSessionFailure) {
        try tap("endGatherButton")
        show("End Gather confirmation")
        try answerAlert("Yes")
        show("Back to the player list, in list mode")
        let gathers = backend.gathers(ofUser: "demo-user")
        let last = gathers.last
        let members = last.map { backend.players(inGather: $0.id).count } ?? 0
        note(
            "Server: \(gathers.count) gather(s); score \(last?.score ?? "-"), "
                + "winner \(last?.winnerTeam ?? "-"), \(members) players in it")
    }
}
