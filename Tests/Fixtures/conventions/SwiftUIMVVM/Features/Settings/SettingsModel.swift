@Observable
final class SettingsModel {
    var notifications = true
}
