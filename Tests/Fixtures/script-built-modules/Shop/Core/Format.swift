/// Formats a price in cents as euros, the way every screen shows it.
public enum Format {
    public static func euros(_ cents: Int) -> String {
        let whole = cents / 100
        let rest = cents % 100
        return "\(whole).\(rest < 10 ? "0" : "")\(rest) €"
    }
}
