// Accounts the app offers on its sign-in screen in demo mode: compiled into ShopKit.
public enum SampleAccounts {
    public static let names = ["ada", "grace"]
}
