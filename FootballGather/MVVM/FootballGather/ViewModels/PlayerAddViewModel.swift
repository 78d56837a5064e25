import FootballGatherKit

/// The add-player screen's logic: when Done is allowed, and creating the player.
@MainActor
struct PlayerAddViewModel {
    private let environment: ServiceEnvironment

    init(environment: ServiceEnvironment) {
        self.environment = environment
    }

    /// The screen title.
    var title: String { "Add Player" }

    /// The name field's placeholder.
    var placeholderText: String { "Enter name of the player" }

    /// Done is enabled while the name field holds any text.
    func doneButtonIsEnabled(forText text: String?) -> Bool {
        !(text ?? "").isEmpty
    }

    /// Creates a player called `name`; true when the server created it.
    func requestCreatePlayer(name: String, completion: @escaping @MainActor (Bool) -> Void) {
        environment.playersService().create(PlayerCreateModel(name: name)) { result in
            completion(result.failureError == nil)
        }
    }
}
