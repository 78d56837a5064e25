import FootballGatherKit

/// What the PlayerAdd view controller asks of its interactor.
@MainActor
protocol PlayerAddBusinessLogic: AnyObject {
    func load(request: PlayerAdd.Load.Request)
    func changeName(request: PlayerAdd.ChangeName.Request)
    func addPlayer(request: PlayerAdd.AddPlayer.Request)
}

/// The PlayerAdd scene's rules: a name is needed, and the worker creates the player.
final class PlayerAddInteractor: PlayerAddBusinessLogic {
    var presenter: PlayerAddPresentationLogic?
    private let worker: PlayerAddWorker

    init(worker: PlayerAddWorker) {
        self.worker = worker
    }

    func load(request: PlayerAdd.Load.Request) {
        presenter?.presentLoad(response: PlayerAdd.Load.Response())
    }

    func changeName(request: PlayerAdd.ChangeName.Request) {
        presenter?.presentNameChange(
            response: PlayerAdd.ChangeName.Response(isValid: !(request.name ?? "").isEmpty))
    }

    func addPlayer(request: PlayerAdd.AddPlayer.Request) {
        guard let name = request.name, !name.isEmpty else { return }
        presenter?.presentAddPlayer(response: .started)
        worker.addPlayer(named: name) { [weak self] result in
            switch result {
            case .success:
                self?.presenter?.presentAddPlayer(response: .added)
            case .failure:
                self?.presenter?.presentAddPlayer(response: .failed)
            }
        }
    }
}
