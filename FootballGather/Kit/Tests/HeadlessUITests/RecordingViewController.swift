import HeadlessUI

/// A screen that logs its lifecycle callbacks as "name.event" into a shared journal.
@MainActor
final class RecordingViewController: UIViewController {
    let name: String
    let journal: Journal

    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        super.init()
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        journal.record("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        journal.record("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        journal.record("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        journal.record("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        journal.record("\(name).viewDidDisappear")
    }
}

/// An ordered log of events shared by the objects under test.
@MainActor
final class Journal {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    /// Returns the entries recorded so far and starts afresh.
    func drain() -> [String] {
        defer { entries = [] }
        return entries
    }
}
