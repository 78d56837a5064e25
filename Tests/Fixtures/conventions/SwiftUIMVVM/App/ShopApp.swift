@main
struct ShopApp: App {
    var body: some Scene { WindowGroup { ProfileView() } }
}
