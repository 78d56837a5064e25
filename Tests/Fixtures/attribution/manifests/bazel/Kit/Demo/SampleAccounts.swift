// Accounts the app offers on its sign-in screen in demo mode: compiled into the app.
enum SampleAccounts {
    static let names = ["ada", "grace"]
}
