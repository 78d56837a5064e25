extension InMemoryBackend {
    /// The demo account's credentials as typed on the login screen.
    public static let demoUsername = "demo-user"
    /// The demo account's password as typed (the server stores its SHA-256 hex).
    public static let demoPassword = "demo-password"

    /// A server with the demo account and a squad of six players, so a demo can log in and
    /// start a gather straight away.
    public static func demo() -> InMemoryBackend {
        let backend = InMemoryBackend()
        backend.registerUser(username: demoUsername, password: Crypto.hash(demoPassword))
        let squad: [PlayerCreateModel] = [
            PlayerCreateModel(
                name: "John", age: 18, skill: .beginner, preferredPosition: .goalkeeper),
            PlayerCreateModel(
                name: "Maria", age: 27, skill: .professional, preferredPosition: .striker,
                favouriteTeam: "Barcelona"),
            PlayerCreateModel(name: "Ken", age: 31, skill: .amateur, preferredPosition: .defender),
            PlayerCreateModel(
                name: "Ana", age: 24, skill: .amateur, preferredPosition: .midfielder,
                favouriteTeam: "Benfica"),
            PlayerCreateModel(name: "Luis", age: 35, skill: .beginner, preferredPosition: .winger),
            PlayerCreateModel(
                name: "Sara", age: 22, skill: .professional, preferredPosition: .defender),
        ]
        for player in squad {
            backend.addPlayer(player, forUser: demoUsername)
        }
        return backend
    }
}
