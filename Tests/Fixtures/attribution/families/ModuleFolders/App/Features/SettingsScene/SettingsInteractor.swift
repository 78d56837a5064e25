final class SettingsInteractor {
    func save() {}
}
